import { expect, test } from '@playwright/test';
import { brand, pages } from '@ferrum/shared';
import { openPage, watchConsole } from './support/console.ts';

test('an unknown path shows the not-found page, logs the path and links home', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  const problems = watchConsole(page);
  const response = await openPage(page, '/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
  expect(logs.some((line) => line.includes('/no/such/page'))).toBe(true);
  expect(problems).toEqual([]);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Secure Your Industrial Infrastructure' })).toBeVisible();
});

test('an unknown industry gets the not-found page cleanly, without console errors', async ({ page }) => {
  const problems = watchConsole(page);
  const response = await openPage(page, '/industries/atlantis');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('each page has its own title, description and canonical URL, also after following a link', async ({ page }) => {
  await openPage(page, '/');
  await expect(page).toHaveTitle(`${pages.home.title} | ${brand.company}`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(pages.about.path);
  await expect(page).toHaveTitle(`${pages.about.title} | ${brand.company}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${brand.siteUrl}${pages.about.path}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', pages.about.description);
});

test('a route change scrolls back to the top', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(pages.privacy.path);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the footer shows the address, phone, e-mail, four social links and the current year', async ({ page }) => {
  await openPage(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(brand.address.street, { exact: false })).toBeVisible();
  await expect(footer.getByRole('link', { name: brand.phone })).toHaveAttribute('href', 'tel:+12125550147');
  await expect(footer.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`);
  for (const social of brand.socialLinks) {
    await expect(footer.getByRole('link', { name: `${brand.company} on ${social.name}` })).toHaveAttribute(
      'href',
      social.href,
    );
  }
  await expect(footer.getByText(`© ${new Date().getFullYear()} ${brand.company}`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'More Industries →' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
});
