/**
 * Every island of the site: the parts a visitor interacts with, each its own React
 * root, prerendered inside a static page and hydrated on its own trigger by the
 * island runtime (./runtime.ts). Everything else on a page is plain HTML and CSS.
 *
 * Triggers (why): every island wakes on the visitor's first interaction with it
 * (pointer over or down, touch, focus, a key), never on load, idle or visibility:
 * React DOM alone is ~60 KB gzip, more than a page may spend before anyone
 * interacts (bench/budgets.ts). Nothing early is lost meanwhile: the controls a
 * visitor reaches first are native (the chat panel is a popover, Apply Now opens a
 * native dialog), text typed before waking stays in the box and is read on mount,
 * and a click or submit made while the code loads is replayed once it has hydrated.
 * The chat also wakes at once when the page session holds a conversation to restore,
 * and a search island when the address carries a search (a shared link, a reload).
 */
import type { ComponentType } from 'react';

/** What an island module exports: its component, rendered at build time and hydrated in the browser. */
export interface IslandModule<Props = never> {
  default: ComponentType<Props>;
}

export const islandLoaders = {
  /** The chat launcher and its panel (a popover that opens natively before hydration). */
  chat: () => import('./chat-island.tsx'),
  /** The newsletter form of the blog pages and the academy sign-up. */
  'newsletter-form': () => import('./newsletter-form-island.tsx'),
  /** The contact page's "Send Us a Message" form. */
  'contact-form': () => import('./contact-form-island.tsx'),
  /** An opening's application form: in its Apply Now dialog (careers page) and on the opening's own page. */
  'job-application-form': () => import('./job-application-form-island.tsx'),
  /** The blog list's search as you type and Load More. */
  'blog-browser': () => import('./blog-browser-island.tsx'),
  /** The site search's box and results, on /search. */
  'site-search': () => import('./site-search-island.tsx'),
  /** The toasts' live region, on every page; the first toast wakes it (lib/toasts.ts). */
  toaster: () => import('./toaster-island.tsx'),
} satisfies Record<string, () => Promise<IslandModule<never>>>;

export type IslandName = keyof typeof islandLoaders;

/** The props an island takes, from its module's component. */
export type IslandProps<Name extends IslandName> =
  Awaited<ReturnType<(typeof islandLoaders)[Name]>>['default'] extends ComponentType<infer Props> ? Props : never;

/** `data-*` attributes that carry an island through the HTML (no inline scripts: the CSP forbids them). */
export const islandAttributes = {
  name: 'data-island',
  props: 'data-island-props',
  /** The `identifierPrefix` of the island's own render, so `useId` values match on hydration. */
  id: 'data-island-id',
  /** loading | hydrated | failed, set by the runtime (styles may show a busy state). */
  state: 'data-island-state',
  /** Present on an island that wakes at once when the address carries a search (`?q=`). */
  wakeOnSearch: 'data-island-wake-on-search',
} as const;
