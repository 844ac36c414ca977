/**
 * HTML form posts without JavaScript: the three form routes read
 * `application/x-www-form-urlencoded` bodies and answer `303 See Other` to
 * their result pages, never JSON. (Store outages: store-unavailable.test.ts;
 * cross-site posts: cross-site-requests.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apiRoutes,
  expiryAttribute,
  formBodyLimit,
  formResultPaths,
  idempotencyKeyHeader,
  invalidResultLocation,
  requestBodyLimits,
  type FormId,
} from '@ferrum/shared';
import { tableReader } from './support/dynamo.ts';
import { expectExpiryFromRetentionPeriod } from './support/expiry.ts';
import { apiEvent, location, responseBody } from './support/events.ts';
import { loadHandler, type InvokeHandler } from './support/handlers.ts';

const table = tableReader(inject('dynamoEndpoint'));
const handlers = {} as Record<FormId, InvokeHandler>;

beforeAll(async () => {
  for (const form of ['newsletter', 'contact', 'jobApplications'] as const) handlers[form] = await loadHandler(form);
});
afterAll(() => table.close());

/** Posts `fields` to `form`'s route as a browser without JavaScript does. */
function post(form: FormId, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return handlers[form](apiEvent({ path: apiRoutes[form].path, form: fields, headers }));
}

/** A redirect answer as the contract wants it: 303, uncacheable, not JSON. */
function expectRedirect(result: APIGatewayProxyResult, to: string) {
  expect(result.statusCode).toBe(303);
  expect(location(result)).toBe(to);
  expect(result.headers).toMatchObject({ 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' });
  expect(result.body.length).toBeLessThan(100);
}

/** No value of `fields` (but the shortest, which could match by chance) appears in `url`, raw or encoded. */
function expectNoValueIn(url: string | undefined, fields: Record<string, string>) {
  for (const value of Object.values(fields).filter((text) => text.length >= 3)) {
    expect(url).not.toContain(value);
    expect(url).not.toContain(encodeURIComponent(value));
  }
}

/** What a visitor types into the contact form (the honeypot left empty, as browsers do). */
const contactForm = (changes: Record<string, string> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: '',
  subject: `Form post ${randomUUID()}`,
  message: 'Sent from a browser without JavaScript.',
  website: '',
  ...changes,
});

/** What a visitor sends with the application form. */
const applicationForm = (changes: Record<string, string> = {}) => ({
  jobId: 'account-executive',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 212 555 0147',
  linkedIn: '',
  coverLetter: `Sent without JavaScript ${randomUUID()}`,
  website: '',
  ...changes,
});

const freshEmail = () => `form-${randomUUID()}@example.com`;

describe('newsletter form posts', () => {
  it('a form post with a valid address subscribes it, without an expiry, and answers 303 to the subscribed page', async () => {
    const email = freshEmail();
    expectRedirect(await post('newsletter', { email, source: 'blog', website: '' }), '/newsletter/subscribed');
    const item = await table.get('newsletter', { email });
    expect(item).toMatchObject({ email, source: 'blog' });
    // A subscription lasts until the subscriber leaves.
    expect(item).not.toHaveProperty(expiryAttribute);
  });

  it('a form post with an address already subscribed answers 303 to the already-subscribed page', async () => {
    const email = freshEmail();
    await post('newsletter', { email });
    expectRedirect(
      await post('newsletter', { email: ` ${email.toUpperCase()} ` }),
      formResultPaths.newsletter.alreadySubscribed,
    );
  });

  it('a form post with an invalid address answers 303 to the check page, naming the field and not the value', async () => {
    const fields = { email: `not-an-address-${randomUUID()}`, source: 'blog' };
    const result = await post('newsletter', fields);
    expectRedirect(result, '/newsletter/check-your-email?fields=email');
    expectNoValueIn(location(result), fields);
  });

  it('a form post with the honeypot filled answers 303 to the subscribed page and stores nothing', async () => {
    const email = freshEmail();
    expectRedirect(await post('newsletter', { email, website: 'http://spam.example' }), '/newsletter/subscribed');
    expect(await table.get('newsletter', { email })).toBeUndefined();
  });
});

describe('contact form posts', () => {
  it('a form post with a valid message stores it under a new key, with its expiry, and answers 303 to the sent page', async () => {
    const fields = contactForm({ email: ' Ada@Example.com ' });
    expectRedirect(await post('contact', fields), '/company/contact/sent');
    const [item, ...others] = await table.findBy('contact', 'subject', fields.subject);
    expect(others).toEqual([]);
    expect(item).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      first_name: 'Ada',
      email: 'ada@example.com',
      company: null,
      status: 'new',
    });
    expectExpiryFromRetentionPeriod('contact', item);
  });

  it('reads spaces, plus signs and non-ASCII text as the browser encoded them', async () => {
    const fields = contactForm({ message: 'Grüße aus Köln: 2 + 2 = 4 & “quotes” €' });
    expectRedirect(await post('contact', fields), '/company/contact/sent');
    expect(await table.findBy('contact', 'subject', fields.subject)).toEqual([
      expect.objectContaining({ message: 'Grüße aus Köln: 2 + 2 = 4 & “quotes” €' }),
    ]);
  });

  it('accepts the form content type with charset=utf-8 in any case', async () => {
    const fields = contactForm();
    const headers = { 'Content-Type': 'Application/X-WWW-Form-Urlencoded; Charset=UTF-8' };
    expectRedirect(await post('contact', fields, headers), '/company/contact/sent');
  });

  it('a form post with invalid fields answers 303 to the check page naming only those fields, and stores nothing', async () => {
    const token = randomUUID();
    const fields = contactForm({ firstName: 'Q', email: `secret-${token}`, message: `tiny${token.slice(0, 4)}` });
    const result = await post('contact', fields);
    expectRedirect(result, invalidResultLocation('contact', ['firstName', 'email', 'message']));
    expect(location(result)).toBe('/company/contact/check-your-message?fields=firstName,email,message');
    expectNoValueIn(location(result), fields);
    expect(await table.findBy('contact', 'subject', fields.subject)).toEqual([]);
  });

  it('a form post with the honeypot filled answers 303 to the sent page and stores nothing', async () => {
    const fields = contactForm({ website: 'http://spam.example' });
    expectRedirect(await post('contact', fields), '/company/contact/sent');
    expect(await table.findBy('contact', 'subject', fields.subject)).toEqual([]);
  });

  it('stores two form posts of the same message twice: a form sends no Idempotency-Key', async () => {
    const fields = contactForm();
    await post('contact', fields);
    await post('contact', fields);
    expect(await table.findBy('contact', 'subject', fields.subject)).toHaveLength(2);
  });

  it('answers 303 to the not-sent page when an Idempotency-Key header is not a UUID', async () => {
    const fields = contactForm();
    expectRedirect(await post('contact', fields, { [idempotencyKeyHeader]: 'nope' }), '/company/contact/not-sent');
    expect(await table.findBy('contact', 'subject', fields.subject)).toEqual([]);
  });
});

