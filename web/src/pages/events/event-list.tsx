import type { CompanyEvent } from '@ferrum/shared/content/events';
import { todayIso } from '../../lib/calendar-day.ts';
import { EventCard } from './event-card.tsx';
import { isPastEvent, sortByStartDate } from './sort-events.ts';

/**
 * The events, earliest first. Each is marked past as of `today`, by default the day
 * the page is prerendered; the page's script corrects the marks with the visitor's
 * own date (enhancements/past-events.ts).
 */
export function EventList({ events, today = todayIso() }: { events: readonly CompanyEvent[]; today?: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {sortByStartDate(events).map((event) => (
        // The id is each event's address on the page (its structured data links here).
        <li key={event.id} id={event.id}>
          <EventCard event={event} past={isPastEvent(event, today)} />
        </li>
      ))}
    </ul>
  );
}
