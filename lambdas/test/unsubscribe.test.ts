import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apiRoutes,
  oneClickUnsubscribeBody,
  unsubscribePages,
  unsubscribeTokenAttribute,
  unsubscribeTokenPattern,
} from '@ferrum/shared';
import { newUnsubscribeToken } from '../src/newsletter/subscriptions.ts';
import { tableReader } from './support/dynamo.ts';
import { apiEvent, location, responseBody } from './support/events.ts';
import { loadHandler, type InvokeHandler } from './support/handlers.ts';
import { fixturePages, useFixturePages } from './support/unsubscribe-pages.ts';

const path = apiRoutes.unsubscribe.path;
const table = tableReader(inject('dynamoEndpoint'));
let subscribe: InvokeHandler;
let unsubscribe: InvokeHandler;

beforeAll(async () => {
  useFixturePages();
  subscribe = await loadHandler('newsletter');
  unsubscribe = await loadHandler('unsubscribe');
});
afterAll(() => table.close());

/** Subscribes a fresh address through the newsletter handler; returns it with its stored token. */
async function subscribed(): Promise<{ email: string; token: string }> {
  const email = `leaver-${randomUUID()}@example.com`;
  expect((await subscribe(apiEvent({ path: apiRoutes.newsletter.path, body: { email } }))).statusCode).toBe(201);
  const item = await table.get('newsletter', { email });
  return { email, token: String(item?.[unsubscribeTokenAttribute]) };
}

const open = (token: string | undefined, headers: Record<string, string> = {}) =>
  unsubscribe(apiEvent({ method: 'GET', path, query: token === undefined ? undefined : { token }, headers }));

