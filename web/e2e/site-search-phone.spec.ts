/**
 * The site search on a mid-range phone (project `phone`: slow 4G, a 4x slower CPU):
 * from the header's search icon, words typed at first paint are kept while the
 * island and then the index arrive, and the results come.
 */
import { expect, test } from '@playwright/test';
import { blogPostPath, pages } from '@ferrum/shared';
import { openPage } from './support/console.ts';
import { throttleLikeAPhone } from './support/phone-throttling.ts';

test.beforeEach(({ page }) => throttleLikeAPhone(page));

test.describe.configure({ timeout: 60_000 });

test('words typed into the site search at first paint find an article by its text', async ({ page }) => {
  await openPage(page, pages.about.path);
  await page.getByRole('banner').getByRole('link', { name: 'Search the site' }).tap();
  await page.waitForURL((url) => url.pathname === '/search', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search the site' });
  await search.tap();
  await search.pressSequentially('purdue');
  await expect(page.getByRole('main').getByRole('link', { name: /Converged OT\/IT Network/ })).toHaveAttribute(
    'href',
    blogPostPath(1),
    { timeout: 30_000 },
  );
  await expect(search).toHaveValue('purdue');
});
