import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoutes, idempotencyKeyHeader, type JobApplicationInput } from '@ferrum/shared';
import { jobOpenings } from '@ferrum/shared/content/jobs';
import { tableReader } from './support/dynamo.ts';
import { expectExpiryFromRetentionPeriod } from './support/expiry.ts';
import { apiEvent, responseBody } from './support/events.ts';
import { loadHandler, type InvokeHandler } from './support/handlers.ts';

const path = apiRoutes.jobApplications.path;
const table = tableReader(inject('dynamoEndpoint'));
let handler: InvokeHandler;

beforeAll(async () => {
  handler = await loadHandler('jobApplications');
});
afterAll(() => table.close());

/** A valid body (changed by `changes`) and a fresh idempotency key `id` to send with it. */
function validApplication(changes: Partial<Record<keyof JobApplicationInput, unknown>> = {}) {
  const id = randomUUID();
  return {
    id,
    body: {
      jobId: 'ics-security-consultant',
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 (212) 555-0147',
      linkedIn: 'https://www.linkedin.com/in/grace-hopper-example',
      coverLetter: 'Twenty years of control-system audits for utilities.',
      ...changes,
    },
  };
}

/** Posts `body` as JSON, with `key` as its `Idempotency-Key` header when given. */
const send = (body: unknown, key?: string) =>
  handler(apiEvent({ path, body, headers: key === undefined ? {} : { [idempotencyKeyHeader]: key } }));

describe('POST /api/job-applications', () => {
  it('stores an application: 201 {ok:true, id} and an item with its snake_case attributes, the job title and its expiry', async () => {
    const { id, body } = validApplication({ email: 'Grace@Example.COM' });

    const result = await send(body, id);

    expect(result.statusCode).toBe(201);
    expect(responseBody(result)).toEqual({ ok: true, id: id });
    const item = await table.get('jobApplications', { id: id });
    expect(item).toEqual({
      id: id,
      submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      expires_at: expect.any(Number),
      job_id: 'ics-security-consultant',
      job_title: 'ICS Security Consultant',
      full_name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 (212) 555-0147',
      linkedin_url: 'https://www.linkedin.com/in/grace-hopper-example',
      cover_letter: 'Twenty years of control-system audits for utilities.',
      status: 'new',
      payload_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expectExpiryFromRetentionPeriod('jobApplications', item);
  });

  it.each(jobOpenings.map((job) => [job.id, job.title]))('accepts an application for %s', async (jobId, title) => {
    const { id, body } = validApplication({ jobId });
    expect((await send(body, id)).statusCode).toBe(201);
    expect(await table.get('jobApplications', { id: id })).toMatchObject({ job_title: title });
  });

  it.each([[''], [undefined]])('stores linkedin_url as null when it is %j', async (linkedIn) => {
    const { id, body } = validApplication({ linkedIn });
    expect((await send(body, id)).statusCode).toBe(201);
    expect(await table.get('jobApplications', { id: id })).toMatchObject({ linkedin_url: null });
  });

  it('stores a retried application (same Idempotency-Key header) once and answers the same success', async () => {
    const { id, body } = validApplication();
    const first = await send(body, id);
    const stored = await table.get('jobApplications', { id: id });

    const retry = await send(body, id);

    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(await table.get('jobApplications', { id: id })).toEqual(stored);
  });

  // Decision 003: a changed application under a stored one's key was answered 201 and dropped; it is refused now.
  it('refuses a changed application under a stored one’s key with 422, and keeps the stored one', async () => {
    const { id, body } = validApplication();
    await send(body, id);
    const stored = await table.get('jobApplications', { id: id });

    const changed = await send({ ...body, coverLetter: 'A changed letter on the retry.' }, id);

    expect(changed.statusCode).toBe(422);
    expect(responseBody(changed)).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await table.get('jobApplications', { id: id })).toEqual(stored);
  });

  it('stores one of two different applications raced under one key and refuses the other', async () => {
    const { id, body } = validApplication();
    const versions = [body, { ...body, phone: '+1 212 555 0199' }];
    const results = await Promise.all(versions.map((version) => send(version, id)));
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 422]);
    const kept = versions[results.findIndex((result) => result.statusCode === 201)]!;
    expect(await table.get('jobApplications', { id: id })).toMatchObject({ phone: kept.phone });
  });

  it.each([
    ['jobId', 'ceo', 'Please choose one of the open positions'],
    ['fullName', 'G', 'Name must be at least 2 characters'],
    ['fullName', 'x'.repeat(201), 'Name must be at most 200 characters'],
    ['email', 'grace@', 'Please enter a valid email address'],
    ['phone', '555-01', 'Please enter a valid phone number'],
    ['phone', 'not a number', 'Please enter a valid phone number'],
    ['phone', '1'.repeat(33), 'Phone number must be at most 32 characters'],
    ['linkedIn', 'x'.repeat(301), 'LinkedIn profile must be at most 300 characters'],
    ['coverLetter', 'Hire me', 'Cover letter is required'],
    ['coverLetter', undefined, 'Cover letter is required'],
    ['coverLetter', 'x'.repeat(8001), 'Cover letter must be at most 8,000 characters'],
  ])('returns 400 when %s is %j: "%s", and stores nothing', async (field, value, message) => {
    const { id, body } = validApplication({ [field]: value });
    const result = await send(body, id);
    expect(result.statusCode).toBe(400);
    expect(responseBody(result)).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Some fields are invalid.', fields: { [field]: message } },
    });
    expect(await table.get('jobApplications', { id: id })).toBeUndefined();
  });

  it('returns 400 naming the header when Idempotency-Key is not a UUID, and stores nothing', async () => {
    const coverLetter = `A letter sent with a bad key ${randomUUID()}`;
    const result = await send(validApplication({ coverLetter }).body, '42');
    expect(result.statusCode).toBe(400);
    expect(responseBody(result)).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'The Idempotency-Key header must be a UUID.', fields: {} },
    });
    expect(await table.findBy('jobApplications', 'cover_letter', coverLetter)).toEqual([]);
  });

  it('makes a key of its own when no Idempotency-Key is sent: two posts store two applications', async () => {
    const coverLetter = `A letter sent without a key ${randomUUID()}`;
    const { body } = validApplication({ coverLetter });
    const results = [await send(body), await send(body)];

    expect(results.map((result) => result.statusCode)).toEqual([201, 201]);
    const ids = results.map((result) => (responseBody(result) as { id: string }).id);
    expect(new Set(ids).size).toBe(2);
    const stored = await table.findBy('jobApplications', 'cover_letter', coverLetter);
    expect(stored.map((item) => item.id).sort()).toEqual([...ids].sort());
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const { id, body } = validApplication({ website: 'buy-followers.example' });
    const result = await send(body, id);
    expect(result.statusCode).toBe(201);
    expect(responseBody(result)).toEqual({ ok: true, id: id });
    expect(await table.get('jobApplications', { id: id })).toBeUndefined();
  });
});
