/**
 * What the small-screen menu dialog (components/layout/mobile-nav.tsx) needs
 * script for; opening, closing on Escape, inertness and the scroll lock are native.
 * This keeps Tab inside the dialog (browsers let it reach their own toolbar), tells
 * the menu button whether the menu is open, and closes the menu when the window
 * grows past the phone layout (where it is hidden) or a link in it is followed
 * (so a page restored from the back/forward cache shows it closed).
 */

/** Tailwind's `md`: from here on the desktop menu shows and the dialog must not linger. */
export const DESKTOP_QUERY = '(min-width: 768px)';

/** The dialog's controls in Tab order: a summary always, a link only when its section is open. */
function focusableIn(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('a[href], button, summary')].filter(
    (element) => element.tagName === 'SUMMARY' || !element.closest('details:not([open])'),
  );
}

/** Enhances `dialog`, opened by `button`; returns a function that removes it. */
export function enhanceMobileMenu(dialog: HTMLDialogElement, button: HTMLElement): () => void {
  const abort = new AbortController();
  const { signal } = abort;
  const sync = () => button.setAttribute('aria-expanded', String(dialog.open));

  dialog.addEventListener('toggle', sync, { signal });
  dialog.addEventListener('close', sync, { signal });
  dialog.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(dialog);
      const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
      if (dialog.ownerDocument.activeElement !== edge) return;
      event.preventDefault();
      (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
    },
    { signal },
  );
  dialog.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest('a')) dialog.close();
    },
    { signal },
  );
  const desktop = dialog.ownerDocument.defaultView?.matchMedia?.(DESKTOP_QUERY);
  desktop?.addEventListener(
    'change',
    (event) => {
      if (event.matches && dialog.open) dialog.close();
    },
    { signal },
  );
  sync();
  return () => abort.abort();
}
