/**
 * Property checks shared by the three form handlers: whatever body (and
 * `Idempotency-Key` header) arrives, the answer is never a 5xx, an item is
 * stored only for a valid, non-honeypot body, and a key already used for another
 * payload is refused. What is valid is decided by an oracle of its own
 * (./request-oracles.ts), never by the handlers' schemas.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { idempotencyKeyHeader } from '@ferrum/shared';
import { apiEvent } from './events.ts';
import { isRefusedAsNotUtf8, type OracleVerdict } from './request-oracles.ts';
import type { InvokeHandler } from './handlers.ts';

/** A UUID in any case (RFC 9562's text form): the only `Idempotency-Key` the API takes. */
const uuidText = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FormUnderTest {
  handler: InvokeHandler;
  path: string;
  /** Whether a body is valid, and what it stands for: the oracle, not the handler's schema. */
  oracle: (body: unknown) => OracleVerdict;
  limitBytes: number;
  /**
   * `Idempotency-Key` header values to send, undefined for none.
   * @default the header is never sent (the newsletter is keyed by address)
   */
  idempotencyKeys?: fc.Arbitrary<string | undefined>;
  /** The key a valid payload is stored under: its normalised e-mail, or the idempotency key sent (a new one when none is). */
  keyOf: (payload: Record<string, unknown>, idempotencyKey: string | undefined) => string;
  /**
   * Keyed by the idempotency key: a stored key sent again with another payload is refused (422).
   * @default keyed by the address: a stored one answers 409 whatever the payload (the newsletter)
   */
  byIdempotencyKey?: boolean;
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
 * 400 when the body is not UTF-8 or the oracle rejects it or the header is not a UUID; 201 for a
 * filled honeypot; for a valid body, 201 when new or the same payload again, 422
 * for another payload under a stored idempotency key, 409 for a stored address.
 * Records in `stored` what each stored key holds.
 */
async function checkSubmission(
  form: FormUnderTest,
  { rawBody, idempotencyKey }: Submission,
  stored: Map<string, string>,
): Promise<void> {
  const headers: Record<string, string> =
    idempotencyKey === undefined ? {} : { [idempotencyKeyHeader]: idempotencyKey };
  const result = await form.handler(apiEvent({ path: form.path, rawBody, headers }));

  expect(result.statusCode).toBeLessThan(500);
  if (Buffer.byteLength(rawBody, 'utf8') > form.limitBytes) {
    expect(result.statusCode).toBe(413);
    return;
  }
  if (isRefusedAsNotUtf8(rawBody)) {
    expect(result.statusCode).toBe(400);
    return;
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    expect(result.statusCode).toBe(400);
    return;
  }
  const verdict = form.oracle(json);
  if (!verdict.valid) {
    expect(result.statusCode).toBe(400);
  } else if (idempotencyKey !== undefined && !uuidText.test(idempotencyKey)) {
    expect(result.statusCode).toBe(400);
  } else if (verdict.honeypot) {
    expect(result.statusCode).toBe(201);
  } else {
    const key = form.keyOf(verdict.payload, idempotencyKey);
    const payload = canonical(verdict.payload);
    const earlier = stored.get(key);
    if (earlier === undefined) {
      expect(result.statusCode).toBe(201);
      stored.set(key, payload);
    } else if (!form.byIdempotencyKey) {
      expect(result.statusCode).toBe(409);
    } else {
      expect(result.statusCode).toBe(earlier === payload ? 201 : 422);
    }
  }
}

/** `value` as JSON with its keys sorted: the same payload gives the same text. */
function canonical(value: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))));
}

/**
 * Runs `property` over random bodies, then checks the table grew by exactly the
 * distinct keys of valid, non-honeypot bodies: nothing invalid was stored and
 * nothing valid was lost. (One count per property, not per body, keeps
 * thousands of runs fast; the table belongs to this test file alone.)
 */
async function assertStoredExactly(form: FormUnderTest, bodies: fc.Arbitrary<string>, numRuns: number): Promise<void> {
  const before = await form.count();
  const stored = new Map<string, string>();
  const submissions = fc.record({
    rawBody: bodies,
    idempotencyKey: form.idempotencyKeys ?? fc.constant(undefined),
  });
  await fc.assert(
    fc.asyncProperty(submissions, (submission) => checkSubmission(form, submission, stored)),
    { numRuns },
  );
  expect(await form.count()).toBe(before + stored.size);
}

/**
 * Runs the three properties against one form handler: `numRuns` objects with
 * the form's keys (`shapedBody`), plus a quarter as many arbitrary JSON values
 * and arbitrary strings.
 */
export async function assertFormProperties(
  form: FormUnderTest,
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
