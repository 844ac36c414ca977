import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { apiRoutes, idempotencyKeyHeader, requestBodyLimits } from '@ferrum/shared';
import { tableReader } from './support/dynamo.ts';
import { apiEvent, responseBody } from './support/events.ts';
import { loadHandler, type HandlerName, type InvokeHandler } from './support/handlers.ts';
import { captureOutput } from './support/output.ts';

const formRoutes = [
  ['newsletter', apiRoutes.newsletter.path, requestBodyLimits.newsletter],
  ['contact', apiRoutes.contact.path, requestBodyLimits.contact],
  ['jobApplications', apiRoutes.jobApplications.path, requestBodyLimits.jobApplications],
] as const satisfies readonly (readonly [HandlerName, string, number])[];

const handlers = new Map<HandlerName, InvokeHandler>();
const table = tableReader(inject('dynamoEndpoint'));

beforeAll(async () => {
  for (const [name] of formRoutes) handlers.set(name, await loadHandler(name));
});
afterAll(() => table.close());

function handlerFor(name: HandlerName): InvokeHandler {
  const handler = handlers.get(name);
  if (!handler) throw new Error(`No handler ${name}`);
  return handler;
}

describe.each(formRoutes)('the shared chain on %s (%s)', (name, path, limitBytes) => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'returns 405 METHOD_NOT_ALLOWED with Allow: POST for %s',
    async (method) => {
      const result = await handlerFor(name)(apiEvent({ method, path, body: {} }));
      expect(result.statusCode).toBe(405);
      expect(result.headers).toMatchObject({ Allow: 'POST', 'Cache-Control': 'no-store' });
      expect(responseBody(result)).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } });
    },
  );

  it.each([
    ['text/plain', '{"email":"a@b.co"}'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/json; charset=latin1', '{}'],
    ['application/x-www-form-urlencoded; charset=iso-8859-1', 'email=a%40b.co'],
  ])('returns 415 UNSUPPORTED_MEDIA_TYPE (JSON, not a redirect) for Content-Type %s', async (contentType, rawBody) => {
    const result = await handlerFor(name)(apiEvent({ path, rawBody, headers: { 'Content-Type': contentType } }));
    expect(result.statusCode).toBe(415);
    expect(responseBody(result)).toEqual({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Send the body as application/json or application/x-www-form-urlencoded.',
      },
    });
  });

  it('answers 405 JSON, not a redirect, to a form post with another method', async () => {
    const result = await handlerFor(name)(apiEvent({ method: 'PUT', path, form: { email: 'a@b.co' } }));
    expect(result.statusCode).toBe(405);
    expect(result.headers).not.toHaveProperty('Location');
  });

  it('returns 415 when the Content-Type header is missing', async () => {
    const event = apiEvent({ path, body: {} });
    event.headers = {};
    expect((await handlerFor(name)(event)).statusCode).toBe(415);
  });

  it('accepts the header in any case and with charset=utf-8', async () => {
    const event = apiEvent({ path, body: {} });
    event.headers = { 'content-type': 'Application/JSON; Charset=UTF-8' };
    // Past the content-type check: the empty object fails validation instead.
    expect((await handlerFor(name)(event)).statusCode).toBe(400);
  });

  it(`returns 413 PAYLOAD_TOO_LARGE for a body over ${limitBytes} bytes`, async () => {
    const rawBody = JSON.stringify({ padding: 'x'.repeat(limitBytes) });
    const result = await handlerFor(name)(apiEvent({ path, rawBody }));
    expect(result.statusCode).toBe(413);
    expect(responseBody(result)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('counts bytes, not characters, against the limit', async () => {
    // Each '€' is one character but three bytes: just over the limit in bytes, well under it in characters.
    const rawBody = JSON.stringify({ padding: '€'.repeat(Math.ceil(limitBytes / 3)) });
    expect((await handlerFor(name)(apiEvent({ path, rawBody }))).statusCode).toBe(413);
  });

  it('measures a base64-encoded body after decoding it', async () => {
    const rawBody = Buffer.from(JSON.stringify({ email: 'x' })).toString('base64');
    const result = await handlerFor(name)(apiEvent({ path, rawBody, isBase64Encoded: true }));
    expect(result.statusCode).toBe(400);
    expect(responseBody(result)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it.each(['{"email":', 'not json', '', "{'email':'a@b.co'}", '{"a":1}}'])(
    'returns 400 MALFORMED_JSON for %j without echoing it',
    async (rawBody) => {
      const result = await handlerFor(name)(apiEvent({ path, rawBody }));
      expect(result.statusCode).toBe(400);
      expect(responseBody(result)).toEqual({
        error: { code: 'MALFORMED_JSON', message: 'The body is not valid JSON.' },
      });
    },
  );

  it('returns 400 MALFORMED_JSON for a missing body', async () => {
    const result = await handlerFor(name)(apiEvent({ path, rawBody: null }));
    expect(responseBody(result)).toMatchObject({ error: { code: 'MALFORMED_JSON' } });
  });

  it.each([[[]], ['a string'], [42], [null], [true]])(
    'returns 400 VALIDATION_FAILED without fields when the body is %j instead of an object',
    async (body) => {
      const result = await handlerFor(name)(apiEvent({ path, body }));
      expect(result.statusCode).toBe(400);
      expect(responseBody(result)).toEqual({
        error: { code: 'VALIDATION_FAILED', message: 'The body must be a JSON object.', fields: {} },
      });
    },
  );
});

/** The JSON log lines the handlers write while `run` runs, at log level INFO. */
async function captureLogs(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  vi.resetModules();
  process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
  try {
    return (await captureOutput(run)).entries;
  } finally {
    process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  }
}

describe('request logs', () => {
  it('name the operation, outcome, status and duration, and never the visitor’s data', async () => {
    const secret = randomUUID().slice(0, 8);
    const entries = await captureLogs(async () => {
      const contact = await loadHandler('contact');
      const personal = {
        firstName: `Firstname${secret}`,
        lastName: `Lastname${secret}`,
        email: `person-${secret}@example.com`,
        company: `Company${secret}`,
        subject: `Subject ${secret}`,
        message: `A private message ${secret}`,
      };
      const path = apiRoutes.contact.path;
      await contact(apiEvent({ path, body: personal, headers: { [idempotencyKeyHeader]: randomUUID() } }));
      await contact(apiEvent({ path, body: { ...personal, subject: 'x' } }));
      await contact(apiEvent({ path, rawBody: `{"email":"${personal.email}"` }));
      await contact(apiEvent({ path, form: { ...personal, subject: 'x' } }));
      await contact(apiEvent({ path, form: personal, headers: { Origin: `https://evil-${secret}.example` } }));
    });

    expect(entries.map((entry) => [entry.outcome, entry.statusCode])).toEqual([
      ['stored', 201],
      ['VALIDATION_FAILED', 400],
      ['MALFORMED_JSON', 400],
      ['VALIDATION_FAILED', 303],
      ['CROSS_SITE_REQUEST', 403],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        operation: 'contact',
        durationMs: expect.any(Number),
        apiRequestId: expect.any(String),
      });
      expect(JSON.stringify(entry)).not.toMatch(/Firstname|Lastname|person-|Company|Subject |private message|evil-/);
    }
    expect(entries[0]).toMatchObject({ idempotencyKeyFrom: 'client' });
    expect(entries[1]).toMatchObject({ invalidFields: ['subject'] });
    expect(entries[3]).toMatchObject({ formPost: true, invalidFields: ['subject'] });
    expect(entries[4]).toMatchObject({ crossSiteEvidence: 'Origin' });
  });

  it('keep a form post that failed on our side at error level, although it answers 303', async () => {
    const entries = await captureLogs(async () => {
      const subscribe = await loadHandler('newsletter', { stage: 'no-such-stage' });
      await subscribe(apiEvent({ path: apiRoutes.newsletter.path, form: { email: 'a@b.co' } }));
    });
    const completion = entries.find((entry) => entry.statusCode !== undefined);
    expect(completion).toMatchObject({ level: 'ERROR', message: 'request failed', statusCode: 303 });
    expect(completion).toMatchObject({ outcome: 'INTERNAL_ERROR', formPost: true });
  });
});
