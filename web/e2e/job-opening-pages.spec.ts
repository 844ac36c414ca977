/**
 * Each job opening's own page, /company/careers/{slug} (docs/product.md#careers-and-job-openings):
 * reached from its card on the careers page, complete and accessible, and with the
 * same application form as the Apply Now dialog, which sends through the real Lambda
 * handler. An unknown slug is the site's not-found page with status 404.
 */
import { expect, test, type Page } from '@playwright/test';
import { jobOpeningPath, pages } from '@ferrum/shared';
import { jobOpenings, type JobOpening } from '@ferrum/shared/content/jobs';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPage, watchConsole } from './support/console.ts';
import { findStoredItems } from './support/store.ts';

const main = (page: Page) => page.locator('main');

/** A per-test address, so parallel runs never collide. */
function uniqueEmail(name: string) {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

test('every card on the careers page links to its opening’s page, and the link lands there', async ({ page }) => {
  await openPage(page, pages.careers.path);
  const openings = page.getByRole('region', { name: 'Current Openings' });
  for (const job of jobOpenings) {
    const card = openings.getByRole('article').filter({ has: page.getByRole('heading', { name: job.title }) });
    await expect(card.getByRole('link', { name: job.title })).toHaveAttribute('href', jobOpeningPath(job.id));
    // Apply Now and its dialog stay as they are beside the link.
    await expect(card.getByRole('button', { name: /^Apply Now/ })).toHaveAttribute('command', 'show-modal');
  }
  await openings.getByRole('link', { name: 'Digital Twin Developer' }).click();
  await expect(page).toHaveURL(jobOpeningPath('digital-twin-developer'));
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Twin Developer' })).toBeVisible();
});

for (const job of jobOpenings as readonly JobOpening[]) {
  test(`${job.title}: the page shows the role, its description and the form, and passes axe`, async ({ page }) => {
    const problems = watchConsole(page);
    await openPage(page, jobOpeningPath(job.id));
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(page.getByText(job.department, { exact: true })).toBeVisible();
    await expect(main(page).getByText(job.location, { exact: true })).toBeVisible();
    await expect(main(page).getByText(job.type, { exact: true })).toBeVisible();
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumbs.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', pages.careers.path);
    await expect(breadcrumbs.getByText(job.title)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: 'What You Will Do' }).getByRole('listitem')).toHaveCount(
      job.responsibilities.length,
    );
    await expect(page.getByRole('region', { name: 'What You Bring' }).getByRole('listitem')).toHaveCount(
      job.requirements.length,
    );
    await expect(page.getByRole('region', { name: 'What We Offer' }).getByText(job.offer[0]!)).toBeVisible();
    const apply = page.getByRole('region', { name: `Apply for ${job.title}` });
    await expect(apply.getByRole('button', { name: 'Submit Application' })).toBeVisible();
    // The page's own part: prerendered-pages.spec.ts scans every page whole, header and footer included.
    await expectNoAxeViolations(page, { include: 'main' });
    expect(problems).toEqual([]);
  });
}

test('applying from the page at first paint: success toast, a confirmation in the form’s place, stored with the opening', async ({
  page,
}) => {
  const email = uniqueEmail('ada-page');
  await openPage(page, jobOpeningPath('ics-security-consultant'));
  const apply = page.getByRole('region', { name: 'Apply for ICS Security Consultant' });
  const field = (name: string) => apply.getByRole('textbox', { name, exact: true });
  await field('Full name').fill('Ada Lovelace');
  await field('Email').fill(email);
  await field('Phone').fill('+1 (212) 555-0147');
  await field('LinkedIn profile (optional)').fill('linkedin.com/in/ada');
  await field('Cover letter').fill('I have assessed substations and water plants for ten years.');
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  const toast = page.locator('[data-sonner-toast][data-type="success"]', { hasText: 'Application Submitted' });
  await expect(toast).toContainText("Thank you for applying! We'll be in touch soon.");
  const confirmation = apply.getByRole('region', { name: 'Application sent' });
  await expect(confirmation.getByRole('heading', { name: 'Application sent' })).toBeFocused();
  await expect(confirmation).toContainText(
    `Your application for ICS Security Consultant is with our team; we will write to you at ${email}.`,
  );
  await expect(page).toHaveURL(jobOpeningPath('ics-security-consultant'));
  await confirmation.getByRole('button', { name: 'Send another application' }).click();
  await expect(field('Full name')).toBeFocused();
  await expect(field('Full name')).toHaveValue('');
  await expect(field('Cover letter')).toHaveValue('');

  const items = await findStoredItems('jobApplications', 'email', email);
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    job_id: 'ics-security-consultant',
    job_title: 'ICS Security Consultant',
    full_name: 'Ada Lovelace',
    linkedin_url: 'linkedin.com/in/ada',
  });
});

test('an unknown slug answers 404 with the not-found page, with or without a trailing slash', async ({
  page,
  request,
}) => {
  const response = await openPage(page, `${pages.careers.path}/chief-hacking-officer`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();

  const slashed = await request.get(`${pages.careers.path}/chief-hacking-officer/`);
  expect(slashed.status()).toBe(404);
  expect(await slashed.text()).toContain('Oops! Page not found');
  expect((await request.get(`${jobOpeningPath('account-executive')}/`)).status()).toBe(200);
});

test('the sitemap lists every opening’s page', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const job of jobOpenings) expect(sitemap).toContain(`${jobOpeningPath(job.id)}</loc>`);
});
