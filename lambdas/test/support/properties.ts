/**
 * Property checks shared by the three form handlers: whatever body (and
 * `Idempotency-Key` header) arrives, the answer is never a 5xx, and an item is
 * stored only for a valid, non-honeypot body.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import { idempotencyKeyHeader, idempotencyKeySchema, isHoneypotFilled } from '@ferrum/shared';
import { apiEvent } from './events.ts';
import type { InvokeHandler } from './handlers.ts';

export interface FormUnderTest<TPayload extends { website?: string | undefined }> {
  handler: InvokeHandler;
  path: string;
  schema: z.ZodType<TPayload>;
  limitBytes: number;
  /**
   * `Idempotency-Key` header values to send, undefined for none.
   * @default the header is never sent (the newsletter is keyed by address)
   */
  idempotencyKeys?: fc.Arbitrary<string | undefined>;
  /** The key a valid payload is stored under: its normalised e-mail, or the idempotency key sent (a new one when none is). */
  keyOf: (payload: TPayload, idempotencyKey: string | undefined) => string;
  /** Items in the handler's (test-file-private) table. */
  count: () => Promise<number>;
}

/** Text that looks like what forms receive: short, long, blank, unicode, near the limits. */
export const formText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: 2, maxLength: 300, unit: 'grapheme' }),
  fc.constantFrom('', ' ', '  \t ', 'ab', 'abcde', '0123456789', 'x'.repeat(5001), '€'.repeat(2000)),
);

/** Any value a JSON body can hold in a field. */
export const anyJson = fc.jsonValue({ maxDepth: 2 });

/** Text that passes a `min`..`max` length rule after trimming (sometimes padded with spaces). */
export function validText(min: number, max: number): fc.Arbitrary<string> {
  const core = fc
    .string({ minLength: min, maxLength: Math.min(max, 400), unit: 'grapheme' })
    .filter((text) => text.trim().length >= min && text.length <= max);
  return fc.oneof(
    core,
    core.map((text) => ` ${text.trim()} `.slice(0, max)),
  );
}

/** Addresses the schema accepts, in mixed case and with spaces, and a few it rejects. */
export const emailValue = fc.oneof(
  {
    arbitrary: fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?@[a-z0-9]{1,12}\.(com|org|io|example)$/),
    weight: 6,
  },
  { arbitrary: fc.stringMatching(/^ ?[A-Za-z0-9]{1,12}@[A-Za-z0-9]{1,12}\.[A-Za-z]{2,4} ?$/), weight: 2 },
  { arbitrary: fc.emailAddress(), weight: 1 },
  { arbitrary: fc.constantFrom('a@b', 'no-at-sign', '@example.com', 'a@@b.com', ''), weight: 1 },
);

/** A field value: mostly `valid`, so that a good share of whole bodies pass, else text or any JSON value. */
export function fieldValue<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: valid, weight: 12 },
    { arbitrary: formText, weight: 1 },
    { arbitrary: anyJson, weight: 1 },
  );
}

/** Bodies with `fields`: usually every key present, sometimes some keys missing. */
export function shapedBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof(
    { arbitrary: fc.record(fields), weight: 3 },
    { arbitrary: fc.record(fields, { requiredKeys: [] }), weight: 1 },
  );
}

/** The honeypot: usually absent or empty (a person), sometimes filled (a bot), sometimes the wrong type. */
export const honeypotValue = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 6 },
  { arbitrary: fc.constantFrom('', '  '), weight: 1 },
  { arbitrary: fc.string({ minLength: 1, maxLength: 40 }), weight: 2 },
  { arbitrary: anyJson, weight: 1 },
);

/** One request: a raw JSON body and, maybe, an `Idempotency-Key` header. */
interface Submission {
  rawBody: string;
  idempotencyKey: string | undefined;
}

/**
 * Sends the submission and checks the answer: never a 5xx; 413 over the limit;
 * 400 when the schema rejects the body or the header is not a UUID; 201 for a
 * filled honeypot; 201 or 409 when valid. Adds to `expectedKeys` the key a
 * stored item must now exist under.
 */
async function checkSubmission<TPayload extends { website?: string | undefined }>(
  form: FormUnderTest<TPayload>,
  { rawBody, idempotencyKey }: Submission,
  expectedKeys: Set<string>,
): Promise<void> {
  const headers: Record<string, string> =
    idempotencyKey === undefined ? {} : { [idempotencyKeyHeader]: idempotencyKey };
  const result = await form.handler(apiEvent({ path: form.path, rawBody, headers }));

  expect(result.statusCode).toBeLessThan(500);
  if (Buffer.byteLength(rawBody, 'utf8') > form.limitBytes) {
    expect(result.statusCode).toBe(413);
    return;
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    expect(result.statusCode).toBe(400);
    return;
  }
  const parsed = form.schema.safeParse(json);
  if (!parsed.success) {
    expect(result.statusCode).toBe(400);
  } else if (idempotencyKey !== undefined && !idempotencyKeySchema.safeParse(idempotencyKey).success) {
    expect(result.statusCode).toBe(400);
  } else if (isHoneypotFilled(parsed.data)) {
    expect(result.statusCode).toBe(201);
  } else {
    // 201 for a new item; 409 (newsletter) or an idempotent 201 when a generated key repeats.
    expect([201, 409]).toContain(result.statusCode);
    expectedKeys.add(form.keyOf(parsed.data, idempotencyKey));
  }
}

/**
 * Runs `property` over random bodies, then checks the table grew by exactly the
 * distinct keys of valid, non-honeypot bodies: nothing invalid was stored and
 * nothing valid was lost. (One count per property, not per body, keeps
 * thousands of runs fast; the table belongs to this test file alone.)
 */
async function assertStoredExactly<TPayload extends { website?: string | undefined }>(
  form: FormUnderTest<TPayload>,
  bodies: fc.Arbitrary<string>,
  numRuns: number,
): Promise<void> {
  const before = await form.count();
  const expectedKeys = new Set<string>();
  const submissions = fc.record({
    rawBody: bodies,
    idempotencyKey: form.idempotencyKeys ?? fc.constant(undefined),
  });
  await fc.assert(
    fc.asyncProperty(submissions, (submission) => checkSubmission(form, submission, expectedKeys)),
    { numRuns },
  );
  expect(await form.count()).toBe(before + expectedKeys.size);
}

/**
 * Runs the three properties against one form handler: `numRuns` objects with
 * the form's keys (`shapedBody`), plus a quarter as many arbitrary JSON values
 * and arbitrary strings.
 */
export async function assertFormProperties<TPayload extends { website?: string | undefined }>(
  form: FormUnderTest<TPayload>,
  shapedBody: fc.Arbitrary<Record<string, unknown>>,
  numRuns: number,
): Promise<void> {
  await assertStoredExactly(
    form,
    shapedBody.map((body) => JSON.stringify(body)),
    numRuns,
  );
  await assertStoredExactly(
    form,
    anyJson.map((body) => JSON.stringify(body)),
    Math.round(numRuns / 4),
  );
  await assertStoredExactly(form, fc.oneof(fc.string({ unit: 'binary' }), fc.json()), Math.round(numRuns / 4));
}
