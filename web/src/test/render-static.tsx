import { renderToStaticMarkup } from 'react-dom/server';
import { onTestFinished } from 'vitest';

/**
 * Puts `ui` in the document the way the build ships a page: HTML from
 * renderToStaticMarkup, never hydrated (only islands run React in the browser).
 * React's client render would differ: it focuses `autoFocus` elements on mount
 * instead of writing the attribute, and would attach handlers the page never has.
 * The markup is removed when the test finishes.
 */
export function renderStatic(ui: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(ui);
  document.body.append(container);
  onTestFinished(() => container.remove());
  return container;
}

/**
 * jsdom cannot load another document: a followed link only logs "not implemented".
 * Tests that click a page's links stop the page load after the page's own listeners ran.
 */
export function stayOnPage(): void {
  const stop = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) event.preventDefault();
  };
  document.addEventListener('click', stop);
  onTestFinished(() => document.removeEventListener('click', stop));
}
