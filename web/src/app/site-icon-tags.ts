/**
 * The head tags of the site's icons, manifest and theme colour, the same on
 * every page. The files are built from the SVG logo (web/scripts/artefacts/icons.ts).
 */
import { brand, siteIcons } from '@ferrum/shared';

/**
 * The ICO is named with its 32 px size so that browsers which understand SVG
 * icons pick the SVG (sharper at every size) and the rest fall back to the ICO.
 */
export function siteIconTags(): string[] {
  return [
    `<link rel="icon" href="${siteIcons.favicon}" sizes="32x32" />`,
    `<link rel="icon" href="${siteIcons.svg}" type="image/svg+xml" />`,
    `<link rel="apple-touch-icon" href="${siteIcons.appleTouch}" />`,
    `<link rel="manifest" href="${siteIcons.manifest}" />`,
    `<meta name="theme-color" content="${brand.colors.ink}" />`,
  ];
}
