/**
 * The running local stack reads raw request targets as CloudFront does (a
 * path, never a host), serves only what the upload would, answers HEAD on
 * every GET route and ignores a byte range S3 cannot read. The requests go out
 * through node:http with the path as written (fetch would normalize it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, siteIcons, unsubscribePageFiles, unsubscribeTokenParameter } from '@ferrum/shared';
import { readLocalConfig } from '../local/config.ts';
import { startLocalStack, type LocalStack } from '../local/local-stack.ts';
import { freePort, notFoundTitle, rawRequest, siteFixture } from './support.ts';

let stack: LocalStack;

beforeAll(async () => {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const config = readLocalConfig({
    PORT: String(await freePort()),
    IN_MEMORY_STORE: 'true',
    STAGE: 'targets',
    SITE_DIR: siteFixture(),
  });
  stack = await startLocalStack(config);
}, 30_000);
afterAll(() => stack.close());

/** Sends `path` exactly as written as the request target. */
const call = (path: string, options: Parameters<typeof rawRequest>[2] = {}) => rawRequest(stack.url, path, options);

describe('the request target is a path, as CloudFront reads it', () => {
  it('answers //evil.com/company/about with the not-found page and 404, never the About page', async () => {
    const answer = await call('//evil.com/company/about');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain(`<title>${notFoundTitle('site')}</title>`);
    expect(answer.body).not.toContain('<title>About</title>');
  });

  it('answers //x/api/health with the not-found page, never the API', async () => {
    const answer = await call('//x/api/health');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).not.toContain('"status"');
  });

  it('sends //api/health to the API, which has no such route (API Gateway routes the raw path)', async () => {
    const answer = await call('//api/health');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('refuses a target that names a host (absolute form) with 400', async () => {
    const answer = await call('http://evil.com/company/about');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/^Bad Request/);
  });
});

describe('only what the upload puts in the bucket', () => {
  it.each(unsubscribePageFiles)('answers /%s, never uploaded, with S3’s 403', async (file) => {
    const answer = await call(`/${file}`);
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('<Code>AccessDenied</Code>');
  });
});

describe('HEAD on every GET route', () => {
  it.each(['/', '/company/about', apiRoutes.health.path])(
    'answers HEAD %s with the status, type and length of GET, and no body',
    async (path) => {
      const get = await call(path);
      const head = await call(path, { method: 'HEAD' });
      expect(head.status).toBe(get.status);
      expect(head.status).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
    },
  );

  it('answers HEAD on the unsubscribe link as GET: the same page status, no body', async () => {
    const link = `${apiRoutes.unsubscribe.path}?${unsubscribeTokenParameter}=not-a-token`;
    const get = await call(link);
    const head = await call(link, { method: 'HEAD' });
    expect(head.status).toBe(get.status);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
  });
});

describe('a byte range, as S3 reads it', () => {
  it.each(['bytes=-', 'bytes=9-2'])('ignores Range: %s and sends the whole file with 200', async (range) => {
    const whole = await call(siteIcons.favicon);
    const answer = await call(siteIcons.favicon, { headers: { Range: range } });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(whole.body);
  });
});
