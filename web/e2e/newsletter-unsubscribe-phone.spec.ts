/**
 * Leaving the newsletter on a phone (Playwright project `phone`, slow 4G and a
 * slower CPU as in phone.spec.ts): the button is tapped the moment the page
 * shows, and the tap is never lost (it is a native form, no island).
 */
import { expect, test } from '@playwright/test';
import { unsubscribePages } from '@ferrum/shared';
import { openPage } from './support/console.ts';
import { throttleLikeAPhone } from './support/phone-throttling.ts';
import { subscribedWithLink } from './support/newsletter.ts';
import { getStoredItem } from './support/store.ts';

test.describe.configure({ timeout: 60_000 });

test.beforeEach(({ page }) => throttleLikeAPhone(page));

test('Unsubscribe tapped at first paint removes the address', async ({ page, request }) => {
  const { email, link } = await subscribedWithLink(request, 'phone');
  await openPage(page, link);

  const button = page.getByRole('button', { name: 'Unsubscribe' });
  const box = await button.boundingBox();
  // A comfortable touch target (WCAG 2.5.8 asks for 24 px; the site's buttons are 44).
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await button.tap();

  await expect(page).toHaveURL(unsubscribePages.unsubscribed.path);
  await expect(page.getByRole('heading', { level: 1, name: 'You have left the newsletter' })).toBeVisible();
  expect(await getStoredItem('newsletter', { email })).toBeUndefined();
});
