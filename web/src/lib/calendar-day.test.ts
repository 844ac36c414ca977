import { describe, expect, it } from 'vitest';
import { todayIso } from './calendar-day.ts';

describe('the calendar day', () => {
  it("gives the visitor's local calendar date", () => {
    expect(todayIso(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21');
  });
});
