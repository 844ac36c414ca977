import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPage } from './support/console.ts';

// Every route is scanned in prerendered-pages.spec.ts; the chat panel in chat.spec.ts and the
// application dialog in forms.spec.ts. These are the states a page load alone does not show.

test('the desktop menu with a dropdown and a nested flyout open has no WCAG A/AA violations', async ({ page }) => {
  await openPage(page, '/');
  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.getByRole('button', { name: 'Products' }).click();
  await nav.getByRole('button', { name: 'Show Software products' }).click();
  await expect(nav.getByRole('link', { name: 'Cyber Digital Twin' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the mobile menu overlay, open with a section expanded, has no WCAG A/AA violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // Each section is a native <details>; its summary is what a visitor taps.
  await menu.getByText('Industries', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Water' })).toBeVisible();
  await expectNoAxeViolations(page);
});
