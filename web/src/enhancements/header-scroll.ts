/**
 * The header's opaque state where CSS scroll-driven animations are missing (Firefox
 * by default): styles.css animates `.header-backdrop` on the page's scroll timeline
 * and falls back to `[data-opaque]`, which this sets after more than 10 px of scroll.
 */

/**
 * The header turns opaque once the page is scrolled MORE than this many pixels
 * (docs/product.md#layout-menu-and-footer).
 */
export const SCROLL_THRESHOLD_PX = 10;

/** Keeps `header[data-opaque]` in step with the scroll position, unless CSS already does it. */
export function enhanceHeaderScroll(header: HTMLElement, win: Window = window): void {
  if (typeof CSS !== 'undefined' && CSS.supports('animation-timeline: scroll()')) return;
  const update = () => header.toggleAttribute('data-opaque', win.scrollY > SCROLL_THRESHOLD_PX);
  win.addEventListener('scroll', update, { passive: true });
  update();
}
