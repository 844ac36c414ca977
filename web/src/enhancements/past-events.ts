/**
 * Past events: the prerender shows each event card as it stood on the build date
 * (Book a Meeting, or once the event has ended a "Past event" badge and Hear about the
 * next one); this corrects the cards with the visitor's own date (a page built long
 * ago, or an event that ended since).
 */
import { hasEnded } from '@ferrum/shared/event-calendar';
import { todayIso } from '../lib/calendar-day.ts';

/**
 * In each `[data-event-end]` card, shows the `[data-shown-when="ended"]` parts when the
 * event has ended on `today` (ISO date) and the `[data-shown-when="upcoming"]` ones
 * otherwise.
 */
export function markPastEvents(root: ParentNode = document, today = todayIso()): void {
  for (const card of root.querySelectorAll<HTMLElement>('[data-event-end]')) {
    const state = hasEnded(card.dataset.eventEnd!, undefined, today) ? 'ended' : 'upcoming';
    for (const part of card.querySelectorAll<HTMLElement>('[data-shown-when]')) {
      part.hidden = part.dataset.shownWhen !== state;
    }
  }
}