/** The confirmation page's button, as the browser posts it (back to the link's own URL). */
const pressUnsubscribe = (token: string, headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' }) =>
  unsubscribe(apiEvent({ method: 'POST', path, query: { token }, form: { confirm: 'unsubscribe' }, headers }));

/** A mail client's RFC 8058 request: no Origin, no Sec-Fetch-Site. */
const oneClick = (token: string) =>
  unsubscribe(
    apiEvent({
      method: 'POST',
      path,
      query: { token },
      rawBody: oneClickUnsubscribeBody,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  );

describe('the unsubscribe token', () => {
  it('is stored with every new subscription: 256 random bits in base64url, different each time', async () => {
    const first = await subscribed();
    const second = await subscribed();
    expect(first.token).toMatch(unsubscribeTokenPattern);
    expect(second.token).toMatch(unsubscribeTokenPattern);
    expect(first.token).not.toBe(second.token);
    expect(Buffer.from(newUnsubscribeToken(), 'base64url')).toHaveLength(32);
  });
});

describe('GET /api/newsletter/unsubscribe', () => {
  it('shows the confirmation page, as built, and unsubscribes nobody (a link scanner fetches it)', async () => {
    const { email, token } = await subscribed();

    const result = await open(token);
    const again = await open(token);

    expect(result.statusCode).toBe(200);
    expect(result.body).toBe(fixturePages.confirm);
    expect(result.headers).toMatchObject({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    });
    expect(again.statusCode).toBe(200);
    expect(await table.get('newsletter', { email })).toMatchObject({ email });
  });

  it('opens from another site (a webmail page): a GET is never refused as cross-site', async () => {
    const { token } = await subscribed();
    const result = await open(token, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://mail.example.net' });
    expect(result.statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', newUnsubscribeToken()],
    ['no token', undefined],
    ['an empty token', ''],
    ['a short token', 'abc'],
    ['a token with markup', '<script>alert(1)</script>'.padEnd(43, 'x')],
    ['a token one character too long', `${newUnsubscribeToken()}A`],
  ])('answers %s with the "link not valid" page (404, served as built)', async (_case, token) => {
    const result = await open(token);
    expect(result.statusCode).toBe(404);
    expect(result.body).toBe(fixturePages.linkNotValid);
    expect(result.headers).toMatchObject({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('removes the subscription when the page button is pressed, then 303s to "You have left the newsletter"', async () => {
    const { email, token } = await subscribed();

    const result = await pressUnsubscribe(token);

    expect(result.statusCode).toBe(303);
    expect(location(result)).toBe(unsubscribePages.unsubscribed.path);
    expect(result.headers).toMatchObject({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    expect(await table.get('newsletter', { email })).toBeUndefined();
  });

  it('answers a used link with the "link not valid" page, whether opened or pressed again', async () => {
    const { token } = await subscribed();
    expect((await pressUnsubscribe(token)).statusCode).toBe(303);

    const pressedAgain = await pressUnsubscribe(token);
    const openedAgain = await open(token);

    expect(pressedAgain.statusCode).toBe(404);
    expect(pressedAgain.body).toBe(fixturePages.linkNotValid);
    expect(openedAgain.statusCode).toBe(404);
  });

  it('lets the address subscribe again later, as a new subscription with a new link', async () => {
    const { email, token } = await subscribed();
    await pressUnsubscribe(token);

    const again = await subscribe(apiEvent({ path: apiRoutes.newsletter.path, body: { email } }));

    expect(again.statusCode).toBe(201);
    const item = await table.get('newsletter', { email });
    expect(item?.[unsubscribeTokenAttribute]).toMatch(unsubscribeTokenPattern);
    expect(item?.[unsubscribeTokenAttribute]).not.toBe(token);
    expect((await open(token)).statusCode).toBe(404);
  });

  it('takes a mail client one-click request (RFC 8058) without Origin: 200, no redirect', async () => {
    const { email, token } = await subscribed();

    const result = await oneClick(token);

    expect(result.statusCode).toBe(200);
    expect(location(result)).toBeUndefined();
    expect(await table.get('newsletter', { email })).toBeUndefined();
  });

  it('takes the one-click request as multipart/form-data, as RFC 8058 recommends', async () => {
    const { email, token } = await subscribed();
    const boundary = 'mailclient7MA4YWxkTrZu0gW';
    const rawBody = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      '',
      'One-Click',
      `--${boundary}--`,
      '',
    ].join('\r\n');

    const result = await unsubscribe(
      apiEvent({
        method: 'POST',
        path,
        query: { token },
        rawBody,
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      }),
    );

    expect(result.statusCode).toBe(200);
    expect(await table.get('newsletter', { email })).toBeUndefined();
  });

  it('answers a one-click request with an unknown token 404, never a 5xx', async () => {
    expect((await oneClick(newUnsubscribeToken())).statusCode).toBe(404);
    expect((await oneClick('not-a-token')).statusCode).toBe(404);
  });

  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a post from another site (%s) with 403 and keeps the subscription', async (_case, headers) => {
    const { email, token } = await subscribed();

    const result = await pressUnsubscribe(token, headers);

    expect(result.statusCode).toBe(403);
    expect(responseBody(result)).toMatchObject({ error: { code: 'CROSS_SITE_REQUEST' } });
    expect(await table.get('newsletter', { email })).toMatchObject({ email });
  });

  it('refuses a body that is neither the button nor one-click (400), another media type (415) and a large body (413)', async () => {
    const { email, token } = await subscribed();
    const post = (rawBody: string, contentType: string) =>
      unsubscribe(
        apiEvent({ method: 'POST', path, query: { token }, rawBody, headers: { 'Content-Type': contentType } }),
      );

    const other = await post('confirm=yes', 'application/x-www-form-urlencoded');
    const json = await post(JSON.stringify({ confirm: 'unsubscribe' }), 'application/json');
    const large = await post(`confirm=unsubscribe&pad=${'x'.repeat(2000)}`, 'application/x-www-form-urlencoded');
    const brokenMultipart = await post('--x\r\nnot a part', 'multipart/form-data; boundary=x');

    expect(other.statusCode).toBe(400);
    expect(responseBody(other)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(json.statusCode).toBe(415);
    expect(large.statusCode).toBe(413);
    expect(brokenMultipart.statusCode).toBe(400);
    expect(await table.get('newsletter', { email })).toMatchObject({ email });
  });
});

describe('other methods', () => {
  it('answers HEAD as GET: the confirmation page, and the subscription stays', async () => {
    const { email, token } = await subscribed();

    const result = await unsubscribe(apiEvent({ method: 'HEAD', path, query: { token } }));

    expect(result.statusCode).toBe(200);
    expect(result.headers).toMatchObject({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    expect(await table.get('newsletter', { email })).toBeDefined();
  });

  it('answers PUT and DELETE with 405 naming GET, HEAD and POST', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const result = await unsubscribe(apiEvent({ method, path, query: { token: newUnsubscribeToken() } }));
      expect(result.statusCode).toBe(405);
      expect(result.headers).toMatchObject({ Allow: 'GET, HEAD, POST' });
    }
  });
});
