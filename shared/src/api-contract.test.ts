import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  apiErrorCodes,
  apiErrorStatus,
  contactLimits,
  contactSchema,
  fieldErrors,
  jobApplicationLimits,
  jobApplicationSchema,
  newsletterSchema,
  requestBodyLimits,
} from './api-contract.ts';

/** A character that takes three bytes in UTF-8, the worst case for ordinary text. */
const wide = '€';

describe('fieldErrors', () => {
  it('maps each field to its first message and leaves out whole-body issues', () => {
    const schema = z.object({
      name: z
        .string()
        .min(2, 'too short')
        .regex(/^[a-z]+$/, 'letters only'),
    });
    const result = schema.safeParse({ name: '1' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ name: 'too short' });
    const notAnObject = schema.safeParse([]);
    if (!notAnObject.success) expect(fieldErrors(notAnObject.error)).toEqual({});
  });
});

describe('apiErrorStatus', () => {
  it('gives every error code an HTTP status', () => {
    expect(Object.keys(apiErrorStatus).sort()).toEqual([...apiErrorCodes].sort());
  });
});

describe('requestBodyLimits', () => {
  const key = '7b0f4a52-3c1e-4d2a-9f3b-2a1c5e6d7f80';
  const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

  it('fit the largest valid contact message written in three-byte characters', () => {
    const largest = {
      firstName: wide.repeat(contactLimits.nameMax),
      lastName: wide.repeat(contactLimits.nameMax),
      email: `${'a'.repeat(240)}@example.com`,
      company: wide.repeat(contactLimits.companyMax),
      subject: wide.repeat(contactLimits.subjectMax),
      message: wide.repeat(contactLimits.messageMax),
      idempotencyKey: key,
    };
    expect(contactSchema.safeParse(largest).success).toBe(true);
    expect(bytes(largest)).toBeLessThan(requestBodyLimits.contact);
  });

  it('fit the largest valid job application written in three-byte characters', () => {
    const largest = {
      jobId: 'embedded-systems-security-researcher',
      fullName: wide.repeat(jobApplicationLimits.fullNameMax),
      email: `${'a'.repeat(240)}@example.com`,
      phone: '1'.repeat(jobApplicationLimits.phoneMax),
      linkedIn: wide.repeat(jobApplicationLimits.linkedInMax),
      coverLetter: wide.repeat(jobApplicationLimits.coverLetterMax),
      idempotencyKey: key,
    };
    expect(jobApplicationSchema.safeParse(largest).success).toBe(true);
    expect(bytes(largest)).toBeLessThan(requestBodyLimits.jobApplications);
  });

  it('fit the largest valid subscription', () => {
    const largest = { email: `${'a'.repeat(240)}@example.com`, source: 'academy-signup' };
    expect(newsletterSchema.safeParse(largest).success).toBe(true);
    expect(bytes(largest)).toBeLessThan(requestBodyLimits.newsletter);
  });
});
