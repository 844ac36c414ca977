/**
 * Leaving the newsletter through the personal link, in a desktop browser: the
 * link opens a confirmation page (a scanner's GET unsubscribes no one), the
 * button removes the address and lands on "You have left the newsletter", a used
 * or unknown link gets the "not valid" page, and a mail client's one-click POST
 * works without a browser.
 */
import { expect, test } from '@playwright/test';
import { apiRoutes, oneClickUnsubscribeBody, pages, unsubscribePages } from '@ferrum/shared';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPage, watchConsole } from './support/console.ts';
import { subscribedWithLink } from './support/newsletter.ts';
import { getStoredItem } from './support/store.ts';

test.describe.configure({ timeout: 60_000 });

test('the link asks first: opening it (or a scanner fetching it) unsubscribes no one', async ({ page, request }) => {
  const { email, link } = await subscribedWithLink(request, 'asks-first');
  const problems = watchConsole(page);

  // What a mail provider's link scanner does before the reader clicks.
  expect((await request.get(link)).status()).toBe(200);
  const response = await openPage(page, link);

  expect(response?.status()).toBe(200);
  expect(response?.headers()).toMatchObject({
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Leave the newsletter?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);
  expect(await getStoredItem('newsletter', { email })).toBeDefined();
  expect(problems).toEqual([]);
});

test('Unsubscribe removes the address and lands on "You have left the newsletter"; the link is then used up', async ({
  page,
  request,
}) => {
  const { email, link } = await subscribedWithLink(request, 'leaves');
  await openPage(page, link);

  await page.getByRole('button', { name: 'Unsubscribe' }).click();

  await expect(page).toHaveURL(unsubscribePages.unsubscribed.path);
  await expect(page.getByRole('heading', { level: 1, name: 'You have left the newsletter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute(
    'href',
    `${pages.blog.path}#blog-newsletter-heading`,
  );
  expect(await getStoredItem('newsletter', { email })).toBeUndefined();

  const again = await openPage(page, link);
  expect(again?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeVisible();

  // Subscribing again later is a new subscription.
  expect((await request.post(apiRoutes.newsletter.path, { data: { email } })).status()).toBe(201);
});

test('an unknown or malformed link gets a clear 404 page that says how to reach us', async ({ page }) => {
  for (const query of ['?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '?token=%3Cb%3Ehi', '']) {
    const response = await openPage(page, `${apiRoutes.unsubscribe.path}${query}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', pages.contact.path);
  }
  await expectNoAxeViolations(page);
});

test("a mail client's one-click request (RFC 8058) unsubscribes without a browser: 200, no Origin", async ({
  request,
}) => {
  const { email, link } = await subscribedWithLink(request, 'one-click');

  const response = await request.post(link, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: oneClickUnsubscribeBody,
  });

  expect(response.status()).toBe(200);
  expect(await getStoredItem('newsletter', { email })).toBeUndefined();
});
