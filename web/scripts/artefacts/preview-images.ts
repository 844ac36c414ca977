/**
 * One link-preview image per page (1200×630 PNG), built from the page's own data
 * (preview-data.ts) with satori, which lays out the card and draws its text as
 * SVG paths, and resvg, which rasterises that SVG: no browser at build time, and
 * both are made for exactly this. Files are named by a hash of their bytes and
 * live under /assets/, so they get the immutable cache of hashed assets and a
 * changed image gets a new URL (preview services cache by URL).
 *
 * Rendering is the slow part (~0.1 s an image), so PNGs are cached by a hash of
 * everything that draws them, under node_modules/.cache/previews, and rendered
 * a few at a time (resvg rasterises on its own threads).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import { brand, type PageMeta } from '@ferrum/shared';
import type { PreviewImage } from '../../src/app/preview-image-tags.ts';
import { recompressPng } from './png-recompress.ts';
import { renderArt } from './preview-art.tsx';
import { accentTextColour, cardHeight, cardWidth, PreviewCard } from './preview-card.tsx';
import { previewDataFor, type PreviewData } from './preview-data.ts';

/** Where the images go, under the client build: inside the hashed-assets folder. */
export const previewsFolder = 'assets/previews';

/** The most a preview image may weigh; the build fails above it (preview services drop large images). */
export const maxPreviewBytes = 300 * 1024;

const require = createRequire(import.meta.url);
// Paths from this file's own folder (a `new URL()` would be jsdom's in the web tests).
const here = dirname(fileURLToPath(import.meta.url));
const webRoot = join(here, '../..');

/** What every card is drawn with: fonts, the logo, and a key that changes when any of it does. */
export interface PreviewRenderer {
  fonts: Font[];
  logoSvg: string;
  /** Hash of the renderer's versions, the card's code, fonts and logo: part of every cache key. */
  key: string;
}

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** Satori reads WOFF, TTF and OTF, not WOFF2: the Inter files @fontsource ships as .woff. */
const fontFiles = [400, 600, 700, 800].map((weight) => ({
  weight: weight as Font['weight'],
  file: require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
}));

/** Loads the fonts and the logo once for a whole build. */
export async function loadPreviewRenderer(): Promise<PreviewRenderer> {
  const fonts = await Promise.all(
    fontFiles.map(async ({ weight, file }) => ({
      name: 'Inter',
      data: await readFile(file),
      weight,
      style: 'normal' as const,
    })),
  );
  const logoSvg = await readFile(join(webRoot, 'public/favicon.svg'), 'utf8');
  const versions = ['satori', '@resvg/resvg-js'].map(
    (name) => (require(`${name}/package.json`) as { version: string }).version,
  );
  // The card's own code is part of the key: a design change re-renders every card.
  const code = await Promise.all(
    ['preview-card.tsx', 'preview-art.tsx', 'preview-images.ts', 'png-recompress.ts'].map((file) =>
      readFile(join(here, file)),
    ),
  );
  const key = sha256(versions.join(), ...code, ...fonts.map((font) => font.data), logoSvg);
  return { fonts, logoSvg, key };
}

/** The alt text: what the card says, in the order it says it. */
export function previewAlt(data: PreviewData): string {
  return `${brand.company}: ${data.badge ? `${data.badge}, ` : ''}${data.title}`;
}

/** Everything that decides a card's pixels, as the cache key and the render input. */
function previewInput(data: PreviewData, renderer: PreviewRenderer) {
  const art = data.art ? renderArt(data.art, accentTextColour(data.accent)) : undefined;
  return { art, key: sha256(renderer.key, JSON.stringify(data), art?.markup ?? '') };
}

/** Renders one card to PNG. */
export async function renderPreviewPng(data: PreviewData, renderer: PreviewRenderer): Promise<Buffer> {
  const { art } = previewInput(data, renderer);
  const svg = await satori(
    PreviewCard({ data, art, logoSvg: renderer.logoSvg, company: brand.company, domain: new URL(brand.siteUrl).host }),
    { width: cardWidth, height: cardHeight, fonts: renderer.fonts },
  );
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return recompressPng(image.asPng());
}

/** The file name of a page's image: its path as a slug, and a hash of the PNG. */
export function previewFileName(path: string, png: Buffer): string {
  const slug = path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9-]+/gi, '-');
  return `${slug}-${sha256(png).slice(0, 10)}.png`;
}

/** Runs `task` over `items`, `limit` at a time. */
async function inPool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface PreviewImagesOptions {
  /** The client build (dist/client): images go to its `assets/previews/`. */
  clientDir: string;
  /** Rendered PNGs by input hash; reused across builds. */
  cacheDir: string;
  renderer?: PreviewRenderer;
  /** @default maxPreviewBytes */
  maxBytes?: number;
}

export interface PreviewImagesResult {
  /** Each page's image, by page path. */
  images: Map<string, PreviewImage>;
  rendered: number;
  fromCache: number;
  /** Sizes of the smallest and largest image, in bytes. */
  smallest: number;
  largest: number;
}

/** Builds (or takes from the cache) the preview image of every page and writes them into the build. */
export async function generatePreviewImages(
  pages: readonly PageMeta[],
  { clientDir, cacheDir, renderer, maxBytes = maxPreviewBytes }: PreviewImagesOptions,
): Promise<PreviewImagesResult> {
  const drawWith = renderer ?? (await loadPreviewRenderer());
  const outDir = join(clientDir, previewsFolder);
  await Promise.all([mkdir(outDir, { recursive: true }), mkdir(cacheDir, { recursive: true })]);
  let fromCache = 0;
  const built = await inPool(pages, availableParallelism() + 1, async (page) => {
    const data = previewDataFor(page);
    const cacheFile = join(cacheDir, `${previewInput(data, drawWith).key}.png`);
    const cached: Buffer | undefined = await readFile(cacheFile).catch(() => undefined);
    if (cached) fromCache += 1;
    const png = cached ?? (await renderPreviewPng(data, drawWith));
    if (!cached) {
      // Written whole, then renamed: a build running beside this one never reads half a file.
      const partial = `${cacheFile}.${process.pid}.tmp`;
      await writeFile(partial, png);
      await rename(partial, cacheFile);
    }
    if (png.length > maxBytes) {
      throw new Error(
        `The preview image of ${page.path} is ${Math.round(png.length / 1024)} KB, over the ${Math.round(maxBytes / 1024)} KB limit: simplify its card or art.`,
      );
    }
    const file = previewFileName(page.path, png);
    await writeFile(join(outDir, file), png);
    const image: PreviewImage = {
      url: `${brand.siteUrl}/${previewsFolder}/${file}`,
      width: cardWidth,
      height: cardHeight,
      alt: previewAlt(data),
    };
    return [page.path, image, png.length] as const;
  });
  const sizes = built.map(([, , bytes]) => bytes);
  return {
    images: new Map(built.map(([path, image]) => [path, image])),
    rendered: built.length - fromCache,
    fromCache,
    smallest: Math.min(...sizes),
    largest: Math.max(...sizes),
  };
}
