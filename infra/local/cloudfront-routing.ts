/**
 * How CloudFront reads a request before the site's functions and origins see
 * it, for the local server (docs/decisions/005):
 * - the request target is a path, never an authority: `//evil.com/company/about`
 *   is the path "//evil.com/company/about", which names no page;
 * - a cache behaviour is picked on the path normalized as RFC 3986 says
 *   (percent-encoded unreserved characters decoded, dot segments removed) with
 *   repeated slashes merged; the raw path then goes on to the behaviour's
 *   function and origin;
 * - the site bucket holds only what the deploy uploads.
 * infra/test/local-routing.test.ts checks the patterns and the upload against
 * the synthesized distribution.
 */
import { apiPagesFolder, apiRoutes } from '@ferrum/shared';

/** A request target as CloudFront reads it. */
export interface RequestTarget {
  /** The path exactly as sent (percent-encoding and repeated slashes kept). */
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
}

/** The behaviours served by the API origin (infra/lib/static-site.ts `additionalBehaviors`); the rest is the bucket's. */
export const apiBehaviourPathPatterns = [apiRoutes.chat.path, '/api/*'] as const;

/**
 * Build folders no deployment uploads (the pages deployment excludes them): the
 * pages the unsubscribe function serves from its own bundle.
 */
export const notUploadedFolders = [`${apiPagesFolder}/`] as const;

/**
 * The path and query of an origin-form target (`/path?query`); undefined for
 * any other form (`http://host/path`, `host:443`, `*`), which names a host or
 * no path at all.
 */
export function parseRequestTarget(target: string | undefined): RequestTarget | undefined {
  if (target === undefined || !target.startsWith('/')) return undefined;
  const queryAt = target.indexOf('?');
  if (queryAt === -1) return { path: target, query: new URLSearchParams() };
  return { path: target.substring(0, queryAt), query: new URLSearchParams(target.substring(queryAt + 1)) };
}

const unreservedCharacter = /^[A-Za-z0-9._~-]$/;

/** The path CloudFront matches behaviours against: RFC 3986 normalization, repeated slashes merged. */
export function behaviourMatchPath(path: string): string {
  const decoded = path.replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
    const character = String.fromCharCode(Number.parseInt(escape.substring(1), 16));
    return unreservedCharacter.test(character) ? character : escape.toUpperCase();
  });
  const segments = decoded
    .replace(/\/{2,}/g, '/')
    .split('/')
    .slice(1);
  const kept: string[] = [];
  segments.forEach((segment, index) => {
    if (segment !== '.' && segment !== '..') {
      kept.push(segment);
      return;
    }
    if (segment === '..') kept.pop();
    // A path ending in a dot segment names its directory: `/a/b/..` is `/a/`.
    if (index === segments.length - 1) kept.push('');
  });
  return `/${kept.join('/')}`;
}

/** Whether `path` matches a CloudFront path pattern (`*` any run of characters, `?` one; case-sensitive). */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const expression = [...pattern]
    .map((character) =>
      character === '*' ? '.*' : character === '?' ? '.' : character.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${expression}$`, 's').test(path);
}

/** Which origin serves a raw request path: the API, or the site bucket (the default behaviour). */
export function originOf(path: string): 'api' | 'site' {
  const normalized = behaviourMatchPath(path);
  return apiBehaviourPathPatterns.some((pattern) => matchesPathPattern(pattern, normalized)) ? 'api' : 'site';
}

/**
 * Whether the object key (decoded, with its leading `/`) can name an object the
 * deploy put in the bucket: keys are build file paths, so one with an empty,
 * `.` or `..` segment names none (S3 keys are literal: `/assets/../index.html`
 * is not `/index.html`), nor does one under a folder no deployment uploads.
 */
export function isUploadedKey(key: string): boolean {
  const segments = key.split('/').slice(1);
  if (!key.startsWith('/') || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return false;
  }
  return !notUploadedFolders.some((folder) => key.startsWith(`/${folder}`));
}
