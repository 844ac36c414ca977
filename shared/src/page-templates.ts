/**
 * The page template of a path: a coarse name for the kind of page a visitor
 * saw, which real visitors' speed figures are grouped by (never the URL itself,
 * which may carry a query or an id). The site's vitals beacon and the tests
 * use this one function; it imports only the form result paths, so that the
 * beacon's chunk stays small.
 */
import { allFormResultPaths } from './form-results.ts';

/** Every page template, as the vitals report and the CloudWatch dimension name them. */
export const pageTemplates = [
  'home',
  'product',
  'service',
  'industry',
  'blog-list',
  'blog-post',
  'careers',
  'job',
  'contact',
  'form-result',
  'page',
  'not-found',
] as const;

export type PageTemplate = (typeof pageTemplates)[number];

const formResultPaths = new Set(allFormResultPaths());

/** The segments of `path` without empty ones (`/blog/12/` → `['blog', '12']`). */
function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The template of the page at `path` (a pathname, without query or fragment).
 * An unknown path gets the template its family would have: the beacon tells a
 * not-found document apart by its status, not by its path.
 */
export function pageTemplateOf(path: string): PageTemplate {
  const segments = segmentsOf(path);
  const normalised = `/${segments.join('/')}`;
  const [first, second, third] = segments;
  if (first === undefined) return 'home';
  // The newsletter's pages are all where a form post or the unsubscribe link lands; the only pages under
  // /api are the unsubscribe link's own (its confirmation, served by its function).
  if (formResultPaths.has(normalised) || first === 'newsletter' || first === 'api') return 'form-result';
  if (first === 'products') return 'product';
  if (first === 'services') return 'service';
  if (first === 'industries') return second === undefined ? 'page' : 'industry';
  if (first === 'blog') return second === undefined || third !== undefined ? 'blog-list' : 'blog-post';
  if (first === 'company' && second === 'careers') return third === undefined ? 'careers' : 'job';
  if (first === 'company' && second === 'contact') return 'contact';
  return 'page';
}
