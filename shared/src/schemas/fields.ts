/**
 * Field rules shared by the form schemas: the e-mail rule and the honeypot, plus
 * the rule for the `Idempotency-Key` header that travels beside a submission.
 * Each form's own fields live in its schema file.
 */
import './zod-config.ts';
import * as z from 'zod';
import { idempotencyKeyHeader } from '../form-results.ts';

/** The one message for every bad address, in all three forms (docs/product.md#validation-rules). */
export const emailMessage = 'Please enter a valid email address';

/** RFC 5321 caps a forward path at 254 characters; a longer address cannot be delivered. */
export const emailMaxLength = 254;

/**
 * An e-mail address: trimmed and lower-cased, so " Ana@Example.COM " and
 * "ana@example.com" are the same subscriber. Missing, non-text, too long or
 * malformed input all report that single message.
 */
export const emailField = z
  .string({ error: emailMessage })
  .trim()
  .toLowerCase()
  .max(emailMaxLength, emailMessage)
  .regex(z.regexes.email, emailMessage);

/** "First name must be at most 100 characters": the message of every maximum length. */
export function maxLengthMessage(label: string, maxLength: number): string {
  return `${label} must be at most ${maxLength.toLocaleString('en-US')} characters`;
}

/**
 * A required, trimmed text field. A missing, non-text or too short value reports
 * `minMessage` (worded as docs/product.md#validation-rules has it); a too long one
 * names `label` and the limit.
 */
export function textField(label: string, minLength: number, minMessage: string, maxLength: number) {
  return z
    .string({ error: minMessage })
    .trim()
    .min(minLength, minMessage)
    .max(maxLength, maxLengthMessage(label, maxLength));
}

/** An optional, trimmed text field: only its length is capped (docs/product.md#validation-rules). */
export function optionalTextField(label: string, maxLength: number) {
  const message = maxLengthMessage(label, maxLength);
  return z.string({ error: message }).trim().max(maxLength, message).optional();
}

/** The honeypot's field name: the forms render a hidden input with this name. */
export const honeypotFieldName = 'website';

/** Longest honeypot value accepted; a bot that sends more is simply rejected. */
export const honeypotMaxLength = 500;

/**
 * The honeypot: a field the form hides from people (`website`). Browsers leave
 * it empty; a bot that fills it gets an ordinary success answer and nothing is
 * stored, so it learns nothing.
 */
export const honeypotField = z.string().max(honeypotMaxLength).optional();

/** True when the honeypot holds anything but whitespace, i.e. a bot filled the form. */
export function isHoneypotFilled(payload: { website?: string | undefined }): boolean {
  return (payload.website ?? '').trim() !== '';
}

/** The 400 message for an `Idempotency-Key` header that is not a UUID. */
export const idempotencyKeyMessage = `The ${idempotencyKeyHeader} header must be a UUID.`;

/**
 * The `Idempotency-Key` header's value: a UUID the page makes once per
 * submission attempt (`crypto.randomUUID()`) and resends on a retry; the API
 * stores the item under it, so a retry cannot create a second one. Lower-cased
 * so a retry in another case is the same key.
 */
export const idempotencyKeySchema = z.uuid({ error: idempotencyKeyMessage }).toLowerCase();
