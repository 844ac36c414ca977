import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG rules every page is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Scans the page (or the part matching `include`) with axe and fails on any violation.
 * Legacy mode runs the whole scan inside the page: the default opens a second, blank
 * page and injects axe's 0.5 MB again to merge the frames' results, which doubles a
 * scan's cost (≈2.6 s against 1.3 s per page here) for frames the site does not have.
 * Should a page ever embed a cross-origin frame, drop legacy mode: it cannot scan one.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  let builder = new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  expect(violations).toEqual([]);
}
