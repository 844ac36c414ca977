/**
 * A visitor on a mid-range phone (Playwright project `phone`: a phone's screen and
 * touch, a slow 4G network and a 4x slower CPU, throttled through the DevTools
 * protocol) who taps and types the moment the page shows: nothing is lost. Native
 * controls answer at once; an island picks up what was typed and replays what was
 * tapped once its code has arrived.
 */
import { expect, test } from '@playwright/test';
import { jobOpeningPath, pages } from '@ferrum/shared';
import { openPage } from './support/console.ts';
import { throttleLikeAPhone } from './support/phone-throttling.ts';
import { sendHandedOverMessage, staffNotice, storedMessage } from './support/handoff.ts';

test.beforeEach(({ page }) => throttleLikeAPhone(page));

test.describe.configure({ timeout: 60_000 });

test('the menu button opens the menu at first paint', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('a question asked at first paint gets its answer', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Open chat' }).tap();
  const panel = page.getByRole('dialog', { name: 'Ferrum Assistant' });
  await expect(panel).toBeVisible();
  const input = panel.getByRole('textbox', { name: 'Chat message' });
  await input.tap();
  await input.pressSequentially('What is MDR?');
  await input.press('Enter');
  await expect(panel.getByText('What is MDR?')).toBeVisible();
  await expect(panel.locator('[data-role="assistant"]')).toHaveCount(1, { timeout: 30_000 });
  await expect(input).toHaveValue('');
});

test('a starter question tapped at first paint is asked and answered', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Open chat' }).tap();
  const panel = page.getByRole('dialog', { name: 'Ferrum Assistant' });
  await panel.getByRole('button', { name: 'Which MDR plans do you offer?' }).tap();
  // The island woke on the tap and replayed it: the question is sent, and answered from the site.
  await expect(panel.locator('[data-role="user"]')).toHaveText(/Which MDR plans do you offer\?/, { timeout: 30_000 });
  await expect(panel.locator('[data-role="assistant"]')).toContainText('Comprehensive MDR', { timeout: 30_000 });
});

test('asked for a callback, the visitor taps Talk to our team and sends the prefilled message', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Open chat' }).tap();
  const panel = page.getByRole('dialog', { name: 'Ferrum Assistant' });
  const input = panel.getByRole('textbox', { name: 'Chat message' });
  await input.tap();
  await input.pressSequentially('can someone call me back about the data diode?');
  await input.press('Enter');
  await panel.getByRole('link', { name: 'Talk to our team' }).tap({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/company\/contact#message$/);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Callback request: Data Diode');
  await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue(
    /- can someone call me back about the data diode\?/,
  );
  const email = await sendHandedOverMessage(page, (locator) => locator.tap());
  const item = await storedMessage(email);
  expect(item.source).toBe('assistant');
  expect(await staffNotice(String(item.id))).toMatch(/^Began in: +a chat with the Ferrum Assistant/m);
});

test('Apply Now opens its dialog at first paint, and a name typed at once is kept', async ({ page }) => {
  await openPage(page, pages.careers.path);
  await page.getByRole('button', { name: /^Apply Now\s*:\s*Senior OT Security Engineer$/ }).tap();
  const dialog = page.getByRole('dialog', { name: 'Apply for Senior OT Security Engineer' });
  await expect(dialog).toBeVisible();
  const name = dialog.getByRole('textbox', { name: 'Full name' });
  await name.pressSequentially('Grace Hopper');
  await dialog.getByRole('button', { name: 'Submit Application' }).tap();
  // The island has woken and validated: the other fields ask for a change, the name is kept.
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible({ timeout: 30_000 });
  await expect(name).toHaveValue('Grace Hopper');
  await expect(dialog.getByText('Name must be at least 2 characters')).toHaveCount(0);
});

test('on an opening’s page, a name typed into the form at first paint is kept', async ({ page }) => {
  await openPage(page, jobOpeningPath('account-executive'));
  const form = page.getByRole('region', { name: 'Apply for Account Executive' });
  const name = form.getByRole('textbox', { name: 'Full name' });
  await name.tap();
  await name.pressSequentially('Grace Hopper');
  await form.getByRole('button', { name: 'Submit Application' }).tap();
  // The island has woken and validated: the other fields ask for a change, the name is kept.
  await expect(form.getByText('Please enter a valid email address')).toBeVisible({ timeout: 30_000 });
  await expect(name).toHaveValue('Grace Hopper');
  await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0);
});

test('words typed into the blog search at first paint filter the list', async ({ page }) => {
  await openPage(page, pages.blog.path);
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.tap();
  await search.pressSequentially('digital twin');
  const articles = page.getByRole('region', { name: 'Latest Articles' }).locator('article');
  await expect(articles).toHaveCount(1, { timeout: 30_000 });
  await expect(search).toHaveValue('digital twin');
});

test('a contact message sent at first paint is sent, with its toast and a confirmation that stays', async ({
  page,
}) => {
  await openPage(page, pages.contact.path);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('First name').tap();
  await field('First name').pressSequentially('Ada');
  await field('Last name').fill('Lovelace');
  await field('Email').fill(`phone.${Date.now().toString(36)}@example.com`);
  await field('Subject').fill('Plant assessment');
  await field('Message').fill('We would like a quote for a site assessment.');
  await page.getByRole('button', { name: 'Send Message' }).tap();
  const toast = page.locator('[data-sonner-toast][data-type="success"]', { hasText: 'Form submitted successfully' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  // On a phone too the toast slides in under the header, clear of the chat button.
  const header = await page.getByRole('banner').boundingBox();
  const chatButton = await page.getByRole('button', { name: 'Open chat' }).boundingBox();
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      return box !== null && box.y >= header!.y + header!.height && box.y + box.height <= chatButton!.y;
    })
    .toBe(true);
  const confirmation = page.getByRole('region', { name: 'Message sent' });
  await expect(confirmation.getByRole('heading', { name: 'Message sent' })).toBeFocused();
  await expect(confirmation).toContainText('We have your message “Plant assessment”');
  await expect(toast).toBeHidden({ timeout: 30_000 });
  await expect(confirmation).toBeVisible();
  await expect(page).toHaveURL(pages.contact.path);
  await confirmation.getByRole('button', { name: 'Send another message' }).tap();
  await expect(field('First name')).toBeFocused();
  await expect(field('First name')).toHaveValue('');
  await expect(field('Subject')).toHaveValue('');
});

test('an application sent at first paint leaves its confirmation in the Apply Now dialog', async ({ page }) => {
  await openPage(page, pages.careers.path);
  await page.getByRole('button', { name: /^Apply Now\s*:\s*Account Executive$/ }).tap();
  const dialog = page.getByRole('dialog', { name: 'Apply for Account Executive' });
  const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await field('Full name').pressSequentially('Grace Hopper');
  await field('Email').fill(`phone.apply.${Date.now().toString(36)}@example.com`);
  await field('Phone').fill('+1 (212) 555-0147');
  await field('Cover letter').fill('I have sold safety systems to refineries for a decade.');
  await dialog.getByRole('button', { name: 'Submit Application' }).tap();
  const confirmation = dialog.getByRole('region', { name: 'Application sent' });
  await expect(confirmation.getByRole('heading', { name: 'Application sent' })).toBeFocused({ timeout: 30_000 });
  await expect(confirmation).toContainText('Your application for Account Executive is with our team');
  await confirmation.getByRole('button', { name: 'Close' }).tap();
  await expect(dialog).toBeHidden();
});
