import { expectNoAxeViolations } from './support/axe.ts';
/**
 * The three forms in the browser against the local stack: newsletter (blog and
 * academy sign-up), contact and job application. Each sends through the real
 * Lambda handlers, and the stored item is read back from the embedded store.
 */
import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/console.ts';
import { findStoredItems, getStoredItem } from './support/store.ts';

/** Apply Now's name carries the title (Chrome may put a space before the colon of the hidden part). */
const seniorEngineerApply = /^Apply Now\s*:\s*Senior OT Security Engineer$/;
test.describe.configure({ timeout: 60_000 });

const isoUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A per-test address, so parallel runs never collide. */
function uniqueEmail(name: string) {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function toast(page: Page, type: 'success' | 'error', title: string) {
  return page.locator(`[data-sonner-toast][data-type="${type}"]`, { hasText: title });
}

async function expectToast(page: Page, type: 'success' | 'error', title: string, description: string) {
  const notice = toast(page, type, title);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(description);
}

const unavailable = {
  status: 503,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Please try again in a moment.' } }),
};

test.describe('newsletter', () => {
  test('subscribes on /blog, stores the address once, and says "Already subscribed" for it in other case', async ({
    page,
  }) => {
    const email = uniqueEmail('ana');
    await openPage(page, '/blog');
    const box = page.getByRole('textbox', { name: 'Email address' });

    // Slow the first answer down a little so the "Subscribing..." state can be seen.
    await page.route('**/api/newsletter', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.fallback();
    });
    await box.fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(box).toBeDisabled();
    await expectToast(page, 'success', 'Successfully subscribed!', 'Thank you for subscribing to our newsletter.');
    await expect(box).toHaveValue('');
    await expect(box).toBeEnabled();

    const item = await getStoredItem('newsletter', { email });
    expect(item).toMatchObject({ email, source: 'blog' });
    expect(item?.subscribed_at).toMatch(isoUtc);

    await box.fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'error', 'Already subscribed', 'This email is already subscribed to our newsletter');
    await expect(box).toHaveValue(email.toUpperCase());
    expect(await findStoredItems('newsletter', 'email', email)).toHaveLength(1);
  });

  test('an address without an at-sign gets "Invalid email" and is not sent', async ({ page }) => {
    await openPage(page, '/blog');
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/newsletter')) requests += 1;
    });
    const box = page.getByRole('textbox', { name: 'Email address' });
    await box.fill('ana.example.com');
    await box.press('Enter');
    await expectToast(page, 'error', 'Invalid email', 'Please enter a valid email address');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeFocused();
    expect(requests).toBe(0);
  });

  test('subscribes on /resources/academy/signup with its own source', async ({ page }) => {
    const email = uniqueEmail('trial');
    await openPage(page, '/resources/academy/signup');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'success', 'Successfully subscribed!', 'Thank you for subscribing to our newsletter.');
    expect(await getStoredItem('newsletter', { email })).toMatchObject({ email, source: 'academy-signup' });
  });
});

test.describe('contact form', () => {
  const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

  async function fillContact(page: Page, email: string, company = '') {
    await field(page, 'First name').fill('Ada');
    await field(page, 'Last name').fill('Lovelace');
    await field(page, 'Email').fill(email);
    await field(page, 'Company (optional)').fill(company);
    await field(page, 'Subject').fill('Plant assessment');
    await field(page, 'Message').fill('We would like a quote for a site assessment.');
  }

  test('an empty submit shows the five messages, focuses First name, and passes axe', async ({ page }) => {
    await openPage(page, '/company/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Send Message' }) });
    await expect(form.getByRole('alert')).toHaveText([
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ]);
    await expect(field(page, 'First name')).toBeFocused();
    await expect(field(page, 'First name')).toHaveAccessibleDescription('First name must be at least 2 characters');

    await expectNoAxeViolations(page);

    // Re-validates on change: a valid first name clears its message at once.
    await field(page, 'First name').fill('Ada');
    await expect(form.getByRole('alert')).toHaveCount(4);
  });

  test('sends a message: success toast, form cleared, item stored with its snake_case attributes', async ({ page }) => {
    const email = uniqueEmail('ada');
    await openPage(page, '/company/contact');
    await fillContact(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(
      page,
      'success',
      'Form submitted successfully',
      "We've received your message and will contact you shortly.",
    );
    for (const name of ['First name', 'Last name', 'Email', 'Company (optional)', 'Subject', 'Message']) {
      await expect(field(page, name)).toHaveValue('');
    }

    const items = await findStoredItems('contact', 'email', email);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      company: null,
      subject: 'Plant assessment',
      message: 'We would like a quote for a site assessment.',
    });
    expect(items[0]?.submitted_at).toMatch(isoUtc);
  });

  test('when the API is unavailable: destructive toast and everything typed stays', async ({ page }) => {
    const email = uniqueEmail('retry');
    await page.route('**/api/contact', (route) => route.fulfill(unavailable));
    await openPage(page, '/company/contact');
    await fillContact(page, email, 'Analytical Engines');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'error', 'Something went wrong', 'Your message was not sent. Please try again.');
    await expect(field(page, 'First name')).toHaveValue('Ada');
    await expect(field(page, 'Last name')).toHaveValue('Lovelace');
    await expect(field(page, 'Email')).toHaveValue(email);
    await expect(field(page, 'Company (optional)')).toHaveValue('Analytical Engines');
    await expect(field(page, 'Subject')).toHaveValue('Plant assessment');
    await expect(field(page, 'Message')).toHaveValue('We would like a quote for a site assessment.');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    // Once the API is back, the same message goes through, stored once.
    await page.unroute('**/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(
      page,
      'success',
      'Form submitted successfully',
      "We've received your message and will contact you shortly.",
    );
    expect(await findStoredItems('contact', 'email', email)).toHaveLength(1);
  });
});

