import { afterEach, describe, expect, it, vi } from 'vitest';
import { isInaccessible, screen, within } from '@testing-library/react';
import type { CompanyEvent } from '@ferrum/shared/content/events';
import { events } from '@ferrum/shared/content/events';
import { markPastEvents } from '../../enhancements/past-events.ts';
import { eventsPageCopy } from '../../content/events-page.ts';
import { renderStatic } from '../../test/render-static.tsx';
import { EventList } from './event-list.tsx';
import { isPastEvent, sortByStartDate } from './sort-events.ts';

const event = (id: string, start: string, end?: string): CompanyEvent => ({
  id,
  title: `Event ${id}`,
  type: 'conference',
  location: 'Virtual',
  date: end ? { start, end } : { start },
  description: 'About it.',
});

const titles = [
  'Seamless Middle East 2025',
  'Next-Gen ICS Security Webinar',
  'Next Generation IoT Expo',
  'Cybersecurity Best Practices for OT/ICS',
];

afterEach(() => {
  vi.useRealTimers();
});

/** The titles of the events a visitor sees marked "Past event". */
function pastEvents(): string[] {
  return screen
    .getAllByRole('article')
    .filter((card) => !isInaccessible(within(card).getByText('Past event')))
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent!);
}

describe('past or upcoming', () => {
  it('is upcoming until the last day of the event has passed', () => {
    const conference = event('a', '2025-05-20', '2025-05-22');
    expect(isPastEvent(conference, '2025-05-19')).toBe(false);
    expect(isPastEvent(conference, '2025-05-22')).toBe(false);
    expect(isPastEvent(conference, '2025-05-23')).toBe(true);
    expect(isPastEvent(event('b', '2025-07-15'), '2025-07-16')).toBe(true);
  });

  it('sorts by start date', () => {
    const sorted = sortByStartDate([
      event('late', '2025-09-05'),
      event('early', '2025-05-20'),
      event('mid', '2025-07-15'),
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['early', 'mid', 'late']);
  });
});

describe('event list', () => {
  it('shows the four events by start date with US long dates and ranges', () => {
    renderStatic(<EventList events={events} today="2025-01-01" />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(titles);
    expect(screen.getByText('May 20 – 22, 2025')).toBeInTheDocument();
    expect(screen.getByText('July 15, 2025')).toBeInTheDocument();
    expect(screen.getByText('August 24 – 26, 2025')).toBeInTheDocument();
    expect(screen.getByText('September 5, 2025')).toBeInTheDocument();
    expect(pastEvents()).toEqual([]);
  });

  it('marks the events that ended before the given day', () => {
    renderStatic(<EventList events={events} today="2025-08-01" />);
    expect(pastEvents()).toEqual(titles.slice(0, 2));
  });

  it('marks every 2025 event past in 2026', () => {
    renderStatic(<EventList events={events} today="2026-04-01" />);
    expect(pastEvents()).toEqual(titles);
  });

  it("marks the events past as of the build's day by default", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 7, 1, 12));
    renderStatic(<EventList events={events} />);
    expect(pastEvents()).toEqual(titles.slice(0, 2));
  });

  it('puts every badge in the HTML, hidden unless past, with the last day the script needs to correct it', () => {
    renderStatic(<EventList events={events} today="2025-01-01" />);
    const cards = screen.getAllByRole('article');
    for (const card of cards) expect(within(card).getByText('Past event')).toHaveAttribute('hidden');
    expect(cards.map((card) => card.dataset.eventEnd)).toEqual([
      '2025-05-22',
      '2025-07-15',
      '2025-08-26',
      '2025-09-05',
    ]);
  });
});

/** The titles of the events whose card offers `link` ("Book a Meeting: <title>") to a visitor. */
function eventsOffering(link: 'Book a Meeting' | 'Hear about the next one'): string[] {
  return screen
    .queryAllByRole('link', { name: new RegExp(`^${link}`) })
    .map((element) => element.textContent!.slice(`${link}: `.length));
}

describe('Book a Meeting, or once an event has ended, Hear about the next one', () => {
  it('offers a meeting at each event to come, opening the contact form about it', () => {
    renderStatic(<EventList events={events} today="2025-08-01" />);
    expect(eventsOffering('Book a Meeting')).toEqual(titles.slice(2));
    expect(eventsOffering('Hear about the next one')).toEqual(titles.slice(0, 2));
    const iot = events.find((item) => item.title === titles[2])!;
    expect(screen.getByRole('link', { name: `Book a Meeting: ${iot.title}` })).toHaveAttribute(
      'href',
      eventsPageCopy.bookMeeting.href(iot),
    );
    const seamless = events.find((item) => item.title === titles[0])!;
    expect(screen.getByRole('link', { name: `Hear about the next one: ${seamless.title}` })).toHaveAttribute(
      'href',
      eventsPageCopy.nextEdition.href(seamless),
    );
  });

  it('offers no meeting at an event that has ended on the build’s day', () => {
    renderStatic(<EventList events={events} today="2026-04-01" />);
    expect(eventsOffering('Book a Meeting')).toEqual([]);
    expect(eventsOffering('Hear about the next one')).toEqual(titles);
  });

  it("is corrected with the visitor's date, both ways", () => {
    const list = renderStatic(<EventList events={events} today="2025-01-01" />);
    markPastEvents(list, '2025-08-27');
    expect(eventsOffering('Book a Meeting')).toEqual(titles.slice(3));
    expect(eventsOffering('Hear about the next one')).toEqual(titles.slice(0, 3));
    markPastEvents(list, '2025-05-22');
    expect(eventsOffering('Book a Meeting')).toEqual(titles);
    expect(eventsOffering('Hear about the next one')).toEqual([]);
  });
});

describe("correcting the badges with the visitor's date", () => {
  it('shows the badges of the events that ended since the build', () => {
    const list = renderStatic(<EventList events={events} today="2025-01-01" />);
    markPastEvents(list, '2025-08-27');
    expect(pastEvents()).toEqual(titles.slice(0, 3));
  });

  it("hides the badges of events that have not ended on the visitor's day (a clock behind the build's)", () => {
    const list = renderStatic(<EventList events={events} today="2026-04-01" />);
    markPastEvents(list, '2025-07-15');
    expect(pastEvents()).toEqual(titles.slice(0, 1));
  });

  it("uses the visitor's calendar day by default", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 4, 23, 0, 30));
    renderStatic(<EventList events={events} today="2025-01-01" />);
    markPastEvents();
    expect(pastEvents()).toEqual(titles.slice(0, 1));
  });
});
