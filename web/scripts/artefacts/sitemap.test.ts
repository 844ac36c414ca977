import { describe, expect, it } from 'vitest';
import { allFormResultPaths, allPages, brand } from '@ferrum/shared';
import { sitemapXml } from './sitemap.ts';

describe('sitemap', () => {
  const sitemap = new DOMParser().parseFromString(sitemapXml(allPages()), 'application/xml');
  const locations = [...sitemap.querySelectorAll('urlset > url > loc')].map((loc) => loc.textContent);

  it('is well-formed XML in the sitemaps.org namespace', () => {
    expect(sitemap.querySelector('parsererror')).toBeNull();
    expect(sitemap.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  });

  it('lists every page of the page table once, at its production URL, and no form result page', () => {
    expect(locations).toEqual(
      allPages().map((page) => (page.path === '/' ? `${brand.siteUrl}/` : `${brand.siteUrl}${page.path}`)),
    );
    expect(new Set(locations).size).toBe(locations.length);
    for (const path of allFormResultPaths()) expect(locations).not.toContain(`${brand.siteUrl}${path}`);
  });
});
