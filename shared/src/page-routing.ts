/**
 * The page routing rule, shared by the local server and the CloudFront
 * viewer-request / viewer-response functions (infra stringifies
 * `resolvePageRequest` into the function code, so it must stay self-contained:
 * no imports, no closures, only syntax the cloudfront-js-2.0 runtime knows:
 * const/let, string methods, no optional chaining or spread).
 */

/** Where a request for a page goes, and with which status. */
export interface PageRequestResolution {
  /** The object to serve (e.g. `/company/about/index.html`). */
  uri: string;
  /** The HTTP status the visitor gets. */
  status: 200 | 404;
}

/**
 * The prerendered not-found documents, one per family of paths. The web build
 * writes each of them; `resolvePageRequest` answers an unknown path with its
 * family's document (it spells these paths out itself, since it cannot import).
 */
export const notFoundDocuments = {
  /** Any unknown path outside the families below. */
  site: '/404.html',
  /** An unknown `/blog/<id>`: "Post Not Found". */
  blogPost: '/blog/404.html',
  /** An unknown `/blog/category/<slug>`: "No articles found" naming the category. */
  blogCategory: '/blog/category/404.html',
  /** An unknown `/blog/tag/<slug>`: "No articles found" naming the tag. */
  blogTag: '/blog/tag/404.html',
} as const;

/** The site-wide not-found document. */
export const notFoundDocument = notFoundDocuments.site;

/**
 * Maps a request path to the prerendered file and status.
 * - a not-found document asked for directly → itself, with status 404;
 * - `/api/...` passes through unchanged;
 * - a known page (with or without trailing slash) → its `index.html`;
 * - the blog feed, `/blog/feed.xml` (`blogFeed.path`), passes through unchanged;
 * - an unknown `/blog/<x>`, `/blog/category/<x>` or `/blog/tag/<x>` → that
 *   family's not-found document, status 404;
 * - other paths with a file extension (assets, robots.txt...) pass through unchanged;
 * - anything else → `/404.html` with status 404.
 *
 * @param uri the request path, without the query string
 * @param knownPages every prerendered page path, as an object for O(1) lookup
 */
export function resolvePageRequest(uri: string, knownPages: Record<string, 1>): PageRequestResolution {
  if (
    uri === '/404.html' ||
    uri === '/blog/404.html' ||
    uri === '/blog/category/404.html' ||
    uri === '/blog/tag/404.html'
  ) {
    return { uri: uri, status: 404 };
  }
  if (uri === '/api' || uri.indexOf('/api/') === 0) return { uri: uri, status: 200 };
  let page = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (page === '') page = '/';
  if (knownPages[page] === 1) return { uri: page === '/' ? '/index.html' : page + '/index.html', status: 200 };
  // The one file of the blog families that is not a page (published-files.ts `blogFeed`, spelled out: no imports).
  if (uri === '/blog/feed.xml') return { uri: uri, status: 200 };
  const family = page.substring(0, page.lastIndexOf('/'));
  // Blog slugs may hold a dot (/blog/tag/industry-5.0) and no files live there
  // but the prerendered documents and the feed, so a family's only file name is index.html.
  if (
    (family === '/blog' || family === '/blog/category' || family === '/blog/tag') &&
    page.substring(family.length + 1) !== 'index.html'
  ) {
    return { uri: family + '/404.html', status: 404 };
  }
  // Checked after the pages: a page path may hold a dot (/blog/tag/industry-4.0).
  const lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') !== -1) return { uri: uri, status: 200 };
  return { uri: '/404.html', status: 404 };
}

/** The lookup object `resolvePageRequest` expects. */
export function knownPageIndex(paths: Iterable<string>): Record<string, 1> {
  const index: Record<string, 1> = {};
  for (const path of paths) index[path] = 1;
  return index;
}
