import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from '@playwright/test';
import { industryPath, pages } from '@ferrum/shared';
import { industries, mentionsDigitalTwin } from '@ferrum/shared/content/industries';
import { industryPageCopy } from '../src/content/industry-page.ts';
import { openPage } from './support/console.ts';

for (const industry of industries) {
  test(`${industry.name}: hero, breadcrumbs, 3 stats, 3 challenges and 2 solutions with the right Learn More targets`, async ({
    page,
  }) => {
    await openPage(page, industryPath(industry.slug));
    await expect(page.getByRole('heading', { level: 1, name: industry.hero.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request Demo' })).toHaveAttribute(
      'href',
      industryPageCopy.primaryButton(industry.hero.subtitle).href,
    );
    await expect(page.getByRole('link', { name: 'Learn More', exact: true })).toHaveAttribute('href', '#challenges');

    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumbs.getByRole('link', { name: 'Industries' })).toHaveAttribute('href', '/#industries');
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(industry.name);

    const stats = page.getByRole('region', { name: 'Key figures' });
    await expect(stats.getByRole('definition')).toHaveCount(3);
    for (const stat of industry.stats) {
      await expect(stats.getByText(stat.label)).toBeVisible();
    }

    const challenges = page.locator('#challenges');
    await expect(challenges.getByRole('heading', { level: 3 })).toHaveText(industry.challenges.map((c) => c.title));

    const solutions = page.getByRole('region', { name: 'Our Solutions' });
    await expect(solutions.getByRole('heading', { level: 3 })).toHaveText(industry.solutions.map((s) => s.title));
    for (const solution of industry.solutions) {
      const target = mentionsDigitalTwin(solution.title) ? pages.digitalTwin.path : pages.dataDiode.path;
      // The link reads "Learn More", with the solution's title for screen readers.
      const card = solutions.getByRole('article').filter({ has: page.getByRole('heading', { name: solution.title }) });
      await expect(card.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', target);
    }

    await expect(page.getByRole('region', { name: /How It Works/ })).toHaveCount(industry.howItWorks ? 1 : 0);
    await expect(page.getByRole('link', { name: 'Contact Us' }).last()).toHaveAttribute('href', pages.contact.path);
  });
}

test('Water has its How It Works section with four steps', async ({ page }) => {
  await openPage(page, industryPath('water'));
  const section = page.getByRole('region', { name: 'How It Works for Water Utilities' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Discover', 'Isolate', 'Simulate', 'Monitor']);
});

test('Learn More jumps to the challenges, and a solution leads to its product page', async ({ page }) => {
  await openPage(page, industryPath('manufacturing'));
  await page.getByRole('link', { name: 'Learn More', exact: true }).click();
  await expect(page).toHaveURL(/#challenges$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Key Challenges' })).toBeInViewport();
  await page.getByRole('link', { name: /^Learn More.*Digital Twin for Smart Factories/ }).click();
  await expect(page).toHaveURL(pages.digitalTwin.path);
});

test('an unknown industry shows the not-found page', async ({ page }) => {
  await openPage(page, '/industries/atlantis');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

for (const slug of ['aerospace', 'water']) {
  test(`the ${slug} page has no axe violations`, async ({ page }) => {
    await openPage(page, industryPath(slug));
    await expectNoAxeViolations(page);
  });
}
