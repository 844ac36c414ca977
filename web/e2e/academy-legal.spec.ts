import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from '@playwright/test';
import { pages, retentionPeriods, retentionPeriodWords } from '@ferrum/shared';
import { openPage } from './support/console.ts';

test.describe('academy', () => {
  test('shows the stats strip, Learn by Doing, the four offerings and the 7-day free trial', async ({ page }) => {
    await openPage(page, pages.academy.path);
    const stats = page.getByRole('region', { name: /in numbers$/ });
    await expect(stats.getByRole('definition')).toHaveText(['100+', '20+', '5,000+', '5']);
    await expect(stats.getByRole('term')).toHaveText([
      'Active Challenges',
      'Realistic Labs',
      'Skill Badges',
      'Certification Paths',
    ]);
    await expect(page.getByRole('heading', { level: 2, name: 'Learn by Doing' })).toBeVisible();
    await expect(page.locator('#labs').getByRole('heading', { level: 3 })).toHaveText([
      'Capture the Flag',
      'Virtual Labs',
      'Pro Labs',
      'Custom Environments',
    ]);
    await expect(page.getByText('Get 7 days of free access to basic labs and challenges.')).toBeVisible();
  });

  test('Start Hacking jumps to the labs; the trial and account links go to sign-up, Contact Sales to contact', async ({
    page,
  }) => {
    await openPage(page, pages.academy.path);
    await page.getByRole('link', { name: 'Start Hacking' }).click();
    await expect(page).toHaveURL(/#labs$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Challenges and Labs' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      pages.academySignup.path,
    );
    await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', pages.contact.path);
    await page.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(pages.academySignup.path);
    await expect(page.getByRole('heading', { level: 2, name: 'Notify me when sign-up opens' })).toBeVisible();
    await expect(page.getByText('7 days of free access to basic labs and challenges')).toBeVisible();
  });

  for (const path of [pages.academy.path, pages.academySignup.path]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await openPage(page, path);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('legal', () => {
  test('the privacy policy states the retention the tables enforce, from the shared periods', async ({ page }) => {
    await openPage(page, pages.privacy.path);
    const retention = page.locator('main article').getByText('We keep personal information only as long as');
    await expect(retention).toContainText(
      `contact inquiries for ${retentionPeriodWords(retentionPeriods.contact)} after you send them`,
    );
    await expect(retention).toContainText(
      `job applications for ${retentionPeriodWords(retentionPeriods.jobApplications)} after you send them`,
    );
    await expect(retention).toContainText('newsletter subscriptions until you unsubscribe');
  });

  test('the privacy policy has 11 sections, the date and covers children under 16', async ({ page }) => {
    await openPage(page, pages.privacy.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated: November 24, 2026')).toBeVisible();
    await expect(page.locator('main article h2')).toHaveCount(11);
    await expect(
      page
        .locator('main article')
        .getByText(/under 16/)
        .first(),
    ).toBeVisible();
  });

  test('the terms have 13 sections: California law, courts in San Jose, 30 days’ notice', async ({ page }) => {
    await openPage(page, pages.terms.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Last updated: April 6, 2025')).toBeVisible();
    const article = page.locator('main article');
    await expect(article.locator('h2')).toHaveCount(13);
    await expect(article.getByText(/State of California/).first()).toBeVisible();
    await expect(article.getByText(/San Jose/).first()).toBeVisible();
    await expect(article.getByText(/30 days/).first()).toBeVisible();
  });

  test('the table of contents links to each section', async ({ page }) => {
    await openPage(page, pages.terms.path);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link')).toHaveCount(13);
    await contents.getByRole('link', { name: '10. Governing Law' }).click();
    await expect(page).toHaveURL(/#10-governing-law$/);
    await expect(page.getByRole('heading', { level: 2, name: '10. Governing Law' })).toBeInViewport();
  });

  for (const path of [pages.privacy.path, pages.terms.path]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await openPage(page, path);
      await expectNoAxeViolations(page);
    });
  }
});