test.describe('job application', () => {
  const applyNow = (page: Page) => page.getByRole('button', { name: seniorEngineerApply });
  const field = (page: Page, name: string) => page.getByRole('dialog').getByRole('textbox', { name, exact: true });

  async function fillApplication(page: Page, email: string) {
    await field(page, 'Full name').fill('Grace Hopper');
    await field(page, 'Email').fill(email);
    await field(page, 'Phone').fill('+1 (212) 555-0147');
    await field(page, 'Cover letter').fill('I have built compilers and would like to protect power plants.');
  }

  test('Apply Now opens "Apply for {title}"; the dialog passes axe; Cancel closes it', async ({ page }) => {
    await openPage(page, '/company/careers');
    await applyNow(page).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Apply for Senior OT Security Engineer');
    await expect(dialog).toHaveAccessibleDescription('Engineering · New York (in office) · Full-time');
    await expect(field(page, 'Full name')).toBeFocused();

    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByRole('alert')).toHaveText([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Cover letter is required',
    ]);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(applyNow(page)).toBeFocused();
    await applyNow(page).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('submits: toast, dialog closed, item stored with job_id', async ({ page }) => {
    const email = uniqueEmail('grace');
    await openPage(page, '/company/careers');
    await applyNow(page).click();
    await fillApplication(page, email);
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(page, 'success', 'Application Submitted', "Thank you for applying! We'll be in touch soon.");
    await expect(page.getByRole('dialog')).toBeHidden();

    const items = await findStoredItems('jobApplications', 'email', email);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      job_id: 'senior-ot-security-engineer',
      full_name: 'Grace Hopper',
      email,
      phone: '+1 (212) 555-0147',
      linkedin_url: null,
      cover_letter: 'I have built compilers and would like to protect power plants.',
    });
    expect(items[0]?.submitted_at).toMatch(isoUtc);

    await applyNow(page).click();
    await expect(field(page, 'Full name')).toHaveValue('');
  });

  test('when the API is unavailable: destructive toast, the dialog stays open with the typed data', async ({
    page,
  }) => {
    const email = uniqueEmail('hopper');
    await page.route('**/api/job-applications', (route) => route.fulfill(unavailable));
    await openPage(page, '/company/careers');
    await applyNow(page).click();
    await fillApplication(page, email);
    await field(page, 'LinkedIn profile (optional)').fill('linkedin.com/in/grace');
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(
      page,
      'error',
      'Submission Failed',
      'There was an error submitting your application. Please try again.',
    );
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toContainText('Submission Failed');
    await expect(field(page, 'Full name')).toHaveValue('Grace Hopper');
    await expect(field(page, 'Email')).toHaveValue(email);
    await expect(field(page, 'Phone')).toHaveValue('+1 (212) 555-0147');
    await expect(field(page, 'LinkedIn profile (optional)')).toHaveValue('linkedin.com/in/grace');
    await expect(field(page, 'Cover letter')).toHaveValue(
      'I have built compilers and would like to protect power plants.',
    );
    expect(await findStoredItems('jobApplications', 'email', email)).toHaveLength(0);
  });
});

test('the forms fit a 375px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/company/contact', '/blog', '/resources/academy/signup']) {
    await openPage(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await openPage(page, '/company/careers');
  await page.getByRole('button', { name: seniorEngineerApply }).click();
  const box = await page.getByRole('dialog').boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
});
