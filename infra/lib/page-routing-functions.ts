/**
 * The CloudFront Functions (cloudfront-js-2.0) that route page requests. Their
 * code is generated from the shared `resolvePageRequest` rule and the routed
 * pages (page table plus form result pages), so CloudFront and the local server
 * cannot disagree on where a path goes.
 */
import {
  knownPageIndex,
  notFoundDocuments,
  resolvePageRequest,
  routedPagePaths,
  searchIndexFolder,
} from '@ferrum/shared';

/** The rule's source plus the known-page index, as cloudfront-js-2.0 statements. */
function routingPrelude(pagePaths: Iterable<string>): string {
  return [
    `var knownPages = ${JSON.stringify(knownPageIndex(pagePaths))};`,
    // The shared rule is written to be stringified: self-contained, no imports.
    resolvePageRequest.toString(),
  ].join('\n');
}

/**
 * Viewer request: a known page (with or without trailing slash) is served from
 * its prerendered `index.html`; an unknown path from its family's not-found
 * document; assets and `/api/...` pass through.
 */
export function viewerRequestCode(pagePaths: Iterable<string> = routedPagePaths()): string {
  return `${routingPrelude(pagePaths)}
function handler(event) {
  var request = event.request;
  request.uri = resolvePageRequest(request.uri, knownPages).uri;
  return request;
}
`;
}

/**
 * Viewer response: a not-found document goes out with status 404. The rule answers
 * 404 both for the path the visitor asked for and for each not-found document itself, so this
 * holds whether CloudFront hands over the original or the rewritten URI. Only a
 * successful answer is changed: an S3 error stays what it is.
 */
export function viewerResponseCode(pagePaths: Iterable<string> = routedPagePaths()): string {
  return `${routingPrelude(pagePaths)}
function handler(event) {
  var response = event.response;
  if (response.statusCode === 200 && resolvePageRequest(event.request.uri, knownPages).status === 404) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}
`;
}

/**
 * Paths to invalidate after a deploy: every prerendered HTML document (pages
 * and not-found documents), and nothing under `/assets/` (content-hashed, never
 * changes under one name). The cache key is the URI after the viewer-request
 * rewrite, so `/company/*` covers `/company/about/index.html`; one wildcard per
 * top-level section keeps the count (and CloudFront's per-path invalidation
 * charge) small.
 */
export function htmlInvalidationPaths(pagePaths: Iterable<string> = routedPagePaths()): string[] {
  const paths = new Set<string>(['/index.html']);
  for (const path of pagePaths) {
    const section = path.split('/')[1];
    if (section) paths.add(`/${section}/*`);
  }
  // The search index is rebuilt with the pages: its entry file must never outlive the chunks a deploy pruned.
  paths.add(`${searchIndexFolder}/*`);
  // `/404.html` by name; the nested ones (`/blog/404.html`...) through their section.
  for (const document of Object.values(notFoundDocuments)) {
    const [, section, nested] = document.split('/');
    paths.add(nested === undefined ? document : `/${section}/*`);
  }
  return [...paths].sort();
}
