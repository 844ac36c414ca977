/**
 * The browser side of the site search (docs/decisions/028): the Pagefind index
 * the build wrote, loaded on the first search and never before, and its results
 * as plain data (a path, a title, an excerpt whose matched words are marked).
 */
import { articleSearchFilter, searchIndexScript } from '@ferrum/shared';

/** The part of Pagefind's browser API this site uses (pagefind.js, written by the build). */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: readonly { title: string; url: string }[];
}
export interface PagefindApi {
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: readonly { data(): Promise<PagefindResultData> }[] }>;
}

/** A run of excerpt text, marked when it is one of the words searched for. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

export interface SiteSearchHit {
  /** The page's path, e.g. `/blog/5`. */
  path: string;
  title: string;
  excerpt: readonly ExcerptPart[];
  /** The heading of the section the words are in, when the page has sections. */
  section?: { title: string; path: string };
}

export interface SiteSearchResults {
  /** Every page that matches. */
  total: number;
  /** The best of them, in order, up to the limit asked for. */
  hits: readonly SiteSearchHit[];
}

export interface SearchOptions {
  /** Only the blog's articles. */
  articlesOnly?: boolean;
  /** How many results to describe (reading each costs a small download). */
  limit: number;
}

/**
 * Pagefind's excerpt is HTML with `<mark>` around the matched words: read as
 * text and marks only, so nothing else in it can ever become markup.
 */
export function excerptParts(html: string): ExcerptPart[] {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return [...body.childNodes]
    .map((node) => ({ text: node.textContent ?? '', marked: node.nodeName === 'MARK' }))
    .filter((part) => part.text !== '');
}

/** A result's URL as a site path: no trailing slash, no host. */
function sitePath(url: string): string {
  const { pathname, hash } = new URL(url, 'https://site.invalid');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return `${path}${hash}`;
}

function hitOf(data: PagefindResultData): SiteSearchHit {
  const path = sitePath(data.url);
  const section = data.sub_results?.find((sub) => sub.url.includes('#') && sub.title !== data.meta.title);
  return {
    path,
    title: data.meta.title ?? path,
    excerpt: excerptParts(data.excerpt),
    ...(section && { section: { title: section.title, path: sitePath(section.url) } }),
  };
}

/** Searches with the index `load` returns; it is loaded once, on the first search. */
export function createSiteSearch(load: () => Promise<PagefindApi>) {
  let index: Promise<PagefindApi> | undefined;
  return async function searchSite(query: string, options: SearchOptions): Promise<SiteSearchResults> {
    index ??= load().catch((error: unknown) => {
      index = undefined; // the next search tries again
      throw error;
    });
    const filters = options.articlesOnly ? { [articleSearchFilter.name]: articleSearchFilter.value } : undefined;
    const { results } = await (await index).search(query, filters ? { filters } : undefined);
    const hits = await Promise.all(results.slice(0, options.limit).map(async (result) => hitOf(await result.data())));
    return { total: results.length, hits };
  };
}

/** The site's own index, served beside the pages. */
export const searchSite = createSiteSearch(() => import(/* @vite-ignore */ searchIndexScript) as Promise<PagefindApi>);
