import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostPath, brand, type PageMeta } from '@ferrum/shared';
import { readPngChunks } from './png-recompress.ts';
import {
  generatePreviewImages,
  loadPreviewRenderer,
  maxPreviewBytes,
  previewsFolder,
  type PreviewRenderer,
} from './preview-images.ts';

let renderer: PreviewRenderer;
const scratch: string[] = [];

/** A fresh client folder and cache, removed after the tests. */
async function folders() {
  const root = await mkdtemp(join(tmpdir(), 'previews-'));
  scratch.push(root);
  return { clientDir: join(root, 'client'), cacheDir: join(root, 'cache') };
}

function pngSize(png: Buffer) {
  const header = readPngChunks(png).find((chunk) => chunk.type === 'IHDR')!.data;
  return { width: header.readUInt32BE(0), height: header.readUInt32BE(4) };
}

const post: PageMeta = { path: blogPostPath(1), title: 'Ignored: the post’s own title wins', description: '' };
const unknown = (title: string): PageMeta => ({ path: '/press', title, description: '' });

beforeAll(async () => {
  renderer = await loadPreviewRenderer();
});

afterAll(async () => {
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('preview images', () => {
  it('renders a page as a 1200×630 PNG well under 300 KB, under /assets/previews, named on the canonical origin', async () => {
    const { clientDir, cacheDir } = await folders();
    const { images } = await generatePreviewImages([post], { clientDir, cacheDir, renderer });
    const image = images.get(post.path)!;
    expect(image).toMatchObject({ width: 1200, height: 630 });
    expect(image.alt).toContain('Securing the Converged OT/IT Network');
    expect(image.url).toMatch(new RegExp(`^${brand.siteUrl}/${previewsFolder}/blog-1-[0-9a-f]{10}\\.png$`));
    const png = await readFile(join(clientDir, previewsFolder, image.url.split('/').pop()!));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(maxPreviewBytes);
  });

  it('gives the same inputs the same name, even rendered afresh', async () => {
    const first = await generatePreviewImages([unknown('Press Kit')], { ...(await folders()), renderer });
    const second = await generatePreviewImages([unknown('Press Kit')], { ...(await folders()), renderer });
    expect(second.rendered).toBe(1);
    expect(second.images.get('/press')!.url).toBe(first.images.get('/press')!.url);
  });

  it('gives a changed title a new name', async () => {
    const { clientDir, cacheDir } = await folders();
    const before = await generatePreviewImages([unknown('Press Kit')], { clientDir, cacheDir, renderer });
    const after = await generatePreviewImages([unknown('Press Room')], { clientDir, cacheDir, renderer });
    expect(after.images.get('/press')!.url).not.toBe(before.images.get('/press')!.url);
  });

  it('takes an unchanged image from the cache instead of rendering it again', async () => {
    const { clientDir, cacheDir } = await folders();
    const cold = await generatePreviewImages([unknown('Press Kit')], { clientDir, cacheDir, renderer });
    const warm = await generatePreviewImages([unknown('Press Kit')], { clientDir, cacheDir, renderer });
    expect([cold.rendered, cold.fromCache, warm.rendered, warm.fromCache]).toEqual([1, 0, 0, 1]);
    expect(warm.images.get('/press')).toEqual(cold.images.get('/press'));
    expect(await readdir(cacheDir)).toHaveLength(1);
  });

  it('fails the build, naming the page, when an image is over the limit', async () => {
    await expect(
      generatePreviewImages([unknown('Press Kit')], { ...(await folders()), renderer, maxBytes: 1024 }),
    ).rejects.toThrow(/preview image of \/press is \d+ KB, over the 1 KB limit/);
  });
});
