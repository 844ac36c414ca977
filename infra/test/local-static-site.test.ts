import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  immutableAssetCacheControl,
  knownPageIndex,
  notFoundDocuments,
  publishedFileContentTypes,
  revalidateCacheControl,
  siteHeadersFor,
  siteIcons,
  speculationRulesMediaType,
  speculationRulesPath,
  unsubscribePageFiles,
} from '@ferrum/shared';
import { parseRequestTarget } from '../local/cloudfront-routing.ts';
import { createStaticSite } from '../local/static-site.ts';
import { notFoundTitle, rawRequest, siteFixture } from './support.ts';

/** The headers the local stack sends by default (not indexable). */
const localHeaders = siteHeadersFor({ indexable: false });

/** Serves `siteDir` as the local stack does: site headers first, then the static site. */
async function startSite(siteDir: string): Promise<{ server: Server; origin: string }> {
  const site = createStaticSite(siteDir, knownPageIndex(['/', '/company/about']));
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(localHeaders)) response.setHeader(name, value);
    site(request, response, parseRequestTarget(request.url)!).catch(() => {
      response.writeHead(500);
      response.end('Internal error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const call = rawRequest;

let server: Server;
let origin: string;

beforeAll(async () => {
  ({ server, origin } = await startSite(siteFixture()));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('local static site', () => {
  it('serves a known page from its index.html, revalidated on every visit (never no-store)', async () => {
    const answer = await call(origin, '/company/about/');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<title>About</title>');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe(revalidateCacheControl);
  });

  it.each([
    ['/no/such/page', 'site'],
    ['/industries/atlantis', 'site'],
    ['/blog/a/b/c', 'site'],
    ['/blog/999', 'blogPost'],
    ['/blog/abc/', 'blogPost'],
    ['/blog/category/nope', 'blogCategory'],
    ['/blog/tag/nope', 'blogTag'],
  ] as const)('answers the unknown path %s with 404 and the %s not-found document', async (path, family) => {
    const answer = await call(origin, path);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain(`<title>${notFoundTitle(family)}</title>`);
  });

  it.each(Object.entries(notFoundDocuments))(
    'answers a direct request for the %s not-found document %s with 404',
    async (family, document) => {
      const answer = await call(origin, document);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain(`<title>${notFoundTitle(family as keyof typeof notFoundDocuments)}</title>`);
    },
  );

  it('answers with the site not-found document when the build lacks a family document', async () => {
    const partial = await startSite(siteFixture({ without: ['blog/404.html'] }));
    try {
      const answer = await call(partial.origin, '/blog/999');
      expect(answer.status).toBe(404);
      expect(answer.body).toContain(`<title>${notFoundTitle('site')}</title>`);
    } finally {
      await new Promise<void>((resolve) => partial.server.close(() => resolve()));
    }
  });

  it.each(['/assets/%E0%A4%A.js', '/%.js', '/company/%ZZ.html'])(
    'answers the file path %s, malformed percent-encoding, with 400, a short text and the site headers',
    async (path) => {
      const answer = await call(origin, path);
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body).toMatch(/^Bad Request/);
      for (const [name, value] of Object.entries(localHeaders)) expect(answer.headers[name.toLowerCase()]).toBe(value);
    },
  );

  it.each(['/%', '/company/%ZZ'])(
    'answers the page path %s, malformed percent-encoding, like any unknown page (as CloudFront routes it)',
    async (path) => {
      const answer = await call(origin, path);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain(`<title>${notFoundTitle('site')}</title>`);
    },
  );

  it('keeps serving after a malformed request', async () => {
    await call(origin, '/assets/%E0%A4%A.js');
    expect((await call(origin, '/')).status).toBe(200);
  });

  it('never serves a file outside the site: S3 holds no such key and answers 403', async () => {
    const answer = await call(origin, '/..%2F..%2F..%2Fetc%2Fpasswd');
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('root:');
  });

  it.each([
    ['a page the unsubscribe function serves (never uploaded)', `/${unsubscribePageFiles[0]}`],
    ['a missing asset', '/assets/index-missing.js'],
    ['a key with a dot segment (S3 keys are literal)', '/assets/../index.html'],
    ['a key with an empty segment', '/assets//index-abc123.js'],
  ])('answers %s as S3 does behind CloudFront: 403 AccessDenied', async (_kind, path) => {
    const answer = await call(origin, path);
    expect(answer.status).toBe(403);
    expect(answer.headers['content-type']).toBe('application/xml');
    expect(answer.body).toContain('<Code>AccessDenied</Code>');
    for (const [name, value] of Object.entries(localHeaders)) expect(answer.headers[name.toLowerCase()]).toBe(value);
  });

  it.each(['//evil.com/company/about', '//company/about', '/./company/about'])(
    'reads %s as a path that names no page: the not-found page with 404, never the page',
    async (path) => {
      const answer = await call(origin, path);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain(`<title>${notFoundTitle('site')}</title>`);
    },
  );

  it('serves the speculation rules with their own media type, revalidated', async () => {
    const answer = await call(origin, speculationRulesPath);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(speculationRulesMediaType);
    expect(answer.headers['cache-control']).toBe(revalidateCacheControl);
    expect(JSON.parse(answer.body)).toHaveProperty('prefetch');
  });

  it.each([
    ['/blog/feed.xml', 'application/rss+xml; charset=utf-8'],
    ['/.well-known/security.txt', 'text/plain; charset=utf-8'],
  ])('serves %s as %s, revalidated, as the S3 upload types it', async (path, contentType) => {
    const answer = await call(origin, path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(contentType);
    expect(publishedFileContentTypes[path]).toBe(contentType);
    expect(answer.headers['cache-control']).toBe(revalidateCacheControl);
  });

  it('sends the Speculation-Rules header with pages', async () => {
    const answer = await call(origin, '/');
    expect(answer.headers['speculation-rules']).toBe(`"${speculationRulesPath}"`);
  });

  it('caches hashed assets for a year', async () => {
    const answer = await call(origin, '/assets/index-abc123.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(immutableAssetCacheControl);
  });

  it.each(['/', '/assets/index-abc123.js', '/no/such/page'])(
    'answers HEAD %s with the status and headers of GET and no body',
    async (path) => {
      const [get, head] = await Promise.all([call(origin, path), call(origin, path, { method: 'HEAD' })]);
      expect(head.status).toBe(get.status);
      expect(head.body).toBe('');
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.headers.etag).toBe(get.headers.etag);
    },
  );

  it('sends the byte range asked for, or 416 for one past the end', async () => {
    const asset = siteIcons.favicon;
    const whole = (await call(origin, asset)).body;
    const part = await call(origin, asset, { headers: { Range: 'bytes=0-6' } });
    expect(part.status).toBe(206);
    expect(part.body).toBe(whole.substring(0, 7));
    expect(part.headers['content-range']).toBe(`bytes 0-6/${whole.length}`);
    const past = await call(origin, asset, { headers: { Range: `bytes=${whole.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
  });

  it.each(['bytes=-', 'bytes=5-2', 'bytes=0-1,4-5', 'items=0-1', 'bytes=abc'])(
    'ignores the Range %s, which S3 cannot read, and sends the whole file with 200',
    async (range) => {
      const asset = siteIcons.favicon;
      const whole = await call(origin, asset);
      const answer = await call(origin, asset, { headers: { Range: range } });
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(whole.body);
      expect(answer.headers['content-range']).toBeUndefined();
    },
  );

  it('answers 304 when the ETag still matches, and the page when it does not', async () => {
    const { headers } = await call(origin, '/company/about');
    const fresh = await call(origin, '/company/about', { headers: { 'If-None-Match': headers.etag! } });
    expect(fresh.status).toBe(304);
    expect(fresh.body).toBe('');
    const stale = await call(origin, '/company/about', { headers: { 'If-None-Match': '"old"' } });
    expect(stale.status).toBe(200);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const answer = await call(origin, '/', { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });
});
