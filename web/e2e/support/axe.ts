import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG rules every page is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Scans the page (or the part matching `include`) with axe and fails on any violation. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  let builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  expect(violations).toEqual([]);
}
