import { expectNoAxeViolations } from './support/axe.ts';
/**
 * The three forms in the browser against the local stack: newsletter (blog and
 * academy sign-up), contact and job application. Each sends through the real
 * Lambda handlers, and the stored item is read back from the embedded store.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
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

/** True when the two boxes share any area. */
function overlap(a: { x: number; y: number; width: number; height: number } | null, b: typeof a): boolean {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Once the toast has slid into place, it covers none of `controls` (docs/product.md#layout-menu-and-footer). */
async function expectToastClearOf(notice: Locator, controls: Locator[]) {
  for (const control of controls) {
    await expect
      .poll(async () => overlap(await notice.boundingBox(), await control.boundingBox()), {
        message: `the toast covers ${String(control)}`,
      })
      .toBe(false);
  }
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

    // The first request waits until the "Subscribing..." state has been seen.
    let answer!: () => void;
    const seen = new Promise<void>((resolve) => (answer = resolve));
    await page.route(
      '**/api/newsletter',
      async (route) => {
        await seen;
        await route.fallback();
      },
      { times: 1 },
    );
    await box.fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(box).toBeDisabled();
    answer();
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

  test('sends a message: success toast clear of every control, a confirmation that stays, item stored with its snake_case attributes', async ({
    page,
  }) => {
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
    await expectToastClearOf(toast(page, 'success', 'Form submitted successfully'), [
      page.getByRole('banner'),
      page.getByRole('button', { name: 'Open chat' }),
    ]);
    const confirmation = page.getByRole('region', { name: 'Message sent' });
    await expect(confirmation.getByRole('heading', { level: 3, name: 'Message sent' })).toBeFocused();
    await expect(confirmation).toContainText(`We have your message “Plant assessment” and will answer at ${email}.`);
    await expect(confirmation).toContainText('Monday to Friday 9:00 AM to 6:00 PM EST');
    await expect(confirmation.getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+12125550147',
    );
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeHidden();

    // The toast goes; the confirmation stays until the visitor asks for the form again.
    await expect(toast(page, 'success', 'Form submitted successfully')).toBeHidden({ timeout: 15_000 });
    await expect(confirmation).toBeVisible();
    await expectNoAxeViolations(page);
    await confirmation.getByRole('button', { name: 'Send another message' }).click();
    await expect(confirmation).toBeHidden();
    await expect(field(page, 'First name')).toBeFocused();
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
    await expect(page.getByRole('region', { name: 'Message sent' })).toBeVisible();
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

  test('submits: toast, the dialog stays open on a confirmation until Close, item stored with job_id', async ({
    page,
  }) => {
    const email = uniqueEmail('grace');
    await openPage(page, '/company/careers');
    await applyNow(page).click();
    await fillApplication(page, email);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(page, 'success', 'Application Submitted', "Thank you for applying! We'll be in touch soon.");
    const confirmation = dialog.getByRole('region', { name: 'Application sent' });
    await expect(confirmation.getByRole('heading', { level: 3, name: 'Application sent' })).toBeFocused();
    await expect(confirmation).toContainText(
      `Your application for Senior OT Security Engineer is with our team; we will write to you at ${email}.`,
    );
    await expect(confirmation.getByRole('link', { name: 'contact@ferrumshield.example' })).toBeVisible();
    await expectToastClearOf(toast(page, 'success', 'Application Submitted'), [
      confirmation.getByRole('button', { name: 'Send another application' }),
      confirmation.getByRole('button', { name: 'Close' }),
    ]);
    await expect(toast(page, 'success', 'Application Submitted')).toBeHidden({ timeout: 15_000 });
    await expect(confirmation).toBeVisible();
    await expectNoAxeViolations(page);
    await confirmation.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(applyNow(page)).toBeFocused();

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
    await expect(field(page, 'Full name')).toBeFocused();
    await expect(field(page, 'Full name')).toHaveValue('');
  });

  test('"Send another application" brings the empty form back into the dialog, focused on Full name', async ({
    page,
  }) => {
    await openPage(page, '/company/careers');
    await applyNow(page).click();
    await fillApplication(page, uniqueEmail('grace-again'));
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.getByRole('button', { name: 'Send another application' }).click();
    await expect(dialog.getByRole('region', { name: 'Application sent' })).toBeHidden();
    await expect(field(page, 'Full name')).toBeFocused();
    await expect(field(page, 'Cover letter')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
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
    await expectToastClearOf(toast(page, 'error', 'Submission Failed'), [
      dialog.getByRole('button', { name: 'Submit Application' }),
      dialog.getByRole('button', { name: 'Cancel' }),
      dialog.getByRole('button', { name: 'Close' }),
    ]);
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

test('the confirmation fits a 375px screen, even with a long address', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openPage(page, '/company/contact');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('First name').fill('Ada');
  await field('Last name').fill('Lovelace');
  await field('Email').fill(uniqueEmail('a-rather-long-name.of-the-procurement-department'));
  await field('Subject').fill('Plant assessment');
  await field('Message').fill('We would like a quote for a site assessment.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('region', { name: 'Message sent' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
