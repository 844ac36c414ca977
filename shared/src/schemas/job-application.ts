/** The job application form (docs/product.md#job-application-form): `POST /api/job-applications`. */
import './zod-config.ts';
import * as z from 'zod';
import { jobIds } from '../content/job-directory.ts';
import { emailField, honeypotField, lineField, maxLengthMessage, optionalLineField, paragraphField } from './fields.ts';

/** Length limits of the application form; the maxima keep one item far below DynamoDB's 400 KB. */
export const jobApplicationLimits = {
  fullNameMin: 2,
  fullNameMax: 200,
  phoneMin: 7,
  /** A number has at least as many digits as its shortest length: "((((((()))))))" is no number. */
  phoneMinDigits: 7,
  phoneMax: 32,
  linkedInMax: 300,
  coverLetterMin: 10,
  coverLetterMax: 8000,
} as const;

const l = jobApplicationLimits;

const phoneMessage = 'Please enter a valid phone number';

/**
 * Digits, and the spaces (a no-break space too) and punctuation people write numbers
 * with: "+1 (212) 555-0147", "212.555.0147". No line break, tab or invisible character.
 */
const phoneCharacters = /^[0-9+()./\p{Zs}-]+$/u;

const digitCount = (phone: string) => phone.replace(/[^0-9]/g, '').length;

/** The phone number: 7 to 32 phone-like characters, at least 7 of them digits; every failure says the one message. */
const phoneField = z
  .string({ error: phoneMessage })
  .trim()
  .min(l.phoneMin, phoneMessage)
  .max(l.phoneMax, maxLengthMessage('Phone number', l.phoneMax))
  .regex(phoneCharacters, phoneMessage)
  .refine((phone) => digitCount(phone) >= l.phoneMinDigits, phoneMessage);

/** What the visitor fills in (plus the hidden honeypot): for react-hook-form's zod resolver. */
export const jobApplicationFormSchema = z.object({
  fullName: lineField('Name', l.fullNameMin, 'Name must be at least 2 characters', l.fullNameMax),
  email: emailField,
  phone: phoneField,
  // Optional and deliberately not format-checked: people paste profile URLs in many shapes
  // (docs/product.md#validation-rules). Still one line of text.
  linkedIn: optionalLineField('LinkedIn profile', l.linkedInMax),
  coverLetter: paragraphField('Cover letter', l.coverLetterMin, 'Cover letter is required', l.coverLetterMax),
  website: honeypotField,
});

/**
 * The request body (JSON or form-encoded): the form plus the opening applied
 * for. The attempt's idempotency key travels in the `Idempotency-Key` header.
 */
export const jobApplicationSchema = jobApplicationFormSchema.extend({
  jobId: z.enum(jobIds, { error: 'Please choose one of the open positions' }),
});

/** What the page sends. */
export type JobApplicationInput = z.input<typeof jobApplicationSchema>;
/** What the API works with: every text trimmed, one-line text without format characters, e-mail lower-cased. */
export type JobApplicationPayload = z.output<typeof jobApplicationSchema>;
