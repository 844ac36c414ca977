/**
 * Calendar days as ISO `YYYY-MM-DD` text, compared as text: what the events need
 * to know whether they are over. Kept apart from the date formatting so the page
 * script that corrects "Past event" badges stays tiny.
 */

/** True once the whole of a (possibly multi-day) event lies before `today` (visitor's calendar day, ISO). */
export function hasEnded(start: string, end: string | undefined, today: string): boolean {
  return (end ?? start) < today;
}

/** The visitor's calendar date as ISO `YYYY-MM-DD` (local time zone). */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
