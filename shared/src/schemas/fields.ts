/**
 * Field rules shared by the form schemas: the e-mail rule, one-line and multi-line
 * text and the honeypot, plus the rule for the `Idempotency-Key` header that travels
 * beside a submission. Each form's own fields live in its schema file.
 */
import './zod-config.ts';
import * as z from 'zod';
import { idempotencyKeyHeader } from '../form-results.ts';
import { hasLetter, isOneLine, isText, keepsDirection, withoutFormatCharacters } from './text-characters.ts';

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
 * The messages of what a text field may hold, each naming the field's label
 * (docs/product.md#validation-rules): "Subject must be on one line".
 */
export const textRuleMessages = {
  /** A lone surrogate, U+FFFD or a control character such as NUL or ESC: nothing a visitor types. */
  notText: (label: string) => `${label} contains characters that are not text`,
  oneLine: (label: string) => `${label} must be on one line`,
  /** A bidi override, embedding or isolate, which would make staff read the text in another order. */
  direction: (label: string) => `${label} must not contain characters that change the text direction`,
  letters: (label: string) => `${label} must contain letters`,
} as const;

/** One line (a name, a subject) or several (a message, a cover letter). */
type TextShape = 'line' | 'paragraph';

/**
 * A string that holds text (./text-characters.ts), trimmed. One line loses its format
 * characters (Cf: zero-width spaces, soft hyphens, BOMs...) before it is trimmed and
 * measured: they are invisible, so a visitor could never find one to remove; a
 * paragraph keeps them (emoji sequences and Persian words need joiners). Both refuse
 * the direction controls that reorder text, and `typeMessage` answers a non-string.
 */
function text(label: string, shape: TextShape, typeMessage: string) {
  const checked = z
    .string({ error: typeMessage })
    .refine(isText, textRuleMessages.notText(label))
    .refine((value) => shape === 'paragraph' || isOneLine(value), textRuleMessages.oneLine(label))
    .refine(keepsDirection, textRuleMessages.direction(label));
  return (shape === 'line' ? checked.overwrite(withoutFormatCharacters) : checked).trim();
}

/** An empty value, or one with a letter of any script: a name or a subject is words, not "-----". */
const emptyOrWithLetter = (value: string) => value === '' || hasLetter(value);

/**
 * A required one-line text field (a name, a subject). A missing, non-text or too short
 * value reports `minMessage` (worded as docs/product.md#validation-rules has it); a too
 * long one names `label` and the limit; it must hold a letter, and text only.
 */
export function lineField(label: string, minLength: number, minMessage: string, maxLength: number) {
  return text(label, 'line', minMessage)
    .min(minLength, minMessage)
    .max(maxLength, maxLengthMessage(label, maxLength))
    .refine(emptyOrWithLetter, textRuleMessages.letters(label));
}

/** An optional one-line text field (a company): empty, or text with a letter within its maximum length. */
export function optionalLineField(label: string, maxLength: number) {
  const message = maxLengthMessage(label, maxLength);
  return text(label, 'line', message)
    .max(maxLength, message)
    .refine(emptyOrWithLetter, textRuleMessages.letters(label))
    .optional();
}

/**
 * A required multi-line text field (a message, a cover letter): line breaks kept, text
 * only, `minMessage` for a missing or too short value and the maximum named.
 */
export function paragraphField(label: string, minLength: number, minMessage: string, maxLength: number) {
  return text(label, 'paragraph', minMessage)
    .min(minLength, minMessage)
    .max(maxLength, maxLengthMessage(label, maxLength));
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
