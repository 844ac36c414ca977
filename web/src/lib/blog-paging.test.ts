import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, visiblePage } from './blog-paging.ts';

describe('blog paging', () => {
  it('pages in steps of six', () => {
    expect(BLOG_PAGE_SIZE).toBe(6);
  });

  it('shows the first page and says whether more remain', () => {
    const items = Array.from({ length: 8 }, (_, index) => index);
    expect(visiblePage(items, 6)).toEqual({ shown: [0, 1, 2, 3, 4, 5], hasMore: true });
    expect(visiblePage(items, 12)).toEqual({ shown: items, hasMore: false });
    expect(visiblePage(items.slice(0, 6), 6)).toEqual({ shown: items.slice(0, 6), hasMore: false });
  });
});
