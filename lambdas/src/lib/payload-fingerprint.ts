/**
 * What a request asked for, as a short print: the SHA-256 of its validated
 * payload written canonically (keys sorted at every level), so the same fields
 * and values give the same print whatever their order or the request's encoding
 * (JSON or a form post). Stored with a submission, it tells a retry of the same
 * request from a different request that reuses its idempotency key.
 */
import { createHash } from 'node:crypto';

/** `value` as JSON with every object's keys sorted; `undefined` fields left out, as JSON does. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The print of `payload`: 64 hex digits. */
export function payloadFingerprint(payload: object): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}
