import type { CompanyEvent } from '@ferrum/shared/content/events';
import { hasEnded } from '@ferrum/shared/event-calendar';

/** The events by start date, earliest first (ISO dates sort as text). */
export function sortByStartDate(events: readonly CompanyEvent[]): CompanyEvent[] {
  return [...events].sort((a, b) => a.date.start.localeCompare(b.date.start));
}

/** The last day of the event (ISO). */
export function lastDay(event: CompanyEvent): string {
  return event.date.end ?? event.date.start;
}

/** True when the event is over on `today` (ISO). */
export function isPastEvent(event: CompanyEvent, today: string): boolean {
  return hasEnded(event.date.start, event.date.end, today);
}
