import { useCallback, useEffect, useRef } from 'react';

export interface SubmitFocus {
  /** Call when the form is submitted: remembers the focused element. */
  remember: () => void;
  /** Focuses something else once sending ends (e.g. the first field the API rejected). */
  focusAfterSubmit: (focus: () => void) => void;
}

/**
 * Keeps keyboard users in place across a submit. The browser drops focus to
 * the page when the focused button is disabled for the "Sending..." state, and
 * a disabled field cannot take focus; so focus is placed once sending ends:
 * where `focusAfterSubmit` asked, else back on the element that had it (unless
 * focus has moved somewhere meaningful meanwhile, e.g. to an invalid field).
 */
export function useReturnFocus(pending: boolean): SubmitFocus {
  const returnTo = useRef<HTMLElement | null>(null);
  const requested = useRef<(() => void) | null>(null);
  const wasPending = useRef(false);
  useEffect(() => {
    if (pending) {
      wasPending.current = true;
      return;
    }
    if (!wasPending.current) return;
    wasPending.current = false;
    const element = returnTo.current;
    const focus = requested.current;
    returnTo.current = null;
    requested.current = null;
    if (focus) {
      focus();
      return;
    }
    const active = document.activeElement;
    if (element?.isConnected && (active === null || active === document.body)) element.focus();
  }, [pending]);
  const remember = useCallback(() => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const focusAfterSubmit = useCallback((focus: () => void) => {
    requested.current = focus;
  }, []);
  return { remember, focusAfterSubmit };
}
