import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import {
  allPages,
  apiRoutes,
  immutableAssetCacheControl,
  siteHeadersFor,
  siteIcons,
  unsubscribePageFiles,
} from '@ferrum/shared';
import { e2eStack } from './support/stack.ts';

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

/** Sends `path` as the request target exactly as written (Playwright's request API normalizes it, as fetch does). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(e2eStack.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test('a request target is a path as CloudFront reads it: //host/... names no page and reaches no API', async () => {
  const notFound = await rawGet('/no/such/page');
  for (const path of ['//evil.com/company/about', '//x/api/health']) {
    const answer = await rawGet(path);
    expect(answer.status, path).toBe(404);
    expect(answer.body, path).toBe(notFound.body);
  }
});

test('the pages only the unsubscribe function serves are not in the bucket: 403, as S3 answers CloudFront', async ({
  request,
}) => {
  for (const file of unsubscribePageFiles) expect((await request.get(`/${file}`)).status(), file).toBe(403);
});

test('every GET route answers HEAD like GET, without a body', async ({ request }) => {
  for (const path of ['/', '/company/about', apiRoutes.health.path, apiRoutes.unsubscribe.path]) {
    const [get, head] = [await request.get(path), await request.head(path)];
    expect(head.status(), path).toBe(get.status());
    expect(head.headers()['content-type'], path).toBe(get.headers()['content-type']);
    expect((await head.body()).length, path).toBe(0);
  }
});

test('a Range S3 cannot read (bytes=-) is ignored: the whole file with 200', async ({ request }) => {
  const whole = await request.get(siteIcons.favicon);
  const ranged = await request.get(siteIcons.favicon, { headers: { Range: 'bytes=-' } });
  expect(ranged.status()).toBe(200);
  expect((await ranged.body()).equals(await whole.body())).toBe(true);
  expect((await request.get(siteIcons.favicon, { headers: { Range: 'bytes=0-9' } })).status()).toBe(206);
});
