/**
 * Articles that read well on a 390 × 844 phone (issue 32): the first paragraph in the
 * first screen (a compact hero, no cover, the contents folded), and a wide table that
 * shows it scrolls and keeps a readable height.
 */
import { expect, test } from '@playwright/test';
import { blogPostPath } from '@ferrum/shared';
import { blogPosts } from '@ferrum/shared/content/blog';
import { openPage } from './support/console.ts';
import { controlsTable, expectFirstParagraphInFirstScreen } from './support/articles.ts';

test.use({ viewport: { width: 390, height: 844 } });

for (const post of blogPosts) {
  test(`on a phone, “${post.title}” starts its text in the first screen`, async ({ page }) => {
    await openPage(page, blogPostPath(post.id));
    await expectFirstParagraphInFirstScreen(page);
  });
}

test('on a phone, a wide table says it scrolls sideways, keeps a readable height and never widens the page', async ({
  page,
}) => {
  await openPage(page, blogPostPath(4));
  const table = controlsTable(page);
  await table.scrollIntoViewIfNeeded();
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect.poll(() => table.evaluate((element) => getComputedStyle(element, '::before').maxHeight)).not.toBe('0px');
  expect(await table.evaluate((element) => getComputedStyle(element, '::before').content)).toContain('Scroll sideways');
  const { height } = (await table.boundingBox())!;
  expect(height, 'rows stay short when cells keep a readable width').toBeLessThan(1000);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
