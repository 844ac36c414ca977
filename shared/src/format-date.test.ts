import { describe, expect, it } from 'vitest';
import { formatDateRange, formatLongDate } from './format-date.ts';

describe('date formatting (US long format)', () => {
  it('formats a single date', () => {
    expect(formatLongDate('2025-05-20')).toBe('May 20, 2025');
  });

  it('formats a range within one month, across months and a single-day event', () => {
    expect(formatDateRange('2025-05-20', '2025-05-22')).toBe('May 20 – 22, 2025');
    expect(formatDateRange('2025-08-30', '2025-09-01')).toBe('August 30 – September 1, 2025');
    expect(formatDateRange('2025-07-15')).toBe('July 15, 2025');
    expect(formatDateRange('2025-12-30', '2026-01-02')).toBe('December 30, 2025 – January 2, 2026');
  });

  it('refuses a date that is not ISO', () => {
    expect(() => formatLongDate('20/05/2025')).toThrow(/ISO/);
  });
});
