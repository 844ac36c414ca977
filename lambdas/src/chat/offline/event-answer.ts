/**
 * Events as they stand on the day of the question: what is on, what comes next,
 * or that nothing is scheduled; a finished event is always told as finished.
 */
import { pages } from '@ferrum/shared';
import { eventSchedule } from '@ferrum/shared/event-calendar';
import { formatDateRange } from '@ferrum/shared/format-date';
import { events, eventTypeLabels, type CompanyEvent } from '@ferrum/shared/content/events';
import { assistantCopy } from '../assistant-copy.ts';

const when = (event: CompanyEvent) => formatDateRange(event.date.start, event.date.end);
const eventLine = (event: CompanyEvent) =>
  `**${event.title}** (${eventTypeLabels[event.type]}, ${event.location}, ${when(event)})`;
const bullets = (items: readonly CompanyEvent[]) => items.map((item) => `- ${eventLine(item)}`).join('\n');

/** The answer about the events page (`eventId` undefined) or one event, on `today` (ISO). */
export function eventsAnswer(today: string, eventId?: string): string {
  const schedule = eventSchedule(events, today);
  const copy = assistantCopy.events;
  const event = events.find((candidate) => candidate.id === eventId);
  if (event) {
    const ended = schedule.past.includes(event);
    const status = ended ? copy.ended(when(event)) : copy.upcoming(when(event));
    return `${eventLine(event)}: ${event.description}\n\n${status} ${ended ? copy.meet : copy.bookAtEvent}`;
  }
  const parts: string[] = [];
  if (schedule.ongoing.length > 0) parts.push(`${copy.ongoing}\n\n${bullets(schedule.ongoing)}`);
  const [next, ...later] = schedule.upcoming;
  if (next) {
    parts.push(`${copy.next} ${eventLine(next)}. ${next.description}`);
    if (later.length > 0) parts.push(`${copy.alsoComing}\n\n${bullets(later)}`);
    parts.push(copy.bookAtEvent);
  } else {
    parts.push(copy.noneUpcoming);
    if (schedule.past.length > 0) parts.push(`${copy.recent}\n\n${bullets(schedule.past)}`);
    parts.push(copy.meet);
  }
  parts.push(assistantCopy.readMore(pages.events.title, pages.events.path));
  return parts.join('\n\n');
}
