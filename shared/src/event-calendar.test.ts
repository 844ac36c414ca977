import { describe, expect, it } from 'vitest';
import { eventSchedule, hasEnded, utcDay } from './event-calendar.ts';

const event = (id: string, start: string, end?: string) => ({ id, date: end ? { start, end } : { start } });

describe('the event calendar', () => {
  it('marks an event past only after its last day', () => {
    expect(hasEnded('2025-05-20', '2025-05-22', '2025-05-22')).toBe(false);
    expect(hasEnded('2025-05-20', '2025-05-22', '2025-05-23')).toBe(true);
    expect(hasEnded('2025-07-15', undefined, '2026-11-21')).toBe(true);
  });

  it('sorts events into past (latest first), ongoing and upcoming (soonest first)', () => {
    const events = [
      event('later', '2026-12-10'),
      event('long-ago', '2025-05-20', '2025-05-22'),
      event('now', '2026-11-24', '2026-11-26'),
      event('recent', '2026-11-01'),
      event('soon', '2026-12-01', '2026-12-02'),
    ];
    const schedule = eventSchedule(events, '2026-11-25');
    expect(schedule.past.map((item) => item.id)).toEqual(['recent', 'long-ago']);
    expect(schedule.ongoing.map((item) => item.id)).toEqual(['now']);
    expect(schedule.upcoming.map((item) => item.id)).toEqual(['soon', 'later']);
  });

  it('has nothing upcoming once every event is over', () => {
    const schedule = eventSchedule([event('a', '2025-07-15'), event('b', '2025-09-05')], '2026-11-25');
    expect(schedule.upcoming).toEqual([]);
    expect(schedule.ongoing).toEqual([]);
    expect(schedule.past.map((item) => item.id)).toEqual(['b', 'a']);
  });

  it("gives a server's calendar day in UTC", () => {
    expect(utcDay(new Date('2026-11-25T23:59:59-05:00'))).toBe('2026-11-26');
  });
});
