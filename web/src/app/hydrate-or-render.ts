/**
 * Decides whether the server's HTML can be hydrated. The prerendered not-found
 * page is served for every unknown path (/blog/999, /industries/x, /anything):
 * it hydrates only where the client would render that same not-found page;
 * elsewhere the client renders afresh, so there is never a hydration mismatch.
 */
export const notFoundRenderPath = '/404';

/** Path with a trailing slash removed (except the root). */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * @param renderedFor the path the HTML was prerendered for (the root's `data-prerendered-path`)
 * @param location the visitor's path
 * @param rendersNotFound whether the client's route for `location` is the catch-all not-found page
 */
export function canHydrate(renderedFor: string | undefined, location: string, rendersNotFound: boolean): boolean {
  if (!renderedFor) return false;
  if (renderedFor === notFoundRenderPath) return rendersNotFound;
  return renderedFor === normalisePath(location);
}
