/**
 * The rule that keeps staff from a flood: per form and window, the first few
 * senders get a notice each, everything after them is folded into one digest
 * sent when the window ends (docs/decisions/026). Windows are fixed slices of
 * time, counted from midnight UTC: a 15-minute window is 2:00 PM to 2:15 PM,
 * whichever post comes first. This module holds the settings and the clock
 * arithmetic; the state lives in DynamoDB (notice-windows.ts).
 */
import { createHash } from 'node:crypto';

/** How notices are rationed: a stage setting on AWS, a variable of the local stack. */
export interface NoticeWindowSettings {
  /** Length of a window, in seconds. */
  readonly windowSeconds: number;
  /** Senders per form and window who get a notice of their own; the rest go into the window's digest. */
  readonly noticesPerWindow: number;
}

/** The variables through which the notifier and the digest sender learn the settings and the table. */
export const noticeWindowVariables = {
  table: 'NOTICE_WINDOW_TABLE',
  windowSeconds: 'NOTICE_WINDOW_SECONDS',
  noticesPerWindow: 'NOTICES_PER_WINDOW',
} as const;

/** The table that counts notices per form and window (one per stage). */
export function noticeWindowTableName(stage: string): string {
  return `${stage}-staff-notice-windows`;
}

/** The window table's keys: one item per form and window. */
export const noticeWindowKeys = { partitionKey: 'form', sortKey: 'window_start' } as const;

/** How long a window's item outlives its end (DynamoDB's TTL then deletes it): long enough to resend a lost digest. */
export const windowItemLifetimeSeconds = 2 * 24 * 60 * 60;

/** How far back the digest sender looks for a window whose digest is still owed. */
export const digestLookbackSeconds = 24 * 60 * 60;

/** The start of the window `at` falls in, in epoch milliseconds. */
export function windowStartOf(at: number, windowSeconds: number): number {
  const length = windowSeconds * 1000;
  return Math.floor(at / length) * length;
}

/** A window's start as stored: ISO 8601 UTC, which sorts as time. */
export function windowStartKey(windowStart: number): string {
  return new Date(windowStart).toISOString();
}

/**
 * Who sent a post, as the window table keeps it: a short hash of the address,
 * trimmed and lower-cased, so repeats match and the table holds no address.
 * An item without an address (typed in by hand) counts as its own sender.
 */
export function senderKey(email: unknown, id: string): string {
  const address = typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : `id:${id}`;
  return createHash('sha256').update(address).digest('hex').slice(0, 16);
}
