/** Load More Articles (docs/product.md#blog-list): the list grows in steps of this many posts. */
export const BLOG_PAGE_SIZE = 6;

/** The first `visibleCount` items and whether more remain to be loaded. */
export function visiblePage<T>(items: readonly T[], visibleCount: number): { shown: readonly T[]; hasMore: boolean } {
  return { shown: items.slice(0, visibleCount), hasMore: items.length > visibleCount };
}
