import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps keyboard users in place across a submit: the browser drops focus to
 * the page when the focused button is disabled for the "Sending..." state, so
 * once sending ends the element that had focus gets it back (unless focus has
 * moved somewhere meaningful meanwhile, e.g. to an invalid field).
 * @returns a function to call when the form is submitted
 */
export function useReturnFocus(pending: boolean): () => void {
  const target = useRef<HTMLElement | null>(null);
  const wasPending = useRef(false);
  useEffect(() => {
    if (pending) {
      wasPending.current = true;
      return;
    }
    if (!wasPending.current) return;
    wasPending.current = false;
    const element = target.current;
    target.current = null;
    const active = document.activeElement;
    if (element?.isConnected && (active === null || active === document.body)) element.focus();
  }, [pending]);
  return useCallback(() => {
    target.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
}
