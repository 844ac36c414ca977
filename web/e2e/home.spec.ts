import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from '@playwright/test';
import { industryPath, pages } from '@ferrum/shared';
import { benefits } from '@ferrum/shared/content/company';
import { industries } from '@ferrum/shared/content/industries';
import { products } from '@ferrum/shared/content/products';
import { openPage } from './support/console.ts';

test('the home hero shows the headline with Explore Solutions and Contact Us', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Secure Your Industrial Infrastructure' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Explore Solutions' })).toHaveAttribute('href', pages.digitalTwin.path);
  await expect(main.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', pages.contact.path);
  await expect(page.locator('section img[src="/media/network-poster.webp"]')).toHaveAttribute('width', '1280');
});

test('Explore Solutions opens the digital twin page', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('main').getByRole('link', { name: 'Explore Solutions' }).click();
  await expect(page).toHaveURL(pages.digitalTwin.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Cyber Digital Twin' })).toBeVisible();
});

test('the product cards show three bullets each and link to their detail pages', async ({ page }) => {
  await openPage(page, '/');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(products.length);
  for (const product of products) {
    const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: product.name }) });
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await expect(card.getByRole('link', { name: `Learn More – ${product.name}` })).toHaveAttribute(
      'href',
      product.path,
    );
  }
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(products[0].path);
});

test('the home page shows the six benefits', async ({ page }) => {
  await openPage(page, '/');
  const section = page.getByRole('region', { name: 'Why Ferrum Shield' });
  await expect(section.getByRole('listitem')).toHaveCount(6);
  for (const benefit of benefits) {
    await expect(section.getByRole('heading', { level: 3, name: benefit.title })).toBeVisible();
  }
});

test('the ten industries link to their pages', async ({ page }) => {
  await openPage(page, '/');
  const grid = page.locator('#industries');
  await expect(grid.getByRole('listitem')).toHaveCount(10);
  for (const industry of industries) {
    await expect(grid.getByRole('link', { name: industry.name, exact: true })).toHaveAttribute(
      'href',
      industryPath(industry.slug),
    );
  }
  await grid.getByRole('link', { name: 'Water', exact: true }).click();
  await expect(page).toHaveURL(industryPath('water'));
});

test('the home page ends with a call to action to the contact page', async ({ page }) => {
  await openPage(page, '/');
  const cta = page.getByRole('region', { name: 'Ready to secure your operations?' });
  await expect(cta.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', pages.contact.path);
  await expect(cta.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', pages.contact.path);
});

test('the home page has no WCAG A/AA violations', async ({ page }) => {
  await openPage(page, '/');
  await expectNoAxeViolations(page);
});
