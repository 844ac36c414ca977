/**
 * `npm run size` (size-limit, gzip -9 of the built files; part of `npm test`, after the
 * build): a change that adds script to every page, or wakes React before anyone
 * interacts, fails here in a second instead of in the Lighthouse bench. The limits sit
 * a little above today's sizes, so growth is a decision; bench/budgets.ts holds the
 * budgets the visitor feels (30 KB of script before any interaction on a page without
 * a form, 60 KB on any page). Reads the build in web/$WEB_DIST (default web/dist).
 */
import { existsSync } from 'node:fs';
import { benchPages } from './bench/pages.ts';
import { isBootScript, pageHtmlFile, scriptsBeforeInteraction } from './bench/page-scripts.ts';

const site = `web/${process.env.WEB_DIST ?? 'dist'}/client`;
const assets = `${site}/assets`;

if (!existsSync(pageHtmlFile(site, '/'))) throw new Error(`No built site in ${site}: run \`npm run build\` first.`);

/** Each island's own entry chunk (web/src/islands/island-definitions.ts), without the chunks it shares. */
const islandEntryLimits = {
  // 8.66 kB: an Enter held down never stops the answer it sent, and lone surrogates are refused before sending (issues 33, 34).
  chat: '9 kB',
  'blog-browser': '10 kB',
  'contact-form': '2 kB',
  'job-application-form': '5 kB',
  'newsletter-form': '2 kB',
  toaster: '1 kB',
  // The search page's box and results; the index itself (web/dist/client/pagefind) loads on the first search.
  'site-search': '3 kB',
} as const;

/** A page without a form (the chat aside) runs the boot script alone until someone interacts. */
const bootOnlyPages = benchPages.filter((page) => !page.form).map((page) => page.path);
for (const path of bootOnlyPages) {
  const { referenced } = scriptsBeforeInteraction(site, path);
  if (referenced.length !== 1 || !referenced.every(isBootScript)) {
    throw new Error(
      `${path} must reference the boot script alone (no other script, no modulepreload), but references: ${referenced.join(', ')}`,
    );
  }
}

export default [
  {
    name: 'boot script, every page (main-*.js)',
    path: `${assets}/main-*.js`,
    limit: '8 kB',
    gzip: true,
  },
  ...bootOnlyPages.map((path) => ({
    name: `${path} before any interaction: its HTML's scripts and their static imports`,
    path: scriptsBeforeInteraction(site, path).all.map((file) => `${site}${file}`),
    limit: '8 kB',
    gzip: true,
  })),
  {
    name: 'not-found documents’ script (not-found-page-*.js)',
    path: `${assets}/not-found-page-*.js`,
    limit: '1 kB',
    gzip: true,
  },
  ...Object.entries(islandEntryLimits).map(([island, limit]) => ({
    name: `${island} island entry chunk (${island}-island-*.js)`,
    path: `${assets}/${island}-island-*.js`,
    limit,
    gzip: true,
  })),
  // Real visitors' vitals: the one script loaded without an interaction, after the first paint when idle
  // (web/src/vitals/), never referenced or preloaded by a page's HTML. The library loads only when the
  // page view is in the stage's sample; on its own it is 3.2 KB, above the 3 KB the issue hoped for.
  {
    name: 'vitals beacon, loaded at idle on every page (vitals-beacon-*.js)',
    path: `${assets}/vitals-beacon-*.js`,
    limit: '1.5 kB',
    gzip: true,
  },
  {
    name: 'web-vitals library, loaded at idle by a page view in the sample (web-vitals-*.js)',
    path: `${assets}/web-vitals-*.js`,
    limit: '3.5 kB',
    gzip: true,
  },
  {
    name: 'React DOM and the island hydration, loaded by the first island to wake (hydrate-island-*.js)',
    path: `${assets}/hydrate-island-*.js`,
    limit: '70 kB',
    gzip: true,
  },
];
