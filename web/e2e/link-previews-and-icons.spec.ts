/**
 * What link previews and browsers fetch beside a page: its own preview image and
 * the site's icons and manifest, served with the right types and caching. Plain
 * HTTP requests, no page loads: these are the requests a preview service makes.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  blogPostPath,
  brand,
  faviconMediaType,
  immutableAssetCacheControl,
  pages,
  siteIcons,
  webManifestMediaType,
} from '@ferrum/shared';

/** The `content` of a head tag named by `property` or `name`. */
function metaContent(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key.replace(/:/g, '\\:')}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

async function headOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return (await response.text()).split('</head>')[0]!;
}

/** Width and height from a PNG's header chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

test.describe('link previews', () => {
  test('the home page and a blog post each name their own image, absolute on the canonical origin', async ({
    request,
  }) => {
    const images = [];
    for (const path of [pages.home.path, blogPostPath(1)]) {
      const head = await headOf(request, path);
      const [image, ...others] = metaContent(head, 'og:image');
      expect(others, path).toEqual([]);
      expect(image, path).toMatch(new RegExp(`^${brand.siteUrl}/assets/previews/[a-z0-9-]+-[0-9a-f]{10}\\.png$`));
      expect(metaContent(head, 'twitter:image'), path).toEqual([image]);
      expect(metaContent(head, 'og:image:width'), path).toEqual(['1200']);
      expect(metaContent(head, 'og:image:height'), path).toEqual(['630']);
      expect(metaContent(head, 'og:image:alt')[0], path).toBeTruthy();
      expect(metaContent(head, 'twitter:card'), path).toEqual(['summary_large_image']);
      images.push(image!);
    }
    expect(new Set(images).size).toBe(2);
  });

  test('a page’s image answers 200 as a 1200×630 PNG under 300 KB, with the immutable cache of hashed assets', async ({
    request,
  }) => {
    const [image] = metaContent(await headOf(request, blogPostPath(1)), 'og:image');
    const response = await request.get(new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(response.headers()['cache-control']).toBe(immutableAssetCacheControl);
    const png = await response.body();
    expect(pngSize(png)).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(300 * 1024);
  });
});

test.describe('icons and manifest', () => {
  test('/favicon.ico, the touch icon and the manifest answer 200 with their media types', async ({ request }) => {
    const favicon = await request.get(siteIcons.favicon);
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toBe(faviconMediaType);
    const touch = await request.get(siteIcons.appleTouch);
    expect(touch.status()).toBe(200);
    expect(touch.headers()['content-type']).toBe('image/png');
    expect(pngSize(await touch.body())).toEqual([180, 180]);
    const manifest = await request.get(siteIcons.manifest);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toBe(webManifestMediaType);
  });

  test('every icon the manifest lists answers 200 with the type it says', async ({ request }) => {
    const manifest = (await (await request.get(siteIcons.manifest)).json()) as {
      start_url: string;
      icons: { src: string; type: string }[];
    };
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toBe(icon.type);
    }
  });

  test('a page’s head links the icons, the manifest and the theme colour, once each', async ({ request }) => {
    const head = await headOf(request, pages.contact.path);
    for (const link of [
      `<link rel="icon" href="${siteIcons.favicon}" sizes="32x32" />`,
      `<link rel="icon" href="${siteIcons.svg}" type="image/svg+xml" />`,
      `<link rel="apple-touch-icon" href="${siteIcons.appleTouch}" />`,
      `<link rel="manifest" href="${siteIcons.manifest}" />`,
    ]) {
      expect(head.split(link).length - 1, link).toBe(1);
    }
    expect(head.match(/rel="icon"/g)).toHaveLength(2);
    expect(metaContent(head, 'theme-color')).toEqual([brand.colors.ink]);
  });
});
