import { describe, expect, it } from 'vitest';
import { revalidateCacheControl, securityHeaders, siteHeaders, siteHeadersFor } from './security-headers.ts';
import { speculationRulesMediaType, speculationRulesPath } from './speculation-rules.ts';

describe('site headers', () => {
  it('carry every security header unchanged', () => {
    expect(siteHeaders).toMatchObject(securityHeaders);
  });

  it('point browsers at the speculation rules file with a quoted URL (a structured-field string)', () => {
    expect(siteHeaders['Speculation-Rules']).toBe('"/speculation-rules.json"');
    expect(speculationRulesPath).toBe('/speculation-rules.json');
    expect(speculationRulesMediaType).toBe('application/speculationrules+json');
  });

  it('never keep pages out of the back/forward cache', () => {
    expect(revalidateCacheControl).toBe('no-cache');
    expect(Object.values(siteHeaders).join('\n')).not.toMatch(/no-store/);
  });
});

describe('site headers per stage', () => {
  it('let production be indexed: exactly the site headers, no X-Robots-Tag', () => {
    expect(siteHeadersFor({ indexable: true })).toEqual(siteHeaders);
    expect(Object.keys(siteHeadersFor({ indexable: true })).map((name) => name.toLowerCase())).not.toContain(
      'x-robots-tag',
    );
  });

  it('keep every other stage out of search results with X-Robots-Tag: noindex, on top of the site headers', () => {
    expect(siteHeadersFor({ indexable: false })).toEqual({ ...siteHeaders, 'X-Robots-Tag': 'noindex' });
  });
});
