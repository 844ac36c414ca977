import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand, siteIcons } from '@ferrum/shared';
import { webManifest, writeIcons, type WebManifest } from './icons.ts';
import { readPngChunks } from './png-recompress.ts';

/** Vite copies web/public to the root of the build as it is. */
const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');

let clientDir: string;
let written: string[];

const read = (path: string) => readFile(join(clientDir, path));

function pngSize(png: Buffer): string {
  const header = readPngChunks(png).find((chunk) => chunk.type === 'IHDR')!.data;
  return `${header.readUInt32BE(0)}x${header.readUInt32BE(4)}`;
}

/** The alpha of a PNG's top-left pixel, decoded by resvg. */
async function cornerAlpha(png: Buffer): Promise<number> {
  const size = Number(pngSize(png).split('x')[0]);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><image width="${size}" height="${size}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return (await renderAsync(svg)).pixels[3]!;
}

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'icons-'));
  written = await writeIcons(clientDir);
});

afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

describe('icons', () => {
  it('packs 16, 32 and 48 px images into /favicon.ico', async () => {
    const ico = await read(siteIcons.favicon);
    // ICONDIR: reserved 0, type 1 (icon), count; then one 16-byte entry per image, width first.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect([0, 1, 2].map((index) => ico.readUInt8(6 + index * 16))).toEqual([16, 32, 48]);
  });

  it('draws each PNG at the size its name says', async () => {
    expect(pngSize(await read(siteIcons.appleTouch))).toBe('180x180');
    expect(pngSize(await read(siteIcons.icon192))).toBe('192x192');
    expect(pngSize(await read(siteIcons.icon512))).toBe('512x512');
    expect(pngSize(await read(siteIcons.maskable512))).toBe('512x512');
  });

  it('gives the touch and maskable icons an opaque background, and keeps the others’ rounded corners clear', async () => {
    expect(await cornerAlpha(await read(siteIcons.appleTouch))).toBe(255);
    expect(await cornerAlpha(await read(siteIcons.maskable512))).toBe(255);
    expect(await cornerAlpha(await read(siteIcons.icon512))).toBe(0);
  });
});

describe('web app manifest', () => {
  let manifest: WebManifest;

  beforeAll(async () => {
    manifest = JSON.parse((await read(siteIcons.manifest)).toString('utf8')) as WebManifest;
  });

  it('names the site, starts at the home page and uses the brand colours', () => {
    expect(manifest).toMatchObject({
      name: brand.company,
      short_name: brand.company,
      description: brand.tagline,
      start_url: '/',
      display: 'browser',
      theme_color: brand.colors.ink,
      background_color: brand.colors.ink,
    });
    expect(manifest).toEqual(webManifest());
  });

  it('lists 192 and 512 px PNGs and a maskable icon', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('lists only icons the build holds, at the sizes it says', async () => {
    for (const icon of manifest.icons) {
      const builtHere = written.includes(icon.src);
      expect(builtHere || existsSync(join(publicDir, icon.src)), icon.src).toBe(true);
      if (icon.type === 'image/png') expect(pngSize(await read(icon.src)), icon.src).toBe(icon.sizes);
    }
  });
});
