import { describe, expect, it } from 'vitest';
import { canHydrate } from './hydrate-or-render.ts';

describe('canHydrate', () => {
  it('hydrates the page the HTML was rendered for, with or without a trailing slash', () => {
    expect(canHydrate('/company/about', '/company/about', false)).toBe(true);
    expect(canHydrate('/company/about', '/company/about/', false)).toBe(true);
  });

  it('hydrates the not-found HTML where the client also renders the not-found page', () => {
    expect(canHydrate('/404', '/no/such/page', true)).toBe(true);
  });

  it('renders afresh where the not-found HTML stands in for a page the client renders differently', () => {
    expect(canHydrate('/404', '/blog/999', false)).toBe(false);
  });

  it('renders afresh without prerendered HTML (the dev server)', () => {
    expect(canHydrate('__PRERENDERED_PATH__', '/', false)).toBe(false);
    expect(canHydrate(undefined, '/', false)).toBe(false);
  });
});
