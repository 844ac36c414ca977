/**
 * The headers every response carries: the local server sends them and the
 * CloudFront response-headers policy is built from them (infra), so the two
 * cannot drift apart.
 */
import { speculationRulesHeaderValue } from './speculation-rules.ts';

/** Content-Security-Policy directives. No inline scripts: the pages ship none. */
export const contentSecurityPolicyDirectives = {
  'default-src': ["'self'"],
  // The site search's index is read by a WebAssembly module (shared/src/site-search.ts,
  // docs/decisions/028): compiling it is all this allows, never eval of script text.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  // sonner and Radix inject <style> elements and style attributes at runtime.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'media-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'manifest-src': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

export const contentSecurityPolicy = Object.entries(contentSecurityPolicyDirectives)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

/** Two years, as the HSTS preload list requires at least one. */
export const hstsMaxAgeSeconds = 63_072_000;

export const permissionsPolicy =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/** The security headers: header name → value, exactly as sent. */
export const securityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains; preload`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': permissionsPolicy,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/**
 * Everything the site sends on every response: the security headers plus the
 * pointer to the speculation rules (browsers read it on documents and ignore it
 * elsewhere, so one list serves pages, files and the API alike).
 */
export const siteHeaders = {
  ...securityHeaders,
  'Speculation-Rules': speculationRulesHeaderValue,
} as const;

/**
 * Asks search engines to leave a response out of their index. Every stage but
 * production sends it, so a dev domain never shows up beside the real site;
 * robots.txt stays open, since a crawler must fetch a page to read the header.
 */
export const noindexHeaders = { 'X-Robots-Tag': 'noindex' } as const;

/** What decides a stage's headers. */
export interface SiteHeaderOptions {
  /** Whether search engines may index this stage: production only. */
  indexable: boolean;
}

/**
 * The headers a stage sends on every response: `siteHeaders`, plus
 * `X-Robots-Tag: noindex` unless the stage is indexable. The local server and
 * CloudFront's response headers policy are both built from this.
 */
export function siteHeadersFor({ indexable }: SiteHeaderOptions): Readonly<Record<string, string>> {
  return indexable ? { ...siteHeaders } : { ...siteHeaders, ...noindexHeaders };
}

/** Cache-Control for content-hashed files (`/assets/*`): they never change under one name. */
export const immutableAssetCacheControl = 'public, max-age=31536000, immutable';
/** Cache-Control for HTML and other unhashed files: always revalidate so a deploy shows at once. */
export const revalidateCacheControl = 'no-cache';
/** Cache-Control for API answers: never stored by any cache. */
export const apiCacheControl = 'no-store';
