/**
 * The site's icons and web app manifest, drawn at build time from one source, the
 * SVG logo (web/public/favicon.svg), with resvg: each size is rendered from the
 * vector rather than scaled from a bitmap, so the 16 px favicon stays crisp.
 * png-to-ico packs the three favicon sizes into one ICO.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import pngToIco from 'png-to-ico';
import { brand, faviconMediaType, siteIcons, webManifestMediaType } from '@ferrum/shared';
import { recompressPng } from './png-recompress.ts';

const logoFile = join(dirname(fileURLToPath(import.meta.url)), '../../public/favicon.svg');

/** The sizes packed into /favicon.ico: tabs, taskbars and desktop shortcuts. */
export const faviconSizes = [16, 32, 48] as const;

/** A manifest icon entry (W3C Web Application Manifest `icons`). */
interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

/** The web app manifest: names, colours and icons (browsers use them for bookmarks and installs). */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'browser' | 'minimal-ui';
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
}

/** Renders an SVG document to a square PNG of `size` pixels. */
async function renderSquare(svg: string, size: number, background?: string): Promise<Buffer> {
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: size }, background });
  return recompressPng(image.asPng());
}

/**
 * The logo inside a square of solid ink, at `scale` of its side: iOS fills a
 * transparent touch icon with black, and a maskable icon may be cropped to a
 * circle of 80% of its side, so both need a full background and some margin.
 */
function onInk(logoSvg: string, scale: number): string {
  const side = 100;
  const inset = (side * (1 - scale)) / 2;
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}">`,
    `<rect width="${side}" height="${side}" fill="${brand.colors.ink}"/>`,
    `<image href="${logo}" x="${inset}" y="${inset}" width="${side * scale}" height="${side * scale}"/>`,
    '</svg>',
  ].join('');
}

/** The manifest, naming every icon file the build writes. */
export function webManifest(): WebManifest {
  const png = (src: string, size: number, purpose: ManifestIcon['purpose'] = 'any'): ManifestIcon => ({
    src,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: brand.company,
    short_name: brand.company,
    description: brand.tagline,
    lang: 'en',
    start_url: '/',
    scope: '/',
    // A website, not an app: opened from the home screen it keeps the browser's own controls.
    display: 'browser',
    background_color: brand.colors.ink,
    theme_color: brand.colors.ink,
    icons: [
      { src: siteIcons.svg, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      png(siteIcons.icon192, 192),
      png(siteIcons.icon512, 512),
      png(siteIcons.maskable512, 512, 'maskable'),
    ],
  };
}

/** One file the icons step makes: where it is served, its bytes and its media type. */
export interface IconFile {
  path: string;
  body: Buffer | string;
  contentType: string;
}

/** Renders the favicon, touch icon, manifest icons and manifest. */
export async function renderIconFiles(): Promise<IconFile[]> {
  const logoSvg = await readFile(logoFile, 'utf8');
  const [favicon, appleTouch, icon192, icon512, maskable512] = await Promise.all([
    Promise.all(faviconSizes.map((size) => renderSquare(logoSvg, size))).then((pngs) => pngToIco(pngs)),
    // The logo's own rounded corners would show as black on iOS: draw it on ink.
    renderSquare(onInk(logoSvg, 0.84), 180),
    renderSquare(logoSvg, 192),
    renderSquare(logoSvg, 512),
    // The shield reaches 37% of the logo's side from its centre; at 0.84 that is 31% of
    // the icon, inside the safe circle of radius 40% that a mask may leave.
    renderSquare(onInk(logoSvg, 0.84), 512),
  ]);
  const png = (path: string, body: Buffer): IconFile => ({ path, body, contentType: 'image/png' });
  return [
    { path: siteIcons.favicon, body: favicon, contentType: faviconMediaType },
    png(siteIcons.appleTouch, appleTouch),
    png(siteIcons.icon192, icon192),
    png(siteIcons.icon512, icon512),
    png(siteIcons.maskable512, maskable512),
    {
      path: siteIcons.manifest,
      body: `${JSON.stringify(webManifest(), null, 2)}\n`,
      contentType: webManifestMediaType,
    },
  ];
}

/** Writes the icon files into the client build; returns their paths. */
export async function writeIcons(clientDir: string): Promise<string[]> {
  const files = await renderIconFiles();
  await Promise.all(files.map(({ path, body }) => writeFile(join(clientDir, path), body)));
  return files.map(({ path }) => path);
}
