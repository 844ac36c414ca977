import { describe, expect, it } from 'vitest';
import { idempotencyKeyMessage, idempotencyKeySchema } from './fields.ts';

describe('idempotencyKeySchema (the Idempotency-Key header)', () => {
  const key = '7b0f4a52-3c1e-4d2a-9f3b-2a1c5e6d7f80';

  it('lower-cases the key so a retry in another case is the same key', () => {
    expect(idempotencyKeySchema.parse(key.toUpperCase())).toBe(key);
  });

  it.each(['', 'not-a-uuid', `${key}x`, ` ${key}`])('rejects %j with a message naming the header', (value) => {
    const result = idempotencyKeySchema.safeParse(value);
    expect(result.error?.issues[0]?.message).toBe(idempotencyKeyMessage);
    expect(idempotencyKeyMessage).toBe('The Idempotency-Key header must be a UUID.');
  });
});
