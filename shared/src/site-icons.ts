/**
 * The site's icons and web app manifest: the build writes them from the SVG logo
 * (web/scripts/artefacts/icons.ts), every page's head links them, and the upload
 * to S3 names the media types that S3's guess would get wrong.
 */

/** The paths of the icon files and the manifest, at the site root where browsers look. */
export const siteIcons = {
  /** 16, 32 and 48 px in one file: what browsers ask for when a page names nothing. */
  favicon: '/favicon.ico',
  /** The source of every other icon (web/public/favicon.svg). */
  svg: '/favicon.svg',
  /** 180×180 on an opaque background (iOS draws transparency as black). */
  appleTouch: '/apple-touch-icon.png',
  icon192: '/icon-192.png',
  icon512: '/icon-512.png',
  /** 512×512 with the logo inside the maskable safe zone. */
  maskable512: '/icon-512-maskable.png',
  manifest: '/manifest.webmanifest',
} as const;

/** The web app manifest's media type (W3C Web Application Manifest). */
export const webManifestMediaType = 'application/manifest+json';

/** The favicon's media type, as browsers and servers name it. */
export const faviconMediaType = 'image/x-icon';
