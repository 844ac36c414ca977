/**
 * Articles that read well on a desktop (issue 32): the first paragraph in the first
 * screen at 1440 × 900, and a table wider than the text column breaking out of it.
 * The phone side is in articles-phone.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { blogPostPath } from '@ferrum/shared';
import { blogPosts } from '@ferrum/shared/content/blog';
import { openPage } from './support/console.ts';
import { controlsTable, expectFirstParagraphInFirstScreen } from './support/articles.ts';

test.use({ viewport: { width: 1440, height: 900 } });

for (const post of blogPosts) {
  test(`“${post.title}” starts its text in the first screen`, async ({ page }) => {
    await openPage(page, blogPostPath(post.id));
    await expectFirstParagraphInFirstScreen(page);
  });
}

test('a wide table breaks out of the text column, whole, with no hint to scroll', async ({ page }) => {
  await openPage(page, blogPostPath(4));
  const column = (await page.locator('.article-body').boundingBox())!;
  const table = controlsTable(page);
  const box = (await table.boundingBox())!;
  expect(box.width).toBeGreaterThan(column.width + 100);
  expect(box.x + box.width).toBeLessThanOrEqual(1440);
  expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await table.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('none');
});