describe('job application form posts', () => {
  it('a form post with a valid application stores it, with its expiry, and answers 303 to the application-sent page', async () => {
    const fields = applicationForm();
    expectRedirect(await post('jobApplications', fields), '/company/careers/application-sent');
    const stored = await table.findBy('jobApplications', 'cover_letter', fields.coverLetter);
    expect(stored).toEqual([
      expect.objectContaining({ job_title: 'Account Executive', linkedin_url: null, full_name: 'Grace Hopper' }),
    ]);
    expectExpiryFromRetentionPeriod('jobApplications', stored[0]);
  });

  it('a form post with invalid fields answers 303 to the check page naming only those fields', async () => {
    const fields = applicationForm({ phone: `call ${randomUUID()}`, jobId: 'chief-executive-officer' });
    const result = await post('jobApplications', fields);
    expectRedirect(result, '/company/careers/check-your-application?fields=phone,jobId');
    expectNoValueIn(location(result), fields);
    expect(await table.findBy('jobApplications', 'cover_letter', fields.coverLetter)).toEqual([]);
  });

  it('a form post with the honeypot filled answers 303 to the application-sent page and stores nothing', async () => {
    const fields = applicationForm({ website: 'buy-followers.example' });
    expectRedirect(await post('jobApplications', fields), '/company/careers/application-sent');
    expect(await table.findBy('jobApplications', 'cover_letter', fields.coverLetter)).toEqual([]);
  });
});

describe.each([
  ['newsletter', () => ({ email: freshEmail() }), formResultPaths.newsletter],
  ['contact', () => contactForm(), formResultPaths.contact],
  ['jobApplications', () => applicationForm(), formResultPaths.jobApplications],
] as const)('the body limits of %s form posts', (form, validFields, paths) => {
  const jsonLimit = requestBodyLimits[form];

  it('reads a form body over the JSON limit but within three times it', async () => {
    const fields = { ...validFields(), padding: 'x'.repeat(2 * jsonLimit) };
    expectRedirect(await post(form, fields), paths.success);
  });

  it('answers 303 to the failed page for a form body over three times the JSON limit', async () => {
    const fields = { ...validFields(), padding: 'x'.repeat(formBodyLimit(form)) };
    expectRedirect(await post(form, fields), paths.failed);
  });

  it('measures the raw form body: percent-encoding counts, so "€" weighs nine bytes', async () => {
    const fields = { ...validFields(), padding: '€'.repeat(Math.ceil(formBodyLimit(form) / 9)) };
    expectRedirect(await post(form, fields), paths.failed);
  });

  it('still answers 413 JSON to a JSON body over the JSON limit', async () => {
    const rawBody = JSON.stringify({ ...validFields(), padding: 'x'.repeat(jsonLimit) });
    const result = await handlers[form](apiEvent({ path: apiRoutes[form].path, rawBody }));
    expect(result.statusCode).toBe(413);
    expect(responseBody(result)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});
