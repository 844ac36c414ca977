import { describe, expect, it } from 'vitest';
import { allPages, blogFeed, brand, pages } from '@ferrum/shared';
import { blogFeedLinkTags, isBlogPagePath } from './blog-feed-link.ts';
import { renderHeadTags } from './document-head.ts';

/** The feed links in a head, read as a browser reads them. */
function feedLinks(headHtml: string): HTMLLinkElement[] {
  const head = document.createElement('head');
  head.innerHTML = headHtml;
  return [...head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][type="application/rss+xml"]')];
}

const blogPages = allPages().filter((page) => isBlogPagePath(page.path));

describe('blog feed link', () => {
  it('finds the blog list, every post, category and tag page as blog pages', () => {
    expect(blogPages.map((page) => page.path)).toEqual(
      expect.arrayContaining([pages.blog.path, '/blog/1', '/blog/category/compliance', '/blog/tag/industry-4.0']),
    );
    expect(isBlogPagePath('/blogger')).toBe(false);
  });

  it.each(blogPages.map((page) => [page.path, page] as const))(
    'is in the head of %s, once, absolute on the production origin',
    (_path, page) => {
      const links = feedLinks(renderHeadTags(page, { indexable: true }));
      expect(links).toHaveLength(1);
      expect(links[0]?.getAttribute('href')).toBe(`${brand.siteUrl}${blogFeed.path}`);
      expect(links[0]?.title).toBe('Ferrum Shield Blog');
    },
  );

  it('is on no other page', () => {
    for (const page of allPages().filter((candidate) => !isBlogPagePath(candidate.path))) {
      expect(blogFeedLinkTags(page.path), page.path).toEqual([]);
      expect(feedLinks(renderHeadTags(page, { indexable: true })), page.path).toEqual([]);
    }
  });
});
