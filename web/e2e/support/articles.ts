/** What the article-reading specs measure on a post page (issue 32, docs/product.md#blog-post). */
import { expect, type Page } from '@playwright/test';

/** Lines of the first paragraph that must be in the first screen, not just its top edge. */
const firstLines = 2;

/** Asserts the article's first paragraph starts, with its first lines, inside the first screen. */
export async function expectFirstParagraphInFirstScreen(page: Page) {
  const paragraph = page.locator('.article-body > p').first();
  const { top, lineHeight } = await paragraph.evaluate((element) => ({
    top: element.getBoundingClientRect().top + window.scrollY,
    lineHeight: parseFloat(getComputedStyle(element).lineHeight),
  }));
  const screenHeight = page.viewportSize()!.height;
  expect(top + firstLines * lineHeight, `first paragraph at ${Math.round(top)} px`).toBeLessThanOrEqual(screenHeight);
}

/** The compliance article's table of controls, a labelled region. */
export const controlsTable = (page: Page) => page.getByRole('region', { name: 'Mapping requirements to controls' });
