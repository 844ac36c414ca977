/**
 * The site search (docs/decisions/028): a Pagefind index the web build writes
 * from the prerendered pages into one folder, which the browser loads in chunks
 * only once a visitor searches. The build, the pages, the upload's invalidation
 * and the CSP's one WebAssembly allowance all read it from here.
 */

/** The folder the index is written to and served from (its script is `${folder}/pagefind.js`). */
export const searchIndexFolder = '/pagefind';

/** The index's entry script, imported by the browser on the first search. */
export const searchIndexScript = `${searchIndexFolder}/pagefind.js`;

/** The query parameter that carries a search in the address, on /search and /blog. */
export const searchQueryParameter = 'q';

/** The filter the article pages carry, so the blog's box searches articles alone. */
export const articleSearchFilter = { name: 'type', value: 'article' } as const;
