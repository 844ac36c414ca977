/**
 * The site search's index (docs/decisions/028): Pagefind reads the prerendered
 * pages and writes a static index in chunks under `searchIndexFolder`, which the
 * browser fetches only once a visitor searches. Only the sitemap's pages go in,
 * and of each only its `<main>`: the menu, footer and chat repeat on every page
 * and would make every page match their words.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { searchIndexFolder } from '@ferrum/shared';

/** One page to index: its canonical path (the result's link) and its built HTML. */
export interface IndexedPage {
  path: string;
  html: string;
}

/**
 * Parts of `<main>` that are not the page's own words: forms (labels and
 * placeholders) and anything marked `data-pagefind-ignore` (cards that preview
 * another page, whose words belong to that page's result).
 */
const notThePagesWords = ['form', 'dialog'];

/**
 * Files Pagefind writes for sites that use its ready-made interfaces (this site
 * has its own, web/src/pages/search/), and the index of pages without a language
 * (every page here is English): never fetched, so never uploaded.
 */
const unusedOutput = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$|^wasm\.unknown\.pagefind$/;

/** What the index holds, for the build's log. */
export interface SearchIndexSummary {
  pages: number;
  /** Distinct words per page, summed. */
  uniqueWords: number;
}

/** Writes the index of `pages` into the built site (`clientDir` is dist/client). */
export async function writeSearchIndex(clientDir: string, pages: readonly IndexedPage[]): Promise<SearchIndexSummary> {
  const { index, errors } = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: notThePagesWords,
    forceLanguage: 'en',
  });
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    let uniqueWords = 0;
    for (const page of pages) {
      const added = await index.addHTMLFile({ url: page.path, content: page.html });
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${page.path}: ${added.errors.join('; ')}`);
      uniqueWords += added.file.uniqueWords;
    }
    const outputPath = join(clientDir, searchIndexFolder.slice(1));
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
    for (const file of await readdir(outputPath)) {
      if (unusedOutput.test(file)) await rm(join(outputPath, file));
    }
    return { pages: pages.length, uniqueWords };
  } finally {
    await pagefind.close();
  }
}
