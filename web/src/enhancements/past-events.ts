/**
 * "Past event" badges: the prerender marks the events that had ended by the build
 * date; this corrects the marks with the visitor's own date (a page built long ago,
 * or an event that ended since).
 */
import { hasEnded } from '@ferrum/shared/event-calendar';
import { todayIso } from '../lib/calendar-day.ts';

/** Shows or hides the `[data-past-badge]` of each `[data-event-end]` card for `today` (ISO date). */
export function markPastEvents(root: ParentNode = document, today = todayIso()): void {
  for (const card of root.querySelectorAll<HTMLElement>('[data-event-end]')) {
    const badge = card.querySelector<HTMLElement>('[data-past-badge]');
    if (badge) badge.hidden = !hasEnded(card.dataset.eventEnd!, undefined, today);
  }
}
