import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, randomUuid } from './idempotency.ts';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  it('makes UUID v4 keys', () => {
    expect(randomUuid()).toMatch(uuidV4);
    expect(randomUuid()).not.toBe(randomUuid());
  });

  it('gives the same key for a retry of the same content', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ message: 'Hello there' });
    expect(keys.keyFor({ message: 'Hello there' })).toBe(first);
  });

  it('gives a new key when the content changed', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ message: 'Hello there' });
    expect(keys.keyFor({ message: 'Hello there!' })).not.toBe(first);
  });

  it('gives a new key after a reset, even for the same content', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ message: 'Hello there' });
    keys.reset();
    expect(keys.keyFor({ message: 'Hello there' })).not.toBe(first);
  });
});
