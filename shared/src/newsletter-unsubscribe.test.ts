import { describe, expect, it } from 'vitest';
import { routedPagePaths } from './pages.ts';
import {
  isWellFormedUnsubscribeToken,
  unsubscribePages,
  unsubscribeTokenPattern,
  unsubscribeUrl,
} from './newsletter-unsubscribe.ts';

describe('the unsubscribe link', () => {
  it('is the site origin, the API path and the token, whatever the trailing slash', () => {
    const token = 'a'.repeat(43);
    expect(unsubscribeUrl('https://www.example.com', token)).toBe(
      `https://www.example.com/api/newsletter/unsubscribe?token=${token}`,
    );
    expect(unsubscribeUrl('https://www.example.com/', token)).toBe(unsubscribeUrl('https://www.example.com', token));
  });

  it('takes only 43 base64url characters as a token', () => {
    expect(isWellFormedUnsubscribeToken('A-_'.repeat(14) + 'z')).toBe(true);
    for (const bad of ['', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}/`, undefined, 42]) {
      expect(isWellFormedUnsubscribeToken(bad)).toBe(false);
    }
    expect(unsubscribeTokenPattern.test('a'.repeat(43))).toBe(true);
  });
});

describe('its pages', () => {
  it('route "You have left the newsletter" as a page, never the two the function serves', () => {
    const routed = routedPagePaths();
    expect(routed).toContain(unsubscribePages.unsubscribed.path);
    expect(routed).not.toContain(unsubscribePages.confirm.renderAs);
    expect(routed).not.toContain(unsubscribePages.linkNotValid.renderAs);
  });
});
