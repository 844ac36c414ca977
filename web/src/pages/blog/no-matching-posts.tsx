import { SearchX } from 'lucide-react';
import { blogListCopy } from '../../content/blog-page.ts';

/** The search's empty state: nothing matches the query. */
export function NoMatchingPosts({ query, onClear }: { query: string; onClear: () => void }) {
  const { noMatches } = blogListCopy;
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      <h3 className="mt-4 text-lg font-bold text-slate-900">{noMatches.title}</h3>
      <p className="mt-2 text-slate-600">{noMatches.message(query.trim())}</p>
      <button
        type="button"
        onClick={onClear}
        className="mt-6 inline-flex rounded-lg bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-600"
      >
        {noMatches.clearSearch}
      </button>
    </div>
  );
}
