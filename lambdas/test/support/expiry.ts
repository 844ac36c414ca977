/** What every stored contact message and job application must carry for DynamoDB's TTL. */
import { expect } from 'vitest';
import { expiresAt, expiryAttribute, retentionPeriods, type ExpiringTable } from '@ferrum/shared';

/**
 * `item` expires the table's retention period (the shared constant the privacy
 * page words) after its `submitted_at`, as a whole number of epoch seconds.
 */
export function expectExpiryFromRetentionPeriod(table: ExpiringTable, item: Record<string, unknown> | undefined) {
  const expiry = item?.[expiryAttribute];
  expect(Number.isInteger(expiry), `${expiryAttribute} is whole epoch seconds`).toBe(true);
  const submittedAt = new Date(String(item?.submitted_at));
  expect(expiry).toBe(expiresAt(table, submittedAt));
  // Counted without the helper too: the calendar years of the shared period, to the second.
  const expiryDate = new Date(Number(expiry) * 1000);
  expect(expiryDate.getUTCFullYear() - submittedAt.getUTCFullYear()).toBe(retentionPeriods[table].years);
  expect(Math.floor(submittedAt.getTime() / 1000) % 60).toBe(expiryDate.getUTCSeconds());
}
