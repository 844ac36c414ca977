/**
 * Cross-site request refusal (CSRF): another site's page can make a visitor's
 * browser post a plain HTML form to the API without any CORS preflight, so
 * every POST route checks `Sec-Fetch-Site`, else `Origin`, and answers such a
 * post 403 CROSS_SITE_REQUEST, never a redirect, storing nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoutes } from '@ferrum/shared';
import { crossSiteEvidence } from '../src/lib/cross-site-requests.ts';
import { tableReader } from './support/dynamo.ts';
import { apiEvent, location, responseBody } from './support/events.ts';
import { loadHandler, type InvokeHandler } from './support/handlers.ts';
import { ask, loadChatHandler, loadChatInvoker, streamChat } from './support/chat.ts';

const table = tableReader(inject('dynamoEndpoint'));
let newsletter: InvokeHandler;
let contact: InvokeHandler;

beforeAll(async () => {
  newsletter = await loadHandler('newsletter');
  contact = await loadHandler('contact');
});
afterAll(() => table.close());

/** The host a visitor asked for, as CloudFront passes it on; API Gateway itself sees its own `Host`. */
const siteHost = 'www.ferrumshield.example';
const apiGatewayHost = 'abc123.execute-api.us-east-1.amazonaws.com';

const refused = { error: { code: 'CROSS_SITE_REQUEST', message: 'Cross-site requests are not accepted.' } };

/** Subscribes a fresh address with `headers`, as a form post or as JSON; returns the answer and the address. */
async function subscribe(headers: Record<string, string>, as: 'form' | 'json' = 'form') {
  const email = `csrf-${randomUUID()}@example.com`;
  const path = apiRoutes.newsletter.path;
  const event =
    as === 'form' ? apiEvent({ path, form: { email }, headers }) : apiEvent({ path, body: { email }, headers });
  return { result: await newsletter(event), email };
}

describe('a post another site makes the browser send', () => {
  it.each([
    ['cross-site', 'form'],
    ['same-site', 'form'],
    ['cross-site', 'json'],
    ['same-site', 'json'],
  ] as const)(
    'with Sec-Fetch-Site: %s (%s body) is refused with 403, no redirect, and nothing stored',
    async (site, as) => {
      const { result, email } = await subscribe({ 'Sec-Fetch-Site': site, Origin: 'https://evil.example' }, as);
      expect(result.statusCode).toBe(403);
      expect(location(result)).toBeUndefined();
      expect(responseBody(result)).toEqual(refused);
      expect(result.headers).toMatchObject({ 'Cache-Control': 'no-store' });
      expect(await table.get('newsletter', { email })).toBeUndefined();
    },
  );

  it('with a foreign Origin and no Sec-Fetch-Site (an older browser) is refused', async () => {
    const { result, email } = await subscribe({ Origin: 'https://evil.example', 'X-Forwarded-Host': siteHost });
    expect(result.statusCode).toBe(403);
    expect(responseBody(result)).toEqual(refused);
    expect(await table.get('newsletter', { email })).toBeUndefined();
  });

  it('with Origin: null (a sandboxed frame) is refused', async () => {
    const { result } = await subscribe({ Origin: 'null', Host: siteHost });
    expect(result.statusCode).toBe(403);
  });

  it('with an Origin that matches Host but not X-Forwarded-Host is refused: the viewer asked for another host', async () => {
    const { result } = await subscribe({
      Origin: `https://${apiGatewayHost}`,
      Host: apiGatewayHost,
      'X-Forwarded-Host': siteHost,
    });
    expect(result.statusCode).toBe(403);
  });

  it('is refused on the contact route too, storing nothing', async () => {
    const subject = `Cross-site ${randomUUID()}`;
    const form = {
      firstName: 'Eve',
      lastName: 'Mallory',
      email: 'eve@example.com',
      subject,
      message: 'Posted from elsewhere.',
    };
    const result = await contact(
      apiEvent({ path: apiRoutes.contact.path, form, headers: { 'Sec-Fetch-Site': 'cross-site' } }),
    );
    expect(result.statusCode).toBe(403);
    expect(await table.findBy('contact', 'subject', subject)).toEqual([]);
  });

  it('is refused on the chat route too', async () => {
    await loadChatHandler('offline');
    const invoke = await loadChatInvoker();
    for (const accept of ['application/json', 'text/event-stream']) {
      const result = await streamChat(invoke, ask('hi'), { 'Sec-Fetch-Site': 'cross-site', Accept: accept });
      expect(result.statusCode).toBe(403);
      expect(JSON.parse(result.body)).toEqual(refused);
    }
  });
});

describe('a post from the site itself', () => {
  it.each(['same-origin', 'none', 'Same-Origin'])('with Sec-Fetch-Site: %s is accepted', async (site) => {
    const { result, email } = await subscribe({ 'Sec-Fetch-Site': site });
    expect(result.statusCode).toBe(303);
    expect(await table.get('newsletter', { email })).toBeDefined();
  });

  it('with an Origin that matches X-Forwarded-Host (behind CloudFront) is accepted', async () => {
    const { result } = await subscribe({
      Origin: `https://${siteHost}`,
      Host: apiGatewayHost,
      'X-Forwarded-Host': siteHost,
    });
    expect(result.statusCode).toBe(303);
  });

  it('with an Origin that matches Host when there is no X-Forwarded-Host (the local server) is accepted', async () => {
    const { result } = await subscribe({ Origin: 'http://localhost:3000', Host: 'LOCALHOST:3000' }, 'json');
    expect(result.statusCode).toBe(201);
  });

  it('with an Origin on the default port and a Host that names it is accepted', async () => {
    const { result } = await subscribe({ Origin: `https://${siteHost}`, 'X-Forwarded-Host': `${siteHost}:443` });
    expect(result.statusCode).toBe(303);
  });

  it('with neither Sec-Fetch-Site nor Origin (curl, an old client) is accepted', async () => {
    const { result } = await subscribe({}, 'json');
    expect(result.statusCode).toBe(201);
  });
});

describe('the rule for the unsubscribe link (GET and POST at one URL)', () => {
  const event = (method: string, headers: Record<string, string>) =>
    apiEvent({ method, path: apiRoutes.unsubscribe.path, headers });

  it('never refuses a GET or HEAD: the link is opened from a webmail page, another site', () => {
    for (const method of ['GET', 'HEAD', 'get']) {
      expect(crossSiteEvidence(event(method, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://mail.example' }))).toBe(
        undefined,
      );
    }
  });

  it("passes a mail client's one-click POST, which has no Origin and no Sec-Fetch-Site", () => {
    expect(crossSiteEvidence(event('POST', { 'Content-Type': 'application/x-www-form-urlencoded' }))).toBe(undefined);
  });

  it('refuses a POST with a foreign Origin or from a cross-site page, as on every POST route', () => {
    expect(crossSiteEvidence(event('POST', { Origin: 'https://evil.example', Host: siteHost }))).toBe('Origin');
    expect(crossSiteEvidence(event('POST', { 'Sec-Fetch-Site': 'cross-site' }))).toBe('Sec-Fetch-Site');
  });
});
