/**
 * Events page copy, with the "Past event" badge and each event's link to the contact
 * form (docs/product.md#events). The events, their type labels and icons are in
 * `@ferrum/shared/content/events`.
 */
import { contactPath } from '@ferrum/shared/contact-link';
import type { CompanyEvent } from '@ferrum/shared/content/events';
import type { HeroCopy, SectionCopy } from '@ferrum/shared/content/types';
import { formatDateRange } from '@ferrum/shared/format-date';

/** A link on an event's card: its text, and the contact form opened about that event. */
interface EventLinkCopy {
  text: string;
  href: (event: CompanyEvent) => string;
}

export const eventsPageCopy = {
  hero: {
    title: 'Events',
    subtitle: 'Meet Us',
    description:
      'Meet our engineers at conferences, webinars and online sessions on industrial cybersecurity, or book time with us to talk about your own environment.',
    accent: 'blue',
    primaryButton: { text: 'Book a Meeting', href: contactPath({ subject: 'Meeting request' }) },
  },
  list: {
    title: 'Upcoming and Recent Events',
    intro: 'Where to find us, in person and online.',
  },
  /** Badge on events whose last day is before the visitor's date. */
  pastEventBadge: 'Past event',
  /** On an event that has not ended: a meeting there (docs/product.md#calls-to-action). */
  bookMeeting: {
    text: 'Book a Meeting',
    href: (event: CompanyEvent) =>
      contactPath({
        subject: `Meeting at ${event.title}`,
        message: `I would like to meet your team at ${event.title} (${event.location}, ${formatDateRange(event.date.start, event.date.end)}).`,
      }),
  },
  /** On an event that has ended, instead of Book a Meeting: news of its next edition. */
  nextEdition: {
    text: 'Hear about the next one',
    href: (event: CompanyEvent) => contactPath({ subject: `Next edition of ${event.title}` }),
  },
} as const satisfies {
  hero: HeroCopy;
  list: SectionCopy;
  pastEventBadge: string;
  bookMeeting: EventLinkCopy;
  nextEdition: EventLinkCopy;
};
