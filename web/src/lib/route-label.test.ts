import { describe, expect, it } from 'vitest';
import { ROUTE_LABEL_MAX_LENGTH, routeLabel, UNKNOWN_ROUTE_LABEL } from './route-label.ts';

describe('routeLabel: what a not-found tag or category page names', () => {
  it('names a slug-shaped segment as words', () => {
    expect(routeLabel('/blog/tag/no-such-tag')).toBe('no such tag');
    expect(routeLabel('/blog/tag/industry-5.0')).toBe('industry 5.0');
    expect(routeLabel('/blog/category/Grid2/')).toBe('Grid2');
  });

  it('never prints a sentence someone wrote into the address', () => {
    const phishing = '/blog/tag/Your%20account%20is%20locked.%20Call%20%2B1%20900%20555%200199%20to%20restore%20access';
    expect(routeLabel(phishing)).toBe(UNKNOWN_ROUTE_LABEL);
    expect(routeLabel('/blog/tag/call+1-900-555-0199')).toBe(UNKNOWN_ROUTE_LABEL);
    expect(routeLabel('/blog/tag/%3Cb%3Ehi%3C%2Fb%3E')).toBe(UNKNOWN_ROUTE_LABEL);
    expect(routeLabel('/blog/tag/--')).toBe(UNKNOWN_ROUTE_LABEL);
  });

  it(`names at most ${ROUTE_LABEL_MAX_LENGTH} characters`, () => {
    const longest = 'a'.repeat(ROUTE_LABEL_MAX_LENGTH);
    expect(routeLabel(`/blog/tag/${longest}`)).toBe(longest);
    expect(routeLabel(`/blog/tag/${longest}b`)).toBe(UNKNOWN_ROUTE_LABEL);
    expect(routeLabel('/blog/tag/your-account-is-locked-call-now-please')).toBe(UNKNOWN_ROUTE_LABEL);
  });
});
