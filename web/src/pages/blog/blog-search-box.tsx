import { Search } from 'lucide-react';
import { useId } from 'react';
import { pages, searchQueryParameter } from '@ferrum/shared';
import { blogListCopy } from '../../content/blog-page.ts';

export interface BlogSearchBoxProps {
  /** Set on the blog list, where the box filters as the visitor types; without it the box opens the list at `/blog?q=`. */
  onQueryChange?: (query: string) => void;
  /** What the box holds, and how many posts it matches (announced politely as it changes). */
  result?: { query: string; count: number };
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * The sidebar search (docs/product.md#blog-list). A form that opens `/blog?q=…`,
 * so a search has an address; on the list itself it filters as the visitor types
 * and the address follows.
 */
export function BlogSearchBox({ onQueryChange, result, inputRef }: BlogSearchBoxProps) {
  const inputId = useId();
  const { sidebar } = blogListCopy;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">{sidebar.searchTitle}</h2>
      <form
        role="search"
        action={pages.blog.path}
        method="get"
        className="mt-4"
        onSubmit={
          onQueryChange &&
          ((event) => {
            event.preventDefault();
            onQueryChange(new FormData(event.currentTarget).get(searchQueryParameter)?.toString() ?? '');
          })
        }
      >
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
            name={searchQueryParameter}
            type="search"
            // Uncontrolled: words typed before the list hydrated stay in the box (the list reads them on mount).
            onChange={onQueryChange && ((event) => onQueryChange(event.target.value))}
            placeholder={sidebar.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
          />
        </div>
      </form>
      {result && (
        <p role="status" className="mt-3 text-sm text-slate-600">
          {blogListCopy.resultCount(result.count, result.query)}
        </p>
      )}
    </div>
  );
}
