import { Search } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { searchPage, searchQueryParameter } from '@ferrum/shared';
import { searchCopy } from '../../content/search-page.ts';
import { keepSearchQueryInAddress, searchQueryInAddress } from '../../lib/search-query-url.ts';
import { shownResults, useSiteSearch } from '../../lib/use-site-search.ts';
import { SearchResults } from './search-results.tsx';

/** How many results a search lists: more than anyone reads, few enough to fetch at once. */
const listedResults = 20;

/** What the line under the box says, politely announced as it changes. */
function statusLine(search: ReturnType<typeof useSiteSearch>): string {
  switch (search.status) {
    case 'idle':
      return searchCopy.hint;
    case 'searching':
      return searchCopy.searching;
    case 'failed':
      return searchCopy.failed;
    case 'done': {
      const { total, hits } = search.results;
      const count = searchCopy.resultCount(total, search.query);
      return total > hits.length ? `${count} ${searchCopy.showingFirst(hits.length)}` : count;
    }
  }
}

/**
 * The /search page's box and results (an island). The box is a real form that
 * loads `/search?q=…`, so a search has an address; with script the results come
 * as the visitor types and the address follows. A search in the address (a shared
 * link, a reload) is run on mount; words typed before hydration are read too.
 */
export function SiteSearch() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const search = useSiteSearch(query, { limit: listedResults });

  const change = (value: string) => {
    setQuery(value);
    keepSearchQueryInAddress(value);
  };

  useLayoutEffect(() => {
    const start = input.current?.value.trim() || searchQueryInAddress();
    if (input.current) input.current.value = start;
    change(start);
  }, []);
  const hits = shownResults(search)?.hits;
  const noMatch = search.status === 'done' && search.results.total === 0;

  return (
    <div className="mx-auto max-w-3xl">
      <form
        role="search"
        action={searchPage.path}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          change(input.current?.value ?? '');
        }}
      >
        <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-slate-700">
          {searchCopy.label}
        </label>
        <div className="flex gap-2">
          <div className="relative grow">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              ref={input}
              id={inputId}
              name={searchQueryParameter}
              type="search"
              // Uncontrolled: words typed before the island hydrated stay in the box.
              onChange={(event) => change(event.target.value)}
              placeholder={searchCopy.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              className="w-full rounded-lg border border-slate-300 bg-white py-3 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
            />
          </div>
          <button
            type="submit"
            className="shrink-0 rounded-lg bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
          >
            {searchCopy.submit}
          </button>
        </div>
      </form>
      <p role="status" className="mt-4 text-sm text-slate-600">
        {statusLine(search)}
      </p>
      {noMatch && (
        <p className="mt-2 text-sm text-slate-600">
          {searchCopy.noResultsHelp}{' '}
          <a href={searchCopy.contactLink.href} className="font-medium text-brand-700 underline">
            {searchCopy.contactLink.text}
          </a>
        </p>
      )}
      {hits && hits.length > 0 && <SearchResults hits={hits} />}
    </div>
  );
}
