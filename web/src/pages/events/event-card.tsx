import { Calendar, MapPin } from 'lucide-react';
import { eventTypeIcons, eventTypeLabels, type CompanyEvent } from '@ferrum/shared/content/events';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { eventsPageCopy as copy } from '../../content/events-page.ts';
import { formatDateRange } from '@ferrum/shared/format-date';
import { lastDay } from './sort-events.ts';

/**
 * An event: type, title, where, when, what, and Book a Meeting, or, once it has ended,
 * a "Past event" badge and Hear about the next one. Both states are in the HTML of every
 * card, the one for `past` shown (`data-shown-when`); the event's last day travels with
 * the card so the page's script can correct them with the visitor's date
 * (enhancements/past-events.ts).
 */
export function EventCard({ event, past }: { event: CompanyEvent; past: boolean }) {
  return (
    <article
      data-event-end={lastDay(event)}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-sky-50 text-sky-700">
          <Icon name={eventTypeIcons[event.type]} className="size-5" />
        </span>
        <span className="rounded-full bg-sky-50 px-3 py-1 text-xs font-semibold tracking-wide text-sky-800 uppercase">
          {eventTypeLabels[event.type]}
        </span>
        <span
          data-shown-when="ended"
          hidden={!past}
          className="rounded-full border border-slate-300 bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700"
        >
          {copy.pastEventBadge}
        </span>
      </div>
      <h3 className="mt-5 text-xl font-semibold text-slate-900">{event.title}</h3>
      <div className="mt-3 space-y-2 text-sm text-slate-700">
        <p className="flex items-center gap-2">
          <Calendar aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <time dateTime={event.date.start}>{formatDateRange(event.date.start, event.date.end)}</time>
        </p>
        <p className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span>{event.location}</span>
        </p>
      </div>
      <p className="mt-4 flex-1 text-slate-600">{event.description}</p>
      <div data-shown-when="upcoming" hidden={past} className="mt-6">
        <ButtonLink href={copy.bookMeeting.href(event)} variant="secondary" arrow>
          {copy.bookMeeting.text}
          <span className="sr-only">: {event.title}</span>
        </ButtonLink>
      </div>
      <div data-shown-when="ended" hidden={!past} className="mt-6">
        <ButtonLink href={copy.nextEdition.href(event)} variant="secondary" arrow>
          {copy.nextEdition.text}
          <span className="sr-only">: {event.title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
