/**
 * Leaving the newsletter with JavaScript off (Playwright project `no-javascript`):
 * the confirmation page's form posts natively back to the link and lands, through
 * `303 See Other`, on "You have left the newsletter".
 */
import { expect, test } from '@playwright/test';
import { unsubscribePages } from '@ferrum/shared';
import { openPage } from './support/console.ts';
import { subscribedWithLink } from './support/newsletter.ts';
import { getStoredItem } from './support/store.ts';

test.describe.configure({ timeout: 60_000 });

test('the Unsubscribe button works as a plain form post', async ({ page, request }) => {
  const { email, link } = await subscribedWithLink(request, 'no-script');
  await openPage(page, link);
  await expect(page.getByRole('heading', { level: 1, name: 'Leave the newsletter?' })).toBeVisible();
  expect(await getStoredItem('newsletter', { email })).toBeDefined();

  const [post] = await Promise.all([
    page.waitForRequest((candidate) => candidate.method() === 'POST'),
    page.getByRole('button', { name: 'Unsubscribe' }).click(),
  ]);

  expect(post.url()).toContain(link);
  await expect(page).toHaveURL(unsubscribePages.unsubscribed.path);
  await expect(page.getByRole('heading', { level: 1, name: 'You have left the newsletter' })).toBeVisible();
  expect(await getStoredItem('newsletter', { email })).toBeUndefined();
});
