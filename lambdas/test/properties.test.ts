/**
 * Property-based tests: thousands of random bodies at each form handler, against
 * dynalite. Each handler writes to tables of its own stage, so item counts are
 * not disturbed by other test files running at the same time.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import {
  apiRoutes,
  contactSchema,
  jobApplicationSchema,
  newsletterSchema,
  newsletterSources,
  requestBodyLimits,
} from '@ferrum/shared';
import { jobIds } from '@ferrum/shared/content/jobs';
import { createTables, tableReader } from './support/dynamo.ts';
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

const idempotencyKey = fc.oneof(
  { arbitrary: fc.uuid(), weight: 9 },
  { arbitrary: fc.constant('not-a-uuid'), weight: 1 },
);

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
        schema: newsletterSchema,
        limitBytes: requestBodyLimits.newsletter,
        keyOf: (payload) => payload.email,
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
      idempotencyKey: fieldValue(idempotencyKey),
      website: honeypotValue,
    });
    await assertFormProperties(
      {
        handler,
        path: apiRoutes.contact.path,
        schema: contactSchema,
        limitBytes: requestBodyLimits.contact,
        keyOf: (payload) => payload.idempotencyKey,
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
      idempotencyKey: fieldValue(idempotencyKey),
      website: honeypotValue,
    });
    await assertFormProperties(
      {
        handler,
        path: apiRoutes.jobApplications.path,
        schema: jobApplicationSchema,
        limitBytes: requestBodyLimits.jobApplications,
        keyOf: (payload) => payload.idempotencyKey,
        count: () => table.count('jobApplications'),
      },
      body,
      numRuns,
    );
  });
});
