import { describe, expect, it } from 'vitest';
import { brand, pages, securityTxt } from '@ferrum/shared';
import { securityTxtContent, securityTxtExpires } from './security-txt.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The fields of a security.txt, by name (RFC 9116 §2.4: `Name: value` lines; `#` starts a comment). */
function fields(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([A-Za-z-]+): (\S.*)$/.exec(line);
    if (!match) throw new Error(`Not a field: ${line}`);
    const [, name = '', value = ''] = match;
    found.set(name.toLowerCase(), [...(found.get(name.toLowerCase()) ?? []), value]);
  }
  return found;
}

/** Fails unless `Expires` is one RFC 3339 UTC time after `now` and at most a year after it (RFC 9116 §2.5.5). */
function expectFreshExpiry(text: string, now: Date) {
  const expires = fields(text).get('expires') ?? [];
  expect(expires, 'exactly one Expires').toHaveLength(1);
  expect(expires[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  const at = Date.parse(expires[0]!);
  expect(at, 'expired').toBeGreaterThan(now.getTime());
  expect(at - now.getTime(), 'valid for more than a year').toBeLessThanOrEqual(securityTxt.maxValidityDays * dayMs);
}

describe('security.txt', () => {
  const now = new Date('2026-11-24T12:34:56.789Z');
  const text = securityTxtContent(now);

  it('names the security address, English, its canonical URL and the policy page, on the production origin', () => {
    const found = fields(text);
    expect(found.get('contact')).toEqual([`mailto:${brand.securityEmail}`]);
    expect(found.get('preferred-languages')).toEqual(['en']);
    expect(found.get('canonical')).toEqual(['https://www.ferrumshield.example/.well-known/security.txt']);
    expect(found.get('policy')).toEqual([`${brand.siteUrl}${pages.security.path}`]);
  });

  it('expires the configured number of days after the build, in UTC to the second', () => {
    expect(securityTxtExpires(now)).toBe('2027-05-23T12:34:56Z');
    expectFreshExpiry(text, now);
  });

  it('is never built expired or valid for more than a year', () => {
    expect(securityTxt.validityDays).toBeGreaterThan(0);
    expect(securityTxt.validityDays).toBeLessThanOrEqual(securityTxt.maxValidityDays);
    for (const at of [new Date('2024-02-29T00:00:00Z'), new Date('2030-12-31T23:59:59Z'), new Date()]) {
      expectFreshExpiry(securityTxtContent(at), at);
    }
  });

  it('is plain text lines ending in a newline, with no field RFC 9116 does not define', () => {
    expect(text.endsWith('\n')).toBe(true);
    expect([...fields(text).keys()].sort()).toEqual([
      'canonical',
      'contact',
      'expires',
      'policy',
      'preferred-languages',
    ]);
  });
});
