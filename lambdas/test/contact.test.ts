import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoutes, type ContactInput } from '@ferrum/shared';
import { tableReader } from './support/dynamo.ts';
import { apiEvent, responseBody } from './support/events.ts';
import { loadHandler, type InvokeHandler } from './support/handlers.ts';

const path = apiRoutes.contact.path;
const table = tableReader(inject('dynamoEndpoint'));
let handler: InvokeHandler;

beforeAll(async () => {
  handler = await loadHandler('contact');
});
afterAll(() => table.close());

/** A valid body (changed by `changes`) under a fresh idempotency key `id`. */
function validContact(changes: Partial<Record<keyof ContactInput, unknown>> = {}) {
  const id = randomUUID();
  return {
    id,
    body: {
      idempotencyKey: id,
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

const send = (body: unknown) => handler(apiEvent({ path, body }));

describe('POST /api/contact', () => {
  it('stores a message: 201 {ok:true, id} and an item with SPEC.md attributes', async () => {
    const { id, body } = validContact({ email: ' Ada@Example.com ', firstName: ' Ada ' });

    const result = await send(body);

    expect(result.statusCode).toBe(201);
    expect(responseBody(result)).toEqual({ ok: true, id: id });
    expect(result.headers).toMatchObject({ 'Cache-Control': 'no-store' });
    const item = await table.get('contact', { id: id });
    expect(item).toEqual({
      id: id,
      submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines Ltd',
      subject: 'Refinery assessment',
      message: 'We would like a quote for an OT assessment of two sites.',
      status: 'new',
    });
  });

  it.each([[''], ['   '], [undefined]])('stores company as null when it is %j', async (company) => {
    const { id, body } = validContact({ company });
    expect((await send(body)).statusCode).toBe(201);
    expect(await table.get('contact', { id: id })).toMatchObject({ company: null });
  });

  it('stores a retried submission (same idempotency key) once and answers the same success', async () => {
    const { id, body } = validContact();
    const first = await send(body);
    const stored = await table.get('contact', { id: id });

    const retry = await send({ ...body, idempotencyKey: id.toUpperCase() });

    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.body).toBe(first.body);
    expect(await table.get('contact', { id: id })).toEqual(stored);
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
    ['idempotencyKey', 'first-try', 'Idempotency key must be a UUID'],
    ['idempotencyKey', undefined, 'Idempotency key must be a UUID'],
  ])('returns 400 when %s is %j: "%s", and stores nothing', async (field, value, message) => {
    const { id, body } = validContact({ [field]: value });
    const result = await send(body);
    expect(result.statusCode).toBe(400);
    expect(responseBody(result)).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Some fields are invalid.', fields: { [field]: message } },
    });
    if (field !== 'idempotencyKey') {
      expect(await table.get('contact', { id: id })).toBeUndefined();
    }
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const { id, body } = validContact({ website: 'http://spam.example' });
    const result = await send(body);
    expect(result.statusCode).toBe(201);
    expect(responseBody(result)).toEqual({ ok: true, id: id });
    expect(await table.get('contact', { id: id })).toBeUndefined();
  });
});
