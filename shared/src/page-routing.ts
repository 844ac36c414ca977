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

/** The prerendered not-found page. */
export const notFoundDocument = '/404.html';

/**
 * Maps a request path to the prerendered file and status.
 * - `/api/...` passes through unchanged;
 * - a known page (with or without trailing slash) → its `index.html`;
 * - other paths with a file extension (assets, robots.txt...) pass through unchanged;
 * - anything else (and `/404.html` itself) → the not-found page with status 404.
 *
 * @param uri the request path, without the query string
 * @param knownPages every prerendered page path, as an object for O(1) lookup
 */
export function resolvePageRequest(uri: string, knownPages: Record<string, 1>): PageRequestResolution {
  if (uri === '/404.html') return { uri: uri, status: 404 };
  if (uri === '/api' || uri.indexOf('/api/') === 0) return { uri: uri, status: 200 };
  let page = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (page === '') page = '/';
  if (knownPages[page] === 1) return { uri: page === '/' ? '/index.html' : page + '/index.html', status: 200 };
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
