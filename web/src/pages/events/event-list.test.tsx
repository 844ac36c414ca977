import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { CompanyEvent } from '@ferrum/shared/content/events';
import { events } from '@ferrum/shared/content/events';
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

const ui = (
  <MemoryRouter>
    <EventList events={events} />
  </MemoryRouter>
);

describe('past or upcoming', () => {
  it('is upcoming until the last day of the event has passed', () => {
    const conference = event('a', '2025-05-20', '2025-05-22');
    expect(isPastEvent(conference, '2025-05-19')).toBe(false);
    expect(isPastEvent(conference, '2025-05-22')).toBe(false);
    expect(isPastEvent(conference, '2025-05-23')).toBe(true);
    expect(isPastEvent(event('b', '2025-07-15'), '2025-07-16')).toBe(true);
  });

  it('is never past while the date is unknown (server render and hydration)', () => {
    expect(isPastEvent(event('a', '2000-01-01'), null)).toBe(false);
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
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the four events by start date with US long dates and ranges', () => {
    vi.setSystemTime(new Date(2025, 0, 1, 12));
    render(ui);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Seamless Middle East 2025',
      'Next-Gen ICS Security Webinar',
      'Next Generation IoT Expo',
      'Cybersecurity Best Practices for OT/ICS',
    ]);
    expect(screen.getByText('May 20 – 22, 2025')).toBeInTheDocument();
    expect(screen.getByText('July 15, 2025')).toBeInTheDocument();
    expect(screen.getByText('August 24 – 26, 2025')).toBeInTheDocument();
    expect(screen.getByText('September 5, 2025')).toBeInTheDocument();
    expect(screen.queryByText('Past event')).not.toBeInTheDocument();
  });

  it("marks the events that ended before the visitor's date", () => {
    vi.setSystemTime(new Date(2025, 7, 1, 12));
    render(ui);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).queryByText('Past event') !== null)).toEqual([true, true, false, false]);
  });

  it('marks every 2025 event past in 2026', () => {
    vi.setSystemTime(new Date(2026, 3, 1, 12));
    render(ui);
    expect(screen.getAllByText('Past event')).toHaveLength(4);
  });

  it('renders no badge on the server, so the prerendered HTML matches the first client render', () => {
    vi.setSystemTime(new Date(2026, 3, 1, 12));
    const html = renderToString(ui);
    expect(html).toContain('Seamless Middle East 2025');
    expect(html).not.toContain('Past event');
  });
});
