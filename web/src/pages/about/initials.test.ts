import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Nadia Karimi')).toBe('NK');
    expect(initials('Priya Raman')).toBe('PR');
  });

  it('skips middle names and extra spaces', () => {
    expect(initials('  Thomas   J. Brennan ')).toBe('TB');
  });

  it('uses one letter for a single name and upper-cases it', () => {
    expect(initials('cher')).toBe('C');
    expect(initials('')).toBe('');
  });
});
