import { describe, expect, it } from 'vitest';
import { revalidateCacheControl, securityHeaders, siteHeaders } from './security-headers.ts';
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
