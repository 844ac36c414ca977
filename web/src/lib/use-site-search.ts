/**
 * The site search as React state: the results for what the box holds, looked up
 * after a short pause in typing (each lookup may fetch a chunk of the index).
 */
import { useEffect, useState } from 'react';
import { searchSite, type SearchOptions, type SiteSearchResults } from './site-search.ts';

/** How long typing must pause before a lookup: one per word, not one per key. */
export const typingPauseMs = 150;

export type SiteSearchState =
  | { status: 'idle' }
  /** A lookup is under way; the last results stay shown meanwhile. */
  | { status: 'searching'; query: string; previous?: SiteSearchResults }
  | { status: 'done'; query: string; results: SiteSearchResults }
  /** The index could not be loaded or read. */
  | { status: 'failed'; query: string };

/** The results to show for a state: the answer, or while a new lookup runs, the last one's. */
export function shownResults(search: SiteSearchState): SiteSearchResults | undefined {
  if (search.status === 'done') return search.results;
  return search.status === 'searching' ? search.previous : undefined;
}

type Answer = { query: string; results: SiteSearchResults } | { query: string; failed: true };

export function useSiteSearch(
  query: string,
  { articlesOnly = false, limit }: SearchOptions,
  search: typeof searchSite = searchSite,
): SiteSearchState {
  const wanted = query.trim();
  const [answer, setAnswer] = useState<Answer>();

  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      search(wanted, { articlesOnly, limit }).then(
        (results) => current && setAnswer({ query: wanted, results }),
        () => current && setAnswer({ query: wanted, failed: true }),
      );
    }, typingPauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted, articlesOnly, limit, search]);

  if (!wanted) return { status: 'idle' };
  if (answer?.query !== wanted) {
    const previous = answer && 'results' in answer ? answer.results : undefined;
    return { status: 'searching', query: wanted, ...(previous && { previous }) };
  }
  return 'results' in answer
    ? { status: 'done', query: wanted, results: answer.results }
    : { status: 'failed', query: wanted };
}
