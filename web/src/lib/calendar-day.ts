/**
 * The visitor's calendar day as ISO `YYYY-MM-DD` text: what the events need to
 * know whether they are over (the rule itself is shared: `hasEnded`). Kept apart
 * from the date formatting so the page script that corrects "Past event" badges
 * stays tiny.
 */

/** The visitor's calendar date as ISO `YYYY-MM-DD` (local time zone). */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
