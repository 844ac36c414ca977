import { describe, expect, it } from 'vitest';
import { brand } from '@ferrum/shared';
import { robotsTxt } from './robots-txt.ts';

describe('robots.txt', () => {
  it('lets every crawler fetch every path (noindex stages are told so by a header a crawler must fetch to read)', () => {
    expect(robotsTxt()).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robotsTxt()).not.toMatch(/Disallow/);
  });

  it('points at the sitemap on the production origin', () => {
    expect(robotsTxt()).toContain(`Sitemap: ${brand.siteUrl}/sitemap.xml\n`);
  });
});
