import type { CompanyEvent } from '@ferrum/shared/content/events';
import { hasEnded } from '../../lib/format-date.ts';

/** The events by start date, earliest first (ISO dates sort as text). */
export function sortByStartDate(events: readonly CompanyEvent[]): CompanyEvent[] {
  return [...events].sort((a, b) => a.date.start.localeCompare(b.date.start));
}

/** True when the event is over on `today` (null while the date is not known yet: not past). */
export function isPastEvent(event: CompanyEvent, today: string | null): boolean {
  return today !== null && hasEnded(event.date.start, event.date.end, today);
}
