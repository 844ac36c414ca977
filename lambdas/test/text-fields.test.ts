/**
 * Text fields hold text (issue 33): invisible and direction-reversing characters,
 * invalid UTF-8, lone surrogates and phone numbers without digits are refused with
 * a 400 that names the reason, as JSON and as a form post, and nothing is stored.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoutes, formResultPaths, idempotencyKeyHeader } from '@ferrum/shared';
import { tableReader } from './support/dynamo.ts';
import { apiEvent, location, responseBody } from './support/events.ts';
import { loadHandler, type InvokeHandler } from './support/handlers.ts';

const table = tableReader(inject('dynamoEndpoint'));
let contact: InvokeHandler;
let jobApplications: InvokeHandler;

beforeAll(async () => {
  contact = await loadHandler('contact');
  jobApplications = await loadHandler('jobApplications');
});
afterAll(() => table.close());

/** A valid contact message with a subject and a message of its own (to look for in the table), changed by `changes`. */
const contactMessage = (changes: Record<string, string> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: `Plant assessment ${randomUUID()}`,
  message: `We would like a quote for an OT assessment of two sites (${randomUUID()}).`,
  ...changes,
});

/** A valid application with a cover letter of its own, changed by `changes`. */
const application = (changes: Record<string, string> = {}) => ({
  jobId: 'ics-security-consultant',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 (212) 555-0147',
  coverLetter: `Twenty years of control-system audits ${randomUUID()}`,
  ...changes,
});

/** Posts a JSON text (`rawBody`) or a base64 body to the contact route under a fresh key; returns the key too. */
async function postContact(body: { rawBody: string; isBase64Encoded?: boolean }) {
  const id = randomUUID();
  const result = await contact(
    apiEvent({ path: apiRoutes.contact.path, ...body, headers: { [idempotencyKeyHeader]: id } }),
  );
  return { id, result };
}

const invalidFields = (fields: Record<string, string>) => ({
  error: { code: 'VALIDATION_FAILED', message: 'Some fields are invalid.', fields },
});

const notUtf8 = { error: { code: 'VALIDATION_FAILED', message: 'The body is not valid UTF-8.', fields: {} } };

describe('text fields hold text', () => {
  it('refuses names of zero-width spaces and a subject that reverses itself (was 201), and stores nothing', async () => {
    const { id, result } = await postContact({
      rawBody: JSON.stringify(
        contactMessage({ firstName: '\u200B\u200B', lastName: '\u200B\u200B', subject: 'Invoice \u202Etxt.exe paid' }),
      ),
    });

    expect(result.statusCode).toBe(400);
    expect(responseBody(result)).toEqual(
      invalidFields({
        firstName: 'First name must be at least 2 characters',
        lastName: 'Last name must be at least 2 characters',
        subject: 'Subject must not contain characters that change the text direction',
      }),
    );
    expect(await table.get('contact', { id })).toBeUndefined();
  });

  it('stores a name and subject without the invisible characters pasted into them', async () => {
    const fields = contactMessage();
    const { id, result } = await postContact({
      rawBody: JSON.stringify({ ...fields, firstName: '\uFEFFAda\u200B', subject: `\u200E${fields.subject}\u00AD` }),
    });

    expect(result.statusCode).toBe(201);
    expect(await table.get('contact', { id })).toMatchObject({ first_name: 'Ada', subject: fields.subject });
  });

  it('refuses a lone surrogate (was stored as is), and stores nothing', async () => {
    const fields = contactMessage();
    // JSON.stringify writes a lone surrogate as the escape "\ud800", as an attacker would send it.
    const { id, result } = await postContact({
      rawBody: JSON.stringify({ ...fields, lastName: 'Love\uD800lace', message: 'Hello \uDC00 there, team.' }),
    });

    expect(result.statusCode).toBe(400);
    expect(responseBody(result)).toEqual(
      invalidFields({
        lastName: 'Last name contains characters that are not text',
        message: 'Message contains characters that are not text',
      }),
    );
    expect(await table.get('contact', { id })).toBeUndefined();
  });

  it.each([
    ['((((((()))))))', 'no digit'],
    ['555\n1234567', 'a line break'],
  ])('refuses the phone number %j (%s; was 201), and stores nothing', async (phone) => {
    const body = application({ phone });
    const result = await jobApplications(apiEvent({ path: apiRoutes.jobApplications.path, body }));

    expect(result.statusCode).toBe(400);
    expect(responseBody(result)).toEqual(invalidFields({ phone: 'Please enter a valid phone number' }));
    expect(await table.findBy('jobApplications', 'cover_letter', body.coverLetter)).toEqual([]);
  });
});

describe('a body that is not UTF-8', () => {
  it('is refused with 400 when its bytes are not UTF-8 (was stored with U+FFFD), and nothing is stored', async () => {
    const fields = contactMessage();
    const [before, after] = JSON.stringify(fields).split('We would like');
    const bytes = Buffer.concat([Buffer.from(before!), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(`We${after}`)]);

    const { id, result } = await postContact({ rawBody: bytes.toString('base64'), isBase64Encoded: true });

    expect(result.statusCode).toBe(400);
    expect(responseBody(result)).toEqual(notUtf8);
    expect(await table.get('contact', { id })).toBeUndefined();
  });

  it('is refused with 400 when API Gateway already turned its bad bytes into U+FFFD', async () => {
    const fields = contactMessage({ message: 'We would like \uFFFD\uFFFD a quote for two sites.' });
    const { id, result } = await postContact({ rawBody: JSON.stringify(fields) });

    expect(result.statusCode).toBe(400);
    expect(responseBody(result)).toEqual(notUtf8);
    expect(await table.get('contact', { id })).toBeUndefined();
  });
});

describe('form posts without JavaScript', () => {
  /** Posts a raw form-encoded body to the contact route, as a browser (or a client pretending to be one) sends it. */
  const postForm = (rawBody: string) =>
    contact(
      apiEvent({
        path: apiRoutes.contact.path,
        rawBody,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    );

  it('name the rejected fields on the check page, as for any field error, and store nothing', async () => {
    const fields = contactMessage({ firstName: '\u200B\u200B', subject: `Invoice \u202Etxt.exe paid ${randomUUID()}` });

    const result = await postForm(new URLSearchParams(fields).toString());

    expect(result.statusCode).toBe(303);
    expect(location(result)).toBe(`${formResultPaths.contact.invalid}?fields=firstName,subject`);
    expect(await table.findBy('contact', 'message', fields.message)).toEqual([]);
  });

  it('send percent-encoded bytes that are not UTF-8 to the not-sent page, and store nothing', async () => {
    const fields = contactMessage();
    const rawBody = `${new URLSearchParams(fields).toString()}&company=Acme%FF%FE`;

    const result = await postForm(rawBody);

    expect(result.statusCode).toBe(303);
    expect(location(result)).toBe(formResultPaths.contact.failed);
    expect(await table.findBy('contact', 'subject', fields.subject)).toEqual([]);
  });

  it('read percent-encoded UTF-8, "+" and a lone "%" as the URL Standard does', async () => {
    const { message: _message, ...fields } = contactMessage();
    const rawBody = `${new URLSearchParams(fields).toString()}&message=Gr%C3%BC%C3%9Fe+aus+K%C3%B6ln%2C+100%+sure`;

    const result = await postForm(rawBody);

    expect(result.statusCode).toBe(303);
    expect(location(result)).toBe(formResultPaths.contact.success);
    expect(await table.findBy('contact', 'subject', fields.subject)).toEqual([
      expect.objectContaining({ message: 'Grüße aus Köln, 100% sure' }),
    ]);
  });
});
