import { useSyncExternalStore } from 'react';
import { todayIso } from '../../lib/format-date.ts';

// The date only matters when the page is opened; no need to watch midnight pass.
const subscribe = () => () => {};

/**
 * The visitor's calendar date (ISO), or null while hydrating. The server snapshot
 * is null, so the prerendered HTML and the first client render agree; the
 * browser's date takes over right after hydration.
 */
export function useToday(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => todayIso(),
    () => null,
  );
}
