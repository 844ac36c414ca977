import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiRoutes, unsubscribeTokenPattern } from '@ferrum/shared';
import { tableReader } from './support/dynamo.ts';
import { apiEvent, responseBody } from './support/events.ts';
import { loadHandler, type InvokeHandler } from './support/handlers.ts';

const path = apiRoutes.newsletter.path;
const table = tableReader(inject('dynamoEndpoint'));
let handler: InvokeHandler;

beforeAll(async () => {
  handler = await loadHandler('newsletter');
});
afterAll(() => table.close());

/** A fresh address per test, so tests never see each other's subscriptions. */
const freshEmail = () => `subscriber-${randomUUID()}@example.com`;

const subscribe = (body: unknown) => handler(apiEvent({ path, body }));

describe('POST /api/newsletter', () => {
  it('subscribes an address: 201 {ok:true} and one readable item on the newsletter list', async () => {
    const email = freshEmail();
    const before = Date.now();

    const result = await subscribe({ email, source: 'blog' });

    expect(result.statusCode).toBe(201);
    expect(responseBody(result)).toEqual({ ok: true });
    expect(result.headers).toMatchObject({
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    const item = await table.get('newsletter', { email });
    expect(item).toEqual({
      email,
      subscribed_at: expect.any(String),
      source: 'blog',
      list: 'newsletter',
      unsubscribe_token: expect.stringMatching(unsubscribeTokenPattern),
    });
    const subscribedAt = Date.parse(String(item?.subscribed_at));
    expect(String(item?.subscribed_at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(subscribedAt).toBeGreaterThanOrEqual(before - 1000);
  });

  it('stores the normalised address (trimmed, lower-cased) and a null source when none is sent', async () => {
    const email = freshEmail();
    const result = await subscribe({ email: `  ${email.toUpperCase()} ` });
    expect(result.statusCode).toBe(201);
    expect(await table.get('newsletter', { email })).toMatchObject({ email, source: null });
  });

  it('returns 409 ALREADY_SUBSCRIBED when the address is already subscribed', async () => {
    const email = freshEmail();
    expect((await subscribe({ email })).statusCode).toBe(201);
    const first = await table.get('newsletter', { email });

    const again = await subscribe({ email });

    expect(again.statusCode).toBe(409);
    expect(responseBody(again)).toEqual({
      error: { code: 'ALREADY_SUBSCRIBED', message: 'This email is already subscribed to our newsletter.' },
    });
    // The original subscription date is kept, not overwritten.
    expect(await table.get('newsletter', { email })).toEqual(first);
  });

  it('returns 409 for the same address in another case and with surrounding spaces', async () => {
    const email = freshEmail();
    expect((await subscribe({ email })).statusCode).toBe(201);
    const variant = await subscribe({ email: `\t${email.replace('subscriber', 'SubScriber').toUpperCase()}  ` });
    expect(variant.statusCode).toBe(409);
    expect(responseBody(variant)).toMatchObject({ error: { code: 'ALREADY_SUBSCRIBED' } });
  });

  it.each([[''], ['   '], ['no-at-sign'], ['ana@'], ['ana@example'], [42], [null]])(
    'returns 400 "Please enter a valid email address" for %j',
    async (email) => {
      const result = await subscribe({ email });
      expect(result.statusCode).toBe(400);
      expect(responseBody(result)).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are invalid.',
          fields: { email: 'Please enter a valid email address' },
        },
      });
    },
  );

  it('returns 400 for an unknown source', async () => {
    const result = await subscribe({ email: freshEmail(), source: 'popup' });
    expect(result.statusCode).toBe(400);
    expect(responseBody(result)).toMatchObject({ error: { fields: { source: 'Unknown newsletter source' } } });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const email = freshEmail();
    const result = await subscribe({ email, website: 'https://cheap-pills.example' });
    expect(result.statusCode).toBe(201);
    expect(responseBody(result)).toEqual({ ok: true });
    expect(await table.get('newsletter', { email })).toBeUndefined();
  });

  it('treats a whitespace-only honeypot (autofill noise) as empty', async () => {
    const email = freshEmail();
    expect((await subscribe({ email, website: '  ' })).statusCode).toBe(201);
    expect(await table.get('newsletter', { email })).toBeDefined();
  });
});
