/**
 * Files the build publishes for machines beside the pages (the blog feed,
 * security.txt): where they are served and with which media type. The web
 * build writes them (web/scripts/artefacts/), the pages link them, and the local
 * server and the S3 upload both set their Content-Type from here.
 */
import { brand } from './brand.ts';
import { faviconMediaType, siteIcons, webManifestMediaType } from './site-icons.ts';
import { speculationRulesMediaType, speculationRulesPath } from './speculation-rules.ts';

/** The blog's RSS 2.0 feed. */
export const blogFeed = {
  /** Where it is served (the routing rule lets this one file through the `/blog` family). */
  path: '/blog/feed.xml',
  /** Its media type, as `<link rel="alternate" type>` names it. */
  mediaType: 'application/rss+xml',
  /** The feed's title, and the title of the link that advertises it. */
  title: `${brand.company} Blog`,
} as const;

/** The security contact file (RFC 9116). */
export const securityTxt = {
  /** Where RFC 9116 §3 says researchers look for it. */
  path: '/.well-known/security.txt',
  /**
   * Days from the build to its `Expires`: RFC 9116 §2.5.5 recommends less than a
   * year, and a deploy every half year keeps it fresh (docs/decisions/013).
   */
  validityDays: 180,
  /** The longest validity a build may publish (RFC 9116 §2.5.5). */
  maxValidityDays: 365,
} as const;

/**
 * Content-Type by path, for files whose type no extension implies (speculation
 * rules) or whose standard asks for more than S3 guesses from the extension:
 * RFC 9116 wants `text/plain` with `charset=utf-8`, and a feed reader recognises
 * the feed by its own type. S3's upload guesses with the deploy function's Python
 * `mimetypes`, which calls an ICO `image/vnd.microsoft.icon` (the local server and
 * common practice say `image/x-icon`); the favicon and the web app manifest are
 * named here so that both servers type them from this one table. Everything else
 * is typed by its extension.
 */
export const publishedFileContentTypes: Readonly<Record<string, string>> = {
  [speculationRulesPath]: speculationRulesMediaType,
  [blogFeed.path]: `${blogFeed.mediaType}; charset=utf-8`,
  [securityTxt.path]: 'text/plain; charset=utf-8',
  [siteIcons.favicon]: faviconMediaType,
  [siteIcons.manifest]: webManifestMediaType,
};
