/**
 * Events page copy, with the "Past event" badge (docs/product.md#events). The
 * events, their type labels and icons are in `@ferrum/shared/content/events`.
 */
import { pages } from '@ferrum/shared';
import type { HeroCopy, LinkCopy, SectionCopy } from '@ferrum/shared/content/types';

export const eventsPageCopy = {
  hero: {
    title: 'Events',
    subtitle: 'Meet Us',
    description:
      'Meet our engineers at conferences, webinars and online sessions on industrial cybersecurity, or book time with us to talk about your own environment.',
    accent: 'blue',
    primaryButton: { text: 'Book a Meeting', href: pages.contact.path },
  },
  list: {
    title: 'Upcoming and Recent Events',
    intro: 'Where to find us, in person and online.',
  },
  /** Badge on events whose last day is before the visitor's date. */
  pastEventBadge: 'Past event',
  bookMeeting: { text: 'Book a Meeting', href: pages.contact.path },
} as const satisfies { hero: HeroCopy; list: SectionCopy; pastEventBadge: string; bookMeeting: LinkCopy };
