/**
 * Where the events stand on a given day: which have ended, which is on now, which
 * come next. The events page marks past events with it, and both of the chat
 * assistant's answerers (the model's prompt and the offline answers) are told the
 * same schedule, so "When is your next event?" never sells an event that is over.
 * Days are ISO `YYYY-MM-DD` text and compare as text.
 */

/** The dates of an event: first day and, for a multi-day event, last day (ISO). */
export interface EventDates {
  start: string;
  end?: string;
}

/** True once the whole of a (possibly multi-day) event lies before `today` (ISO). */
export function hasEnded(start: string, end: string | undefined, today: string): boolean {
  return (end ?? start) < today;
}

/** The events as they stand on one day. */
export interface EventSchedule<Event> {
  /** The day it was computed for (ISO). */
  today: string;
  /** Ended, the most recent first. */
  past: Event[];
  /** Running today. */
  ongoing: Event[];
  /** Not started yet, the soonest first. */
  upcoming: Event[];
}

/** Sorts `events` into past, ongoing and upcoming on `today` (ISO). */
export function eventSchedule<Event extends { date: EventDates }>(
  events: readonly Event[],
  today: string,
): EventSchedule<Event> {
  const byStart = [...events].sort((a, b) => a.date.start.localeCompare(b.date.start));
  return {
    today,
    past: byStart.filter((event) => hasEnded(event.date.start, event.date.end, today)).reverse(),
    ongoing: byStart.filter((event) => event.date.start <= today && !hasEnded(event.date.start, event.date.end, today)),
    upcoming: byStart.filter((event) => event.date.start > today),
  };
}

/** A server's calendar day (UTC) as ISO `YYYY-MM-DD`. */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
