import type { CompanyEvent } from '@ferrum/shared/content/events';
import { EventCard } from './event-card.tsx';
import { isPastEvent, sortByStartDate } from './sort-events.ts';
import { useToday } from './use-today.ts';

/** The events, earliest first, each marked past from the visitor's own date once the page has hydrated. */
export function EventList({ events }: { events: readonly CompanyEvent[] }) {
  const today = useToday();
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {sortByStartDate(events).map((event) => (
        <li key={event.id}>
          <EventCard event={event} past={isPastEvent(event, today)} />
        </li>
      ))}
    </ul>
  );
}
