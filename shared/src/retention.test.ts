import { describe, expect, it } from 'vitest';
import {
  expiresAt,
  expiringTables,
  expiryAttribute,
  isExpiringTable,
  retentionPeriods,
  retentionPeriodWords,
} from './retention.ts';
import { tableKeys } from './tables.ts';

describe('retention periods', () => {
  it('expire contact messages and job applications, never newsletter subscriptions', () => {
    expect(expiringTables).toEqual(['contact', 'jobApplications']);
    expect(isExpiringTable('contact')).toBe(true);
    expect(isExpiringTable('jobApplications')).toBe(true);
    expect(isExpiringTable('newsletter')).toBe(false);
  });

  it('are whole years, at least one', () => {
    for (const period of Object.values(retentionPeriods)) {
      expect(Number.isInteger(period.years)).toBe(true);
      expect(period.years).toBeGreaterThanOrEqual(1);
    }
  });

  it('name an attribute that is no key of any table or index (TTL needs a plain Number attribute)', () => {
    for (const { partitionKey, indexes } of Object.values(tableKeys)) {
      expect(partitionKey).not.toBe(expiryAttribute);
      for (const index of indexes) expect([index.partitionKey, index.sortKey]).not.toContain(expiryAttribute);
    }
    expect(expiryAttribute).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});

describe('expiresAt', () => {
  it('is the same moment the period later, in whole epoch seconds', () => {
    const storedAt = new Date('2026-11-24T15:04:05.678Z');
    const seconds = expiresAt('contact', storedAt);
    expect(Number.isInteger(seconds)).toBe(true);
    const years = retentionPeriods.contact.years;
    expect(new Date(seconds * 1000).toISOString()).toBe(`${2026 + years}-11-24T15:04:05.000Z`);
  });

  it('gives what `date -u -d 2028-11-24 +%s` gives staff for an item stored on 2026-11-24 (two years)', () => {
    // Two years is the published policy: changing it is a privacy-policy change, not a refactor.
    expect(retentionPeriods.jobApplications.years).toBe(2);
    expect(expiresAt('jobApplications', new Date('2026-11-24T00:00:00Z'))).toBe(1_858_636_800);
  });

  it('moves 29 February to 1 March in a year without it', () => {
    const seconds = expiresAt('contact', new Date('2028-02-29T12:00:00Z'));
    expect(new Date(seconds * 1000).toISOString()).toBe(`${2028 + retentionPeriods.contact.years}-03-01T12:00:00.000Z`);
  });
});

describe('retentionPeriodWords', () => {
  it.each([
    [1, 'one year'],
    [2, 'two years'],
    [10, 'ten years'],
    [12, '12 years'],
  ])('words %i years as "%s"', (years, words) => {
    expect(retentionPeriodWords({ years })).toBe(words);
  });
});
