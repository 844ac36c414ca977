/** The contact form (docs/product.md#contact-form): `POST /api/contact`. */
import './zod-config.ts';
import * as z from 'zod';
import { contactLimits } from './contact-limits.ts';
import { emailField, honeypotField, lineField, optionalLineField, paragraphField } from './fields.ts';

export { contactLimits } from './contact-limits.ts';

const l = contactLimits;

/**
 * Where a message began, when not on the contact page itself: `assistant` when the
 * chat's "Talk to our team" opened the form. Staff see it on the item and the notice.
 */
export const contactSources = ['assistant'] as const;

export type ContactSource = (typeof contactSources)[number];

/** The hidden `source` field: empty (the contact page's own form) or a known source. */
const sourceField = z
  .union([z.literal(''), z.enum(contactSources)], { error: 'Unknown message source' })
  .transform((source) => source || undefined)
  .optional();

/**
 * What the visitor fills in (plus the hidden honeypot and source): the form validates
 * with it, and the request body (JSON or form-encoded) is the form itself. The
 * attempt's idempotency key travels in the `Idempotency-Key` header, which a plain
 * HTML form cannot send, so the key never has to be a form field.
 */
export const contactSchema = z.object({
  firstName: lineField('First name', l.nameMin, 'First name must be at least 2 characters', l.nameMax),
  lastName: lineField('Last name', l.nameMin, 'Last name must be at least 2 characters', l.nameMax),
  email: emailField,
  company: optionalLineField('Company', l.companyMax),
  subject: lineField('Subject', l.subjectMin, 'Subject must be at least 5 characters', l.subjectMax),
  message: paragraphField('Message', l.messageMin, 'Message must be at least 10 characters', l.messageMax),
  website: honeypotField,
  source: sourceField,
});

/** What the page sends. */
export type ContactInput = z.input<typeof contactSchema>;
/** What the API works with: every text trimmed, one-line text without format characters, e-mail lower-cased. */
export type ContactPayload = z.output<typeof contactSchema>;
