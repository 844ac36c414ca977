import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { apiRoutes, requestBodyLimits } from '@ferrum/shared';
import { tableReader } from './support/dynamo.ts';
import { apiEvent, responseBody } from './support/events.ts';
import { loadHandler, type HandlerName, type InvokeHandler } from './support/handlers.ts';

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
    ['application/x-www-form-urlencoded', 'email=a%40b.co'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/json; charset=latin1', '{}'],
  ])('returns 415 UNSUPPORTED_MEDIA_TYPE for Content-Type %s', async (contentType, rawBody) => {
    const result = await handlerFor(name)(apiEvent({ path, rawBody, headers: { 'Content-Type': contentType } }));
    expect(result.statusCode).toBe(415);
    expect(responseBody(result)).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
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

describe('request logs', () => {
  it('name the operation, outcome, status and duration, and never the visitor’s data', async () => {
    vi.resetModules();
    process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
    const lines: string[] = [];
    const capture = (chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    };
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    try {
      const contact = await loadHandler('contact');
      const secret = randomUUID().slice(0, 8);
      const personal = {
        firstName: `Firstname${secret}`,
        lastName: `Lastname${secret}`,
        email: `person-${secret}@example.com`,
        company: `Company${secret}`,
        subject: `Subject ${secret}`,
        message: `A private message ${secret}`,
      };
      await contact(apiEvent({ path: apiRoutes.contact.path, body: { ...personal, idempotencyKey: randomUUID() } }));
      await contact(apiEvent({ path: apiRoutes.contact.path, body: { ...personal, subject: 'x' } }));
      await contact(apiEvent({ path: apiRoutes.contact.path, rawBody: `{"email":"${personal.email}"` }));
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
      process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
    }

    const entries = lines
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((entry) => [entry.outcome, entry.statusCode])).toEqual([
      ['stored', 201],
      ['VALIDATION_FAILED', 400],
      ['MALFORMED_JSON', 400],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        operation: 'contact',
        durationMs: expect.any(Number),
        apiRequestId: expect.any(String),
      });
      expect(JSON.stringify(entry)).not.toMatch(/Firstname|Lastname|person-|Company|Subject |private message/);
    }
    expect(entries[1]).toMatchObject({ invalidFields: ['subject', 'idempotencyKey'] });
  });
});
