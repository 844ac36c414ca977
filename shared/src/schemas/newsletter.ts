/** The newsletter form (docs/product.md#newsletter-form): `POST /api/newsletter`. */
import './zod-config.ts';
import * as z from 'zod';
import { emailField, honeypotField } from './fields.ts';

/** Where on the site the visitor subscribed; stored so staff can see which form works. */
export const newsletterSources = ['blog', 'academy-signup'] as const;

export type NewsletterSource = (typeof newsletterSources)[number];

/** What the visitor fills in (plus the hidden honeypot): for react-hook-form's zod resolver. */
export const newsletterFormSchema = z.object({
  email: emailField,
  website: honeypotField,
});

/** The request body: the form plus where it sits on the site. */
export const newsletterSchema = newsletterFormSchema.extend({
  source: z.enum(newsletterSources, { error: 'Unknown newsletter source' }).optional(),
});

/** What the page sends. */
export type NewsletterInput = z.input<typeof newsletterSchema>;
/** What the API works with: trimmed, e-mail lower-cased. */
export type NewsletterPayload = z.output<typeof newsletterSchema>;
