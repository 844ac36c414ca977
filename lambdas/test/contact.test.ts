import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoutes, formResultPaths, idempotencyKeyHeader, type ContactInput } from '@ferrum/shared';
import { tableReader } from './support/dynamo.ts';
import { expectExpiryFromRetentionPeriod } from './support/expiry.ts';
import { apiEvent, responseBody } from './support/events.ts';
import { loadHandler, type InvokeHandler } from './support/handlers.ts';

const path = apiRoutes.contact.path;
const table = tableReader(inject('dynamoEndpoint'));
let handler: InvokeHandler;

beforeAll(async () => {
  handler = await loadHandler('contact');
});
afterAll(() => table.close());

/** A valid body (changed by `changes`) and a fresh idempotency key `id` to send with it. */
function validContact(changes: Partial<Record<keyof ContactInput, unknown>> = {}) {
  const id = randomUUID();
  return {
    id,
    body: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines Ltd',
      subject: 'Refinery assessment',
      message: 'We would like a quote for an OT assessment of two sites.',
      ...changes,
    },
  };
}

/** Posts `body` as JSON, with `key` as its `Idempotency-Key` header when given. */
const send = (body: unknown, key?: string) =>
  handler(apiEvent({ path, body, headers: key === undefined ? {} : { [idempotencyKeyHeader]: key } }));

describe('POST /api/contact', () => {
  it('stores a message: 201 {ok:true, id} and an item with its snake_case attributes and its expiry', async () => {
    const { id, body } = validContact({ email: ' Ada@Example.com ', firstName: ' Ada ' });

    const result = await send(body, id);

    expect(result.statusCode).toBe(201);
    expect(responseBody(result)).toEqual({ ok: true, id: id });
    expect(result.headers).toMatchObject({ 'Cache-Control': 'no-store' });
    const item = await table.get('contact', { id: id });
    expect(item).toEqual({
      id: id,
      submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      expires_at: expect.any(Number),
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines Ltd',
      subject: 'Refinery assessment',
      message: 'We would like a quote for an OT assessment of two sites.',
      source: null,
      status: 'new',
      payload_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expectExpiryFromRetentionPeriod('contact', item);
  });

  it.each([[''], ['   '], [undefined]])('stores company as null when it is %j', async (company) => {
    const { id, body } = validContact({ company });
    expect((await send(body, id)).statusCode).toBe(201);
    expect(await table.get('contact', { id: id })).toMatchObject({ company: null });
  });

  it('stores a retried submission (same Idempotency-Key header, in any case) once and answers the same success', async () => {
    const { id, body } = validContact();
    const first = await send(body, id);
    const stored = await table.get('contact', { id: id });

    const retry = await send(body, id.toUpperCase());

    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.body).toBe(first.body);
    expect(await table.get('contact', { id: id })).toEqual(stored);
  });

  it('takes a retry with its fields in another order, or as a form post, for the same message', async () => {
    const { id, body } = validContact();
    expect((await send(body, id)).statusCode).toBe(201);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await send(reordered, id)).statusCode).toBe(201);
    const asForm = await handler(
      apiEvent({
        path,
        form: { ...(body as Record<string, string>), email: ' ADA@example.com ' },
        headers: { [idempotencyKeyHeader]: id },
      }),
    );
    expect(asForm.statusCode).toBe(303);
    expect(asForm.headers?.Location).toBe(formResultPaths.contact.success);
  });

  it('refuses another message under a stored message’s key with 422, and keeps the stored one', async () => {
    const { id, body } = validContact();
    await send(body, id);
    const stored = await table.get('contact', { id: id });

    const other = await send({ ...body, message: 'A different message, sent with the same key.' }, id);

    expect(other.statusCode).toBe(422);
    expect(responseBody(other)).toEqual({
      error: { code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringMatching(/already used for a different/) },
    });
    expect(await table.get('contact', { id: id })).toEqual(stored);
  });

  it('stores one message for the same request sent at once, and never says "sent" for a dropped one', async () => {
    const same = validContact({ subject: `Double-click ${randomUUID()}` });
    const repeats = await Promise.all(Array.from({ length: 4 }, () => send(same.body, same.id)));
    expect(repeats.map((result) => result.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await table.findBy('contact', 'subject', String(same.body.subject))).toHaveLength(1);

    const { id, body } = validContact({ subject: `Raced ${randomUUID()}` });
    const versions = [body, { ...body, message: 'The second version of the message.' }];
    const results = await Promise.all(versions.map((version) => send(version, id)));
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 422]);
    const kept = versions[results.findIndex((result) => result.statusCode === 201)]!;
    expect(await table.get('contact', { id: id })).toMatchObject({ message: kept.message });
  });

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['firstName', undefined, 'First name must be at least 2 characters'],
    ['firstName', 'x'.repeat(101), 'First name must be at most 100 characters'],
    ['lastName', ' L ', 'Last name must be at least 2 characters'],
    ['lastName', 'x'.repeat(101), 'Last name must be at most 100 characters'],
    ['email', 'ada.example.com', 'Please enter a valid email address'],
    ['email', undefined, 'Please enter a valid email address'],
    ['company', 'x'.repeat(201), 'Company must be at most 200 characters'],
    ['subject', 'Help', 'Subject must be at least 5 characters'],
    ['subject', 'x'.repeat(201), 'Subject must be at most 200 characters'],
    ['message', 'Call me', 'Message must be at least 10 characters'],
    ['message', 'x'.repeat(5001), 'Message must be at most 5,000 characters'],
  ])('returns 400 when %s is %j: "%s", and stores nothing', async (field, value, message) => {
    const { id, body } = validContact({ [field]: value });
    const result = await send(body, id);
    expect(result.statusCode).toBe(400);
    expect(responseBody(result)).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Some fields are invalid.', fields: { [field]: message } },
    });
    expect(await table.get('contact', { id: id })).toBeUndefined();
  });

  it.each(['first-try', '', `${randomUUID()}0`])(
    'returns 400 naming the header when Idempotency-Key is %j, and stores nothing',
    async (key) => {
      const subject = `Bad key ${randomUUID()}`;
      const result = await send(validContact({ subject }).body, key);
      expect(result.statusCode).toBe(400);
      expect(responseBody(result)).toEqual({
        error: { code: 'VALIDATION_FAILED', message: 'The Idempotency-Key header must be a UUID.', fields: {} },
      });
      expect(await table.findBy('contact', 'subject', subject)).toEqual([]);
    },
  );

  it('makes a key of its own when no Idempotency-Key is sent: two posts store two messages', async () => {
    const subject = `No key ${randomUUID()}`;
    const { body } = validContact({ subject });
    const first = await send(body);
    const second = await send(body);

    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const ids = [first, second].map((result) => (responseBody(result) as { id: string }).id);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const stored = await table.findBy('contact', 'subject', subject);
    expect(stored.map((item) => item.id).sort()).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(2);
  });

  it('ignores an idempotencyKey left in the body: the header is the key', async () => {
    const { id, body } = validContact();
    const bodyKey = randomUUID();
    const result = await send({ ...body, idempotencyKey: bodyKey }, id);
    expect(responseBody(result)).toEqual({ ok: true, id });
    expect(await table.get('contact', { id: bodyKey })).toBeUndefined();
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const { id, body } = validContact({ website: 'http://spam.example' });
    const result = await send(body, id);
    expect(result.statusCode).toBe(201);
    expect(responseBody(result)).toEqual({ ok: true, id: id });
    expect(await table.get('contact', { id: id })).toBeUndefined();
  });
});
