/** The newsletter form (SPEC.md §5): `POST /api/newsletter`. */
import { z } from 'zod';
import { emailField, honeypotField } from './fields.ts';

/** Where on the site the visitor subscribed; stored so staff can see which form works. */
export const newsletterSources = ['blog', 'academy-signup'] as const;

export type NewsletterSource = (typeof newsletterSources)[number];

export const newsletterSchema = z.object({
  email: emailField,
  source: z.enum(newsletterSources, { error: 'Unknown newsletter source' }).optional(),
  website: honeypotField,
});

/** What the form sends. */
export type NewsletterInput = z.input<typeof newsletterSchema>;
/** What the API works with: trimmed, e-mail lower-cased. */
export type NewsletterPayload = z.output<typeof newsletterSchema>;
