import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../api-contract.ts';
import { jobIds, jobOpenings } from '../content/jobs.ts';
import { jobApplicationFormSchema, jobApplicationSchema } from './job-application.ts';

const valid = {
  jobId: 'digital-twin-developer',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 (212) 555-0147',
  linkedIn: 'https://www.linkedin.com/in/grace-hopper-example',
  coverLetter: 'I have built compilers and would like to build twins.',
};

function messagesFor(changes: Record<string, unknown>): Record<string, string> {
  const result = jobApplicationSchema.safeParse({ ...valid, ...changes });
  return result.success ? {} : fieldErrors(result.error);
}

describe('jobApplicationSchema', () => {
  it('accepts a complete application', () => {
    expect(jobApplicationSchema.parse(valid)).toEqual(valid);
  });

  it.each(jobIds)('accepts the opening %s', (jobId) => {
    expect(jobApplicationSchema.safeParse({ ...valid, jobId }).success).toBe(true);
  });

  it('accepts a missing or empty LinkedIn profile, and any text in it (no format check)', () => {
    const { linkedIn: _linkedIn, ...withoutLinkedIn } = valid;
    expect(jobApplicationSchema.safeParse(withoutLinkedIn).success).toBe(true);
    expect(jobApplicationSchema.parse({ ...valid, linkedIn: '' }).linkedIn).toBe('');
    expect(jobApplicationSchema.parse({ ...valid, linkedIn: 'grace on linkedin' }).linkedIn).toBe('grace on linkedin');
  });

  it.each([
    '2125550147',
    '212 555 0147',
    '+44 20 7946 0958',
    '(212) 555-0147',
    '212.555.0147',
    '1234567',
    '+33\u00A01\u00A023\u00A045\u00A067\u00A089',
  ])('accepts the phone number %j', (phone) => {
    expect(messagesFor({ phone })).toEqual({});
  });

  it.each([
    ['jobId', 'chief-executive', 'Please choose one of the open positions'],
    ['jobId', undefined, 'Please choose one of the open positions'],
    ['fullName', 'G', 'Name must be at least 2 characters'],
    ['fullName', ' G ', 'Name must be at least 2 characters'],
    ['fullName', 'x'.repeat(201), 'Name must be at most 200 characters'],
    ['email', 'grace@', 'Please enter a valid email address'],
    ['email', undefined, 'Please enter a valid email address'],
    ['phone', '555-01', 'Please enter a valid phone number'],
    ['phone', 'call me maybe', 'Please enter a valid phone number'],
    ['phone', undefined, 'Please enter a valid phone number'],
    ['phone', '1'.repeat(33), 'Phone number must be at most 32 characters'],
    ['phone', '((((((()))))))', 'Please enter a valid phone number'],
    ['phone', '555\n1234567', 'Please enter a valid phone number'],
    ['phone', '555\t1234567', 'Please enter a valid phone number'],
    ['phone', '555\u200B1234567', 'Please enter a valid phone number'],
    ['phone', '+1 (212) 55', 'Please enter a valid phone number'],
    ['fullName', '\u200B\u200B', 'Name must be at least 2 characters'],
    ['fullName', '---', 'Name must contain letters'],
    ['fullName', 'Grace \u202EHopper', 'Name must not contain characters that change the text direction'],
    ['linkedIn', 'linkedin.com/in/grace\nhopper', 'LinkedIn profile must be on one line'],
    ['coverLetter', 'I have built \uD800 compilers.', 'Cover letter contains characters that are not text'],
    ['linkedIn', 'x'.repeat(301), 'LinkedIn profile must be at most 300 characters'],
    ['coverLetter', 'Hire me', 'Cover letter is required'],
    ['coverLetter', '', 'Cover letter is required'],
    ['coverLetter', undefined, 'Cover letter is required'],
    ['coverLetter', 'x'.repeat(8001), 'Cover letter must be at most 8,000 characters'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(messagesFor({ [field]: value })).toEqual({ [field]: message });
  });

  it('drops an idempotency key left in the body: the key travels in the Idempotency-Key header', () => {
    expect(jobApplicationSchema.parse({ ...valid, idempotencyKey: '0c9e2f6a-8d4b-4c1e-a5f7-3b2d1e0f9a8c' })).toEqual(
      valid,
    );
  });

  it('trims every text and lower-cases the e-mail', () => {
    expect(
      jobApplicationSchema.parse({ ...valid, fullName: ' Grace Hopper ', email: ' Grace@Example.COM' }),
    ).toMatchObject({ fullName: 'Grace Hopper', email: 'grace@example.com' });
  });
});

describe('jobApplicationFormSchema', () => {
  it('holds only what the visitor types: no opening id', () => {
    const { jobId: _jobId, ...formValues } = valid;
    expect(jobApplicationFormSchema.parse(formValues)).toEqual(formValues);
    const result = jobApplicationFormSchema.safeParse({ ...formValues, coverLetter: 'short' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ coverLetter: 'Cover letter is required' });
  });
});

describe('jobOpenings', () => {
  it('lists the five openings, all full-time in New York', () => {
    expect(jobOpenings.map(({ title, department }) => [title, department])).toEqual([
      ['Senior OT Security Engineer', 'Engineering'],
      ['Digital Twin Developer', 'Engineering'],
      ['ICS Security Consultant', 'Professional Services'],
      ['Embedded Systems Security Researcher', 'Research & Development'],
      ['Account Executive', 'Sales'],
    ]);
    for (const job of jobOpenings) {
      expect(job).toMatchObject({ type: 'Full-time', location: 'New York (in office)' });
    }
    expect(new Set(jobIds).size).toBe(5);
  });
});
