/**
 * The site with JavaScript disabled (Playwright project `no-javascript`): every
 * page is complete HTML, the menus, the header, Apply Now, the chat panel and the
 * integrations filter work natively, and the three forms post to the API and land
 * on a result page that says what the toast says (docs/product.md#form-messages). Nothing a visitor types goes
 * into a URL. (axe needs scripts in the page: the same pages and states are scanned
 * in the desktop project.)
 */
import { expect, test, type Page } from '@playwright/test';
import { jobOpeningPath, pages, searchPage } from '@ferrum/shared';
import { openPage } from './support/console.ts';
import { findStoredItems, getStoredItem } from './support/store.ts';
import { contactFormCopy, jobApplicationFormCopy } from '../src/content/forms.ts';

test.describe.configure({ timeout: 60_000 });

/** A per-test address, so parallel runs never collide. */
function uniqueEmail(name: string) {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Every URL the page asks for or shows, to prove that no typed value travels in one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

function expectNotInUrls(urls: string[], typed: string[]) {
  for (const url of urls) {
    const decoded = decodeURIComponent(url).toLowerCase();
    for (const value of typed) expect(decoded, url).not.toContain(value.toLowerCase());
  }
}

test('scripts really are off', async ({ page }) => {
  await openPage(page, '/');
  await page.waitForLoadState('load');
  // The page script marks the menu it enhances; it never ran here.
  await expect(page.locator('#main-menu')).not.toHaveAttribute('data-enhanced');
});

test.describe('menus and header', () => {
  test('the desktop dropdowns and flyouts open on hover and on keyboard focus', async ({ page }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Software' })).toBeHidden();
    await nav.getByRole('button', { name: 'Products', exact: true }).hover();
    await expect(nav.getByRole('link', { name: 'Software' })).toBeVisible();
    await nav.getByRole('link', { name: 'Software' }).hover();
    await expect(nav.getByRole('link', { name: 'Cyber Digital Twin' })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(nav.getByRole('link', { name: 'Software' })).toBeHidden();

    await nav.getByRole('button', { name: 'Company' }).focus();
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
  });

  test('the phone menu opens full screen, locks the page scroll, expands a section and closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    expect(await page.locator('html').evaluate((html) => getComputedStyle(html).overflow)).toBe('hidden');
    await menu.getByText('Industries', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Water' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await page.locator('html').evaluate((html) => getComputedStyle(html).overflow)).not.toBe('hidden');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('the header turns opaque after more than 10 px of scroll', async ({ page }) => {
    await openPage(page, pages.about.path);
    const backdrop = page.locator('.header-backdrop');
    await expect(backdrop).toHaveCSS('opacity', '0');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(backdrop).toHaveCSS('opacity', '0');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(backdrop).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(backdrop).toHaveCSS('opacity', '0');
  });
});

test.describe('native controls', () => {
  test('the chat button opens the assistant’s panel', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Ferrum Assistant' });
    await expect(panel).toBeVisible();
    await expect(
      panel.getByText('Ask me anything about industrial cybersecurity, our products, or services.'),
    ).toBeVisible();
  });

  test('the integrations filter narrows the list', async ({ page }) => {
    await openPage(page, pages.digitalTwin.path);
    const region = page.getByRole('region', { name: 'Integrations' });
    const cards = region.getByRole('list').getByRole('listitem');
    await expect(cards).toHaveCount(13);
    await region.locator('label').filter({ hasText: /^EDR$/ }).click();
    await expect(cards).toHaveCount(4);
    await expect(region.getByRole('status')).toHaveText('Showing 4 integrations', { useInnerText: true });
  });

  test('a blog post reads whole, and its contents lead to each section', async ({ page }) => {
    await openPage(page, '/blog/6');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Isolating a Water Utility/);
    const contents = page.getByRole('navigation', { name: 'In this article' });
    await contents.getByText('In this article').click();
    await contents.getByRole('link', { name: 'The 30-day plan' }).click();
    await expect(page).toHaveURL(/#the-30-day-plan$/);
    await expect(page.getByRole('heading', { level: 2, name: 'The 30-day plan' })).toBeInViewport();
    await expect(page.getByRole('region', { name: 'The 30-day plan' }).getByRole('table')).toBeVisible();
  });

  test('a past event carries its badge, and offers news of its next edition instead of a meeting', async ({ page }) => {
    await openPage(page, pages.events.path);
    await expect(page.getByRole('article').getByText('Past event')).toHaveCount(4);
    // The build's date decides: every event ended before it.
    await expect(page.getByRole('article').getByRole('link', { name: /^Book a Meeting/ })).toHaveCount(0);
    await expect(page.getByRole('article').getByRole('link', { name: /^Hear about the next one/ })).toHaveCount(4);
  });

  test('a call to action opens the contact form, empty as it is for every address', async ({ page }) => {
    await openPage(page, pages.mdr.path);
    await page.getByRole('link', { name: 'Choose Plan – Advanced Oversight' }).click();
    await expect(page).toHaveURL((url) => url.pathname === pages.contact.path && url.searchParams.has('subject'));
    await expect(page.getByRole('heading', { level: 2, name: 'Send Us a Message' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
  });

  test('the header’s search leads to a page that says search needs JavaScript, and where to go instead', async ({
    page,
  }) => {
    await openPage(page, pages.about.path);
    await page.getByRole('banner').getByRole('link', { name: 'Search the site' }).click();
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('diode');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === searchPage.path && url.searchParams.get('q') === 'diode');
    await expect(page.getByText('Search runs in your browser and needs JavaScript.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      pages.products.path,
    );
  });
});

test.describe('forms post to the API and land on a result page', () => {
  test('newsletter: subscribed, then "Already subscribed" for the same address', async ({ page }) => {
    const urls = recordUrls(page);
    const email = uniqueEmail('nojs');
    await openPage(page, pages.blog.path);
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL('/newsletter/subscribed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Successfully subscribed!');
    await expect(page.getByText('Thank you for subscribing to our newsletter.')).toBeVisible();
    expect(await getStoredItem('newsletter', { email })).toMatchObject({ email, source: 'blog' });

    await openPage(page, pages.academySignup.path);
    await page.getByRole('textbox', { name: 'Email address' }).fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL('/newsletter/already-subscribed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Already subscribed');
    await expect(page.getByText('This email is already subscribed to our newsletter')).toBeVisible();
    expect(await findStoredItems('newsletter', 'email', email)).toHaveLength(1);
    expectNotInUrls(urls, [email, email.split('@')[0]!]);
  });

  test('contact: the message is stored and the page says so', async ({ page }) => {
    const urls = recordUrls(page);
    const email = uniqueEmail('ada-nojs');
    const typed = {
      first: 'Adelaide',
      last: 'Lovelacey',
      subject: 'Substation assessment',
      message: 'Please call me about our substation.',
    };
    await openPage(page, pages.contact.path);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('First name').fill(typed.first);
    await field('Last name').fill(typed.last);
    await field('Email').fill(email);
    await field('Subject').fill(typed.subject);
    await field('Message').fill(typed.message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(formResult('/company/contact/sent'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form submitted successfully');
    await expect(page.getByText("We've received your message and will contact you shortly.")).toBeVisible();
    // What happens next, in the words of the confirmation the form shows with JavaScript.
    await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
    for (const step of contactFormCopy.confirmation.next.steps) await expect(page.getByText(step)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: contactFormCopy.confirmation.next.reach.line.value }),
    ).toHaveAttribute('href', contactFormCopy.confirmation.next.reach.line.href);
    const items = await findStoredItems('contact', 'email', email);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ first_name: typed.first, subject: typed.subject, status: 'new' });
    expectNotInUrls(urls, [email, ...Object.values(typed)]);
  });

  test('contact: the browser checks the fields first; what only the API rejects lands on a page naming the rules', async ({
    page,
  }) => {
    const urls = recordUrls(page);
    await openPage(page, pages.contact.path);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await page.getByRole('button', { name: 'Send Message' }).click();
    // The browser's own check stops an empty form: nothing was posted.
    await expect(page).toHaveURL(pages.contact.path);
    await field('First name').fill('Ada');
    await field('Last name').fill('Lovelace');
    await field('Email').fill(uniqueEmail('spaces'));
    // Five spaces pass the browser's minimum length; the shared schema trims them away.
    await field('Subject').fill('     ');
    await field('Message').fill('We would like a quote for a site assessment.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/company/contact/check-your-message?fields=subject');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your message');
    await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the contact form' })).toHaveAttribute(
      'href',
      '/company/contact#message',
    );
    expectNotInUrls(urls, ['lovelace', 'site assessment']);
    await page.goBack();
    await expect(field('Message')).toHaveValue('We would like a quote for a site assessment.');
  });

  test('job application: Apply Now opens its dialog, the application is stored and the page says so', async ({
    page,
  }) => {
    const urls = recordUrls(page);
    const email = uniqueEmail('grace-nojs');
    await openPage(page, pages.careers.path);
    await page.getByRole('button', { name: /^Apply Now\s*:\s*Digital Twin Developer$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Digital Twin Developer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /^Apply Now\s*:\s*Digital Twin Developer$/ }).click();
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Gracie Hopperton');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('+1 (212) 555-0147');
    await dialog.getByRole('textbox', { name: 'Cover letter' }).fill('I build simulators of water plants.');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(formResult('/company/careers/application-sent'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Submitted');
    await expect(page.getByText("Thank you for applying! We'll be in touch soon.")).toBeVisible();
    for (const step of jobApplicationFormCopy.confirmation.next.steps) {
      await expect(page.getByText(step)).toBeVisible();
    }
    const items = await findStoredItems('jobApplications', 'email', email);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      job_id: 'digital-twin-developer',
      job_title: 'Digital Twin Developer',
      linkedin_url: null,
    });
    expectNotInUrls(urls, [email, 'Gracie Hopperton', '555-0147', 'simulators of water']);
  });

  test('job application from an opening’s own page: stored with that opening, and the page says so', async ({
    page,
  }) => {
    const urls = recordUrls(page);
    const email = uniqueEmail('barnaby-nojs');
    await openPage(page, jobOpeningPath('embedded-systems-security-researcher'));
    const form = page.getByRole('region', { name: 'Apply for Embedded Systems Security Researcher' });
    await form.getByRole('textbox', { name: 'Full name' }).fill('Barnaby Jackson');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Phone' }).fill('+1 (212) 555-0199');
    await form.getByRole('textbox', { name: 'Cover letter' }).fill('I extract and fuzz PLC firmware for a living.');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(formResult('/company/careers/application-sent'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Submitted');
    await expect(page.getByText("Thank you for applying! We'll be in touch soon.")).toBeVisible();
    const items = await findStoredItems('jobApplications', 'email', email);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      job_id: 'embedded-systems-security-researcher',
      job_title: 'Embedded Systems Security Researcher',
      full_name: 'Barnaby Jackson',
    });
    expectNotInUrls(urls, [email, 'Barnaby Jackson', '555-0199', 'fuzz PLC firmware']);
  });

  test('a store outage lands on the failure page with the way back', async ({ page }) => {
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 303, headers: { Location: '/newsletter/not-subscribed', 'Cache-Control': 'no-store' } }),
    );
    await openPage(page, pages.blog.path);
    await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('outage'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription failed');
    await expect(
      page.getByText('There was an error subscribing to the newsletter. Please try again later.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the blog' })).toBeVisible();
  });
});

/** A result page's URL, whatever the origin. */
function formResult(path: string) {
  return new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`);
}
