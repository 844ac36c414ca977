import { expect, test } from '@playwright/test';
import { allPages, apiRoutes, immutableAssetCacheControl, siteHeadersFor } from '@ferrum/shared';

/** The e2e stack is not production: the shared site headers plus X-Robots-Tag: noindex. */
const stackHeaders = siteHeadersFor({ indexable: false });

function expectSecurityHeaders(headers: Record<string, string>, own: Record<string, string> = {}) {
  for (const [name, value] of Object.entries({ ...stackHeaders, ...own }))
    expect(headers[name.toLowerCase()], name).toBe(value);
}

/** The unsubscribe link's URL carries its token: its answers send no Referer (the pages say so too). */
const ownHeaders: Partial<Record<string, Record<string, string>>> = {
  [apiRoutes.unsubscribe.path]: { 'Referrer-Policy': 'no-referrer' },
};

test('GET /api/health answers ok once the tables are reachable, with the security headers', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
  expect(response.headers()['cache-control']).toBe('no-store');
  expectSecurityHeaders(response.headers());
});

test('an unknown API route answers JSON 404, not the HTML not-found page', async ({ request }) => {
  const response = await request.get('/api/nothing-here');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
});

test('HTML revalidates and is compressed; hashed assets are cached for a year', async ({ request }) => {
  const home = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(home.headers()['cache-control']).toBe('no-cache');
  expect(home.headers()['content-encoding']).toBe('br');
  expectSecurityHeaders(home.headers());
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await home.text())?.[1];
  expect(script).toMatch(/^\/assets\//);
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe(immutableAssetCacheControl);
  expect(asset.headers()['content-encoding']).toBe('gzip');
});

test('a known page with a trailing slash is served; robots.txt and sitemap.xml exist', async ({ request }) => {
  expect((await request.get('/company/about/')).status()).toBe(200);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://www.ferrumshield.example/company/about</loc>');
});

test('every page, the not-found page, assets and every API answer carry the shared security headers', async ({
  request,
}) => {
  for (const page of allPages()) expectSecurityHeaders((await request.get(page.path)).headers());
  expectSecurityHeaders((await request.get('/no/such/page')).headers());
  expectSecurityHeaders((await request.get('/robots.txt')).headers());
  for (const route of Object.values(apiRoutes)) {
    const response = (route.methods as readonly string[]).includes('GET')
      ? await request.get(route.path)
      : await request.post(route.path, { data: { not: 'valid' } });
    expect(response.status(), route.path).toBeLessThan(500);
    expectSecurityHeaders(response.headers(), ownHeaders[route.path]);
    expect(response.headers()['cache-control'], route.path).toBe('no-store');
  }
});
