/**
 * Idempotency keys for the contact and job-application forms, sent as the
 * `Idempotency-Key` request header. The API stores an item under the key and
 * answers a repeat with the same success, so a double-click or a retry after a
 * lost answer cannot create a second item.
 */
import { useState } from 'react';
import { idempotencyKeyHeader } from '@ferrum/shared/form-results';

/** A random UUID v4; falls back to getRandomValues where randomUUID is missing (non-secure contexts). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Hands out one key per filled form (see `createIdempotencyKeys`). */
export interface IdempotencyKeys {
  /** The key for sending `content`: the previous key when the content is the same, a new one when it changed. */
  keyFor(content: unknown): string;
  /** Forgets the key (after a success), so the next message gets a new one. */
  reset(): void;
}

/**
 * Keys tied to what is sent. A retry of the same content after a failure reuses
 * the key (the first attempt may have been stored and only its answer lost);
 * edited content gets a new key, so the edit is stored rather than answered as a
 * replay of the old text.
 */
export function createIdempotencyKeys(makeKey: () => string = randomUuid): IdempotencyKeys {
  let current: { key: string; fingerprint: string } | null = null;
  return {
    keyFor(content) {
      const fingerprint = JSON.stringify(content);
      if (current?.fingerprint !== fingerprint) current = { key: makeKey(), fingerprint };
      return current.key;
    },
    reset() {
      current = null;
    },
  };
}

/** One `IdempotencyKeys` for the lifetime of a form component. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(() => createIdempotencyKeys());
  return keys;
}

/** The request header that carries `key`. */
export function idempotencyHeaders(key: string): Record<string, string> {
  return { [idempotencyKeyHeader]: key };
}
