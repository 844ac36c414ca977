/**
 * Property-based tests: thousands of random bodies at each form handler, against
 * dynalite. Each handler writes to tables of its own stage, so item counts are
 * not disturbed by other test files running at the same time.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { apiRoutes, newsletterSources, requestBodyLimits } from '@ferrum/shared';
import { jobIds } from '@ferrum/shared/content/jobs';
import { createTables, tableReader } from './support/dynamo.ts';
import { contactOracle, jobApplicationOracle, newsletterOracle } from './support/request-oracles.ts';
import { loadHandler } from './support/handlers.ts';
import {
  assertFormProperties,
  emailValue,
  fieldValue,
  formText,
  honeypotValue,
  shapedBody,
  validText,
} from './support/properties.ts';

const stage = 'properties';
const endpoint = inject('dynamoEndpoint');
const table = tableReader(endpoint, stage);

/** Shaped bodies per handler; with 500 free-form bodies more, 1,500 requests per handler. */
const numRuns = 1000;

/** `Idempotency-Key` header values: mostly a UUID (in either case), sometimes none, sometimes not a UUID. */
const idempotencyKey = fc.oneof(
  { arbitrary: fc.uuid(), weight: 8 },
  { arbitrary: fc.uuid().map((key) => key.toUpperCase()), weight: 1 },
  { arbitrary: fc.constant(undefined), weight: 2 },
  { arbitrary: formText, weight: 1 },
);

/** Where a contact message or application is stored: the key sent, lower-cased, or a new one the server made. */
const storedUnder = (_payload: unknown, key: string | undefined) => key?.toLowerCase() ?? randomUUID();

beforeAll(() => createTables(endpoint, stage));
afterAll(() => table.close());

describe('random bodies never cause a 5xx and never store an invalid submission', () => {
  it('POST /api/newsletter', async () => {
    const handler = await loadHandler('newsletter', { stage });
    const body = shapedBody({
      email: fieldValue(emailValue),
      source: fieldValue(fc.constantFrom(...newsletterSources)),
      website: honeypotValue,
    });
    await assertFormProperties(
      {
        handler,
        path: apiRoutes.newsletter.path,
        oracle: newsletterOracle,
        limitBytes: requestBodyLimits.newsletter,
        keyOf: (payload) => String(payload.email),
        count: () => table.count('newsletter'),
      },
      body,
      numRuns,
    );
  });

  it('POST /api/contact', async () => {
    const handler = await loadHandler('contact', { stage });
    const body = shapedBody({
      firstName: fieldValue(validText(2, 100)),
      lastName: fieldValue(validText(2, 100)),
      email: fieldValue(emailValue),
      company: fieldValue(fc.oneof(fc.constant(''), validText(1, 200))),
      subject: fieldValue(validText(5, 200)),
      message: fieldValue(validText(10, 5000)),
      website: honeypotValue,
    });
    await assertFormProperties(
      {
        handler,
        path: apiRoutes.contact.path,
        oracle: contactOracle,
        limitBytes: requestBodyLimits.contact,
        idempotencyKeys: idempotencyKey,
        byIdempotencyKey: true,
        keyOf: storedUnder,
        count: () => table.count('contact'),
      },
      body,
      numRuns,
    );
  });

  it('POST /api/job-applications', async () => {
    const handler = await loadHandler('jobApplications', { stage });
    const body = shapedBody({
      jobId: fieldValue(fc.constantFrom(...jobIds)),
      fullName: fieldValue(validText(2, 200)),
      email: fieldValue(emailValue),
      phone: fieldValue(
        fc.oneof(
          fc.stringMatching(/^\+?[0-9 ()-]{7,20}$/).filter((phone) => phone.trim().length >= 7),
          formText,
        ),
      ),
      linkedIn: fieldValue(fc.oneof(fc.constant(''), fc.webUrl(), validText(1, 300))),
      coverLetter: fieldValue(validText(10, 8000)),
      website: honeypotValue,
    });
    await assertFormProperties(
      {
        handler,
        path: apiRoutes.jobApplications.path,
        oracle: jobApplicationOracle,
        limitBytes: requestBodyLimits.jobApplications,
        idempotencyKeys: idempotencyKey,
        byIdempotencyKey: true,
        keyOf: storedUnder,
        count: () => table.count('jobApplications'),
      },
      body,
      numRuns,
    );
  });
});
