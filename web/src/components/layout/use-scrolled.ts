import { useSyncExternalStore } from 'react';

/** The header turns opaque once the page is scrolled MORE than this many pixels (SPEC.md §2). */
export const SCROLL_THRESHOLD_PX = 10;

function subscribe(onScroll: () => void) {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/**
 * Whether the window is scrolled past `threshold`. The server snapshot (and so the
 * hydration render) is always `false`; the browser value takes over after mount, and
 * the component re-renders only when the answer flips, not on every scroll event.
 */
export function useScrolled(threshold = SCROLL_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
