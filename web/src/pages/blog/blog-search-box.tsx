import { Search } from 'lucide-react';
import { useId } from 'react';
import { blogListCopy } from '../../content/blog-page.ts';

export interface BlogSearchBoxProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** How many posts the query matches, announced politely as it changes. */
  resultCount: number;
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * The sidebar search: filters the list as the visitor types (docs/product.md#blog-list). `query` is what the
 * box holds.
 */
export function BlogSearchBox({ query, onQueryChange, resultCount, inputRef }: BlogSearchBoxProps) {
  const inputId = useId();
  const { sidebar } = blogListCopy;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">{sidebar.searchTitle}</h2>
      {/* Filtering happens as the visitor types: no form, so nothing typed here is ever submitted into a URL. */}
      <div role="search" className="mt-4">
        <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-slate-700">
          {sidebar.searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            // Uncontrolled: words typed before the list hydrated stay in the box (the list reads them on mount).
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={sidebar.searchPlaceholder}
            autoComplete="off"
            className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
          />
        </div>
      </div>
      <p role="status" className="mt-3 text-sm text-slate-600">
        {blogListCopy.resultCount(resultCount, query)}
      </p>
    </div>
  );
}
