/** The site search's words (docs/product.md#site-search): the /search page and the header's link to it. */
import { pages, searchPage } from '@ferrum/shared';
import type { HeroCopy, LinkCopy } from '@ferrum/shared/content/types';

const contactLink = { text: pages.contact.title, href: pages.contact.path } satisfies LinkCopy;

export const searchCopy = {
  hero: {
    title: 'Search',
    subtitle: 'Site search',
    description: 'Every page of the site: products, industries, articles, events, openings and policies.',
    accent: 'blue',
  } satisfies HeroCopy,
  /** The header's link, on every page (an icon; this is its accessible name). */
  headerLink: { text: 'Search the site', href: searchPage.path } satisfies LinkCopy,
  label: 'Search the site',
  placeholder: 'Try “data diode”, “NERC CIP” or “water”',
  submit: 'Search',
  /** Under the box before anything is typed. */
  hint: 'Type a word or two: results appear as you type.',
  searching: 'Searching…',
  resultCount: (count: number, query: string) =>
    count === 0 ? `No pages match “${query}”.` : `${count} ${count === 1 ? 'page matches' : 'pages match'} “${query}”.`,
  /** Shown when more pages match than are listed. */
  showingFirst: (shown: number) => `Showing the best ${shown}.`,
  noResultsHelp: 'Try fewer or other words, or ask our team:',
  contactLink,
  failed: 'Search is not available right now. Please try again in a moment.',
  /** Before a section's name in a result: where on the page the words are. */
  sectionLabel: 'Section',
  /** Without JavaScript the index cannot be read: where to go instead. */
  withoutJavaScript: 'Search runs in your browser and needs JavaScript. Without it, start from these pages:',
  browseLinks: [
    { text: pages.products.title, href: pages.products.path },
    { text: pages.mdr.title, href: pages.mdr.path },
    { text: pages.blog.title, href: pages.blog.path },
    { text: pages.careers.title, href: pages.careers.path },
    contactLink,
  ] satisfies LinkCopy[],
} as const;
