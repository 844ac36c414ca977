import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  apiErrorCodes,
  apiErrorStatus,
  contactLimits,
  contactSchema,
  fieldErrors,
  formBodyLimit,
  formEncodingExpansion,
  jobApplicationLimits,
  jobApplicationSchema,
  newsletterSchema,
  requestBodyLimits,
} from './api-contract.ts';

/** A character that takes three bytes in UTF-8, the worst case for ordinary text. */
const wide = '€';
/** A three-byte letter, for the one-line fields that must hold a letter. */
const wideLetter = '中';

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

  it('refuses a cross-site request with 403 CROSS_SITE_REQUEST', () => {
    expect(apiErrorStatus.CROSS_SITE_REQUEST).toBe(403);
  });
});

/** The largest valid body of each form, written in three-byte characters where the form allows text. */
const largest = {
  contact: {
    firstName: wideLetter.repeat(contactLimits.nameMax),
    lastName: wideLetter.repeat(contactLimits.nameMax),
    email: `${'a'.repeat(240)}@example.com`,
    company: wideLetter.repeat(contactLimits.companyMax),
    subject: wideLetter.repeat(contactLimits.subjectMax),
    message: wide.repeat(contactLimits.messageMax),
  },
  jobApplications: {
    jobId: 'embedded-systems-security-researcher',
    fullName: wideLetter.repeat(jobApplicationLimits.fullNameMax),
    email: `${'a'.repeat(240)}@example.com`,
    phone: '1'.repeat(jobApplicationLimits.phoneMax),
    linkedIn: wideLetter.repeat(jobApplicationLimits.linkedInMax),
    coverLetter: wide.repeat(jobApplicationLimits.coverLetterMax),
  },
  newsletter: { email: `${'a'.repeat(240)}@example.com`, source: 'academy-signup' },
};

describe('requestBodyLimits', () => {
  const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

  it('fit the largest valid contact message written in three-byte characters', () => {
    expect(contactSchema.safeParse(largest.contact).success).toBe(true);
    expect(bytes(largest.contact)).toBeLessThan(requestBodyLimits.contact);
  });

  it('fit the largest valid job application written in three-byte characters', () => {
    expect(jobApplicationSchema.safeParse(largest.jobApplications).success).toBe(true);
    expect(bytes(largest.jobApplications)).toBeLessThan(requestBodyLimits.jobApplications);
  });

  it('fit the largest valid subscription', () => {
    expect(newsletterSchema.safeParse(largest.newsletter).success).toBe(true);
    expect(bytes(largest.newsletter)).toBeLessThan(requestBodyLimits.newsletter);
  });
});

describe('formBodyLimit', () => {
  const formBytes = (value: Record<string, string>) => Buffer.byteLength(new URLSearchParams(value).toString());

  it('allows three times the JSON limit, since percent-encoding writes each byte as three', () => {
    expect(formEncodingExpansion).toBe(3);
    expect(formBodyLimit('contact')).toBe(3 * requestBodyLimits.contact);
    expect(new URLSearchParams({ x: wide }).toString()).toBe('x=%E2%82%AC');
  });

  it.each(['contact', 'jobApplications', 'newsletter'] as const)(
    'fits the largest valid %s form, form-encoded',
    (form) => {
      expect(formBytes(largest[form])).toBeLessThan(formBodyLimit(form));
    },
  );
});
