/**
 * A search lives in the address (`?q=`), so it can be shared and survives a
 * reload. The box writes it as the visitor types, replacing the entry: typing
 * is not a step the Back button should walk through.
 */
import { searchQueryParameter } from '@ferrum/shared';

/** The query the address carries, or '' for none. */
export function searchQueryInAddress(search: string = window.location.search): string {
  return new URLSearchParams(search).get(searchQueryParameter)?.trim() ?? '';
}

/** Puts `query` in the address (or takes it out when empty), keeping the rest of it. */
export function keepSearchQueryInAddress(query: string): void {
  const url = new URL(window.location.href);
  const trimmed = query.trim();
  if (trimmed) url.searchParams.set(searchQueryParameter, trimmed);
  else url.searchParams.delete(searchQueryParameter);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}
