/**
 * How long the site keeps what visitors send, written once: the privacy page
 * words these periods, and the handlers stamp each contact message and job
 * application with the moment it expires, which DynamoDB's TTL (on AWS) and
 * the local stack's sweep act on. Newsletter subscriptions do not expire: they
 * last until the subscriber leaves.
 */
import type { TableId } from './tables.ts';

/** A retention period in whole calendar years, counted from when an item is stored. */
export interface RetentionPeriod {
  readonly years: number;
}

/** What the privacy page promises, per table that expires its items. */
export const retentionPeriods = {
  contact: { years: 2 },
  jobApplications: { years: 2 },
} as const satisfies Partial<Record<TableId, RetentionPeriod>>;

/** A table whose items expire. */
export type ExpiringTable = keyof typeof retentionPeriods;

/** The tables with a TTL attribute (the CDK app and the local sweep read this list). */
export const expiringTables = Object.keys(retentionPeriods) as ExpiringTable[];

/**
 * The TTL attribute: when the item may be deleted, in seconds since 1970-01-01
 * UTC (a Number: DynamoDB's TTL ignores any other type or unit). Snake case like
 * every other attribute staff read in the console; staff keep an item longer by
 * raising it.
 */
export const expiryAttribute = 'expires_at';

/**
 * Days that point-in-time recovery can restore a table to, so a deleted item
 * lingers in backups this long (35 is DynamoDB's maximum and its default). The
 * CDK app sets the tables' recovery period from this, and the privacy page says it.
 */
export const backupRecoveryDays = 35;

/** Whether `table` expires its items. */
export function isExpiringTable(table: TableId): table is ExpiringTable {
  return (expiringTables as readonly TableId[]).includes(table);
}

/**
 * The `expires_at` of an item of `table` stored at `storedAt`: the same moment
 * `years` calendar years later (29 February becomes 1 March), in whole epoch seconds.
 */
export function expiresAt(table: ExpiringTable, storedAt: Date): number {
  const expiry = new Date(storedAt.getTime());
  expiry.setUTCFullYear(expiry.getUTCFullYear() + retentionPeriods[table].years);
  return Math.floor(expiry.getTime() / 1000);
}

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A period as the privacy page words it: "two years", "one year", "12 years". */
export function retentionPeriodWords(period: RetentionPeriod): string {
  const count = numberWords[period.years] ?? String(period.years);
  return `${count} ${period.years === 1 ? 'year' : 'years'}`;
}
