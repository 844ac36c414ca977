import { blogListCopy } from '../../content/blog-page.ts';

/**
 * Load More Articles (docs/product.md#blog-list): shown disabled, reading "All articles loaded", once every
 * post is on screen.
 */
export function LoadMoreButton({ hasMore, onLoadMore }: { hasMore: boolean; onLoadMore: () => void }) {
  return (
    <div className="mt-12 flex justify-center">
      <button
        type="button"
        onClick={onLoadMore}
        disabled={!hasMore}
        className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-6 py-3 text-sm font-semibold text-slate-900 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 disabled:hover:bg-slate-100"
      >
        {hasMore ? blogListCopy.loadMore : blogListCopy.allLoaded}
      </button>
    </div>
  );
}
