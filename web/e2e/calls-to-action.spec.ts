/**
 * The buyer's path (issue 32, docs/product.md#calls-to-action): each call to action
 * opens the contact form with its subject (and, where it helps, a first line of the
 * message), which the visitor can change and send; an event that has ended offers
 * news of its next edition instead of a meeting. The visitor clicks at first paint.
 */
import { expect, test, type Page } from '@playwright/test';
import { industryPath, pages } from '@ferrum/shared';
import { openPage } from './support/console.ts';
import { sendHandedOverMessage, storedMessage } from './support/handoff.ts';

const contactForm = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });
const subjectField = (page: Page) => contactForm(page).getByRole('textbox', { name: 'Subject', exact: true });
const messageField = (page: Page) => contactForm(page).getByRole('textbox', { name: 'Message', exact: true });
/** An event's card, by its title. */
const eventCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

test('Choose Plan opens the form with the plan as its subject, which the visitor sends as it is', async ({ page }) => {
  await openPage(page, pages.mdr.path);
  await page.getByRole('link', { name: 'Choose Plan – Advanced Oversight' }).click();
  await expect(subjectField(page)).toHaveValue('Choose Plan: Advanced Oversight');
  await expect(messageField(page)).toHaveValue('');
  // The subject leaves the address once it is in the form: a reload keeps what the visitor changes.
  await expect(page).toHaveURL((url) => url.pathname === pages.contact.path && url.search === '');
  await messageField(page).fill('Three plants, one SOC team on days.');
  const email = await sendHandedOverMessage(page, (locator) => locator.click());
  expect(await storedMessage(email)).toMatchObject({ subject: 'Choose Plan: Advanced Oversight', source: null });
});

test('the Data Diode’s Request a Quote opens the form asking for a quote, with a first line to continue', async ({
  page,
}) => {
  await openPage(page, pages.dataDiode.path);
  await page.getByRole('main').getByRole('link', { name: 'Request a Quote' }).first().click();
  await expect(subjectField(page)).toHaveValue('Quote request: Data Diode');
  await expect(messageField(page)).toHaveValue(
    'Please send a quote for the Data Diode. Our architecture and throughput needs:',
  );
});

test('the Cyber Digital Twin’s Request a Demo opens the form asking for a demo; the visitor can change it', async ({
  page,
}) => {
  await openPage(page, pages.digitalTwin.path);
  await page.getByRole('main').getByRole('link', { name: 'Request a Demo' }).click();
  await expect(subjectField(page)).toHaveValue('Demo request: Cyber Digital Twin');
  await subjectField(page).fill('Demo for our two refineries');
  await expect(subjectField(page)).toHaveValue('Demo for our two refineries');
});

test('an industry’s Request Demo opens the form asking for a demo for that industry', async ({ page }) => {
  await openPage(page, industryPath('water'));
  await page.getByRole('link', { name: 'Request Demo' }).click();
  await expect(subjectField(page)).toHaveValue('Demo request: Water Utilities');
});

test('an event to come offers Book a Meeting, which opens the form asking to meet there', async ({ page }) => {
  // A visitor on August 1, 2025: the Next Generation IoT Expo is still to come.
  await page.clock.setFixedTime(new Date('2025-08-01T12:00:00'));
  // A frozen clock also freezes animation frames: wait for the load rather than the first paint.
  await page.goto(pages.events.path);
  await eventCard(page, 'Next Generation IoT Expo')
    .getByRole('link', { name: /^Book a Meeting/ })
    .click();
  await expect(subjectField(page)).toHaveValue('Meeting at Next Generation IoT Expo');
  await expect(messageField(page)).toHaveValue(
    'I would like to meet your team at Next Generation IoT Expo (Riyadh, Saudi Arabia, August 24 – 26, 2025).',
  );
});

test('an event that has ended offers no Book a Meeting, but news of its next edition', async ({ page }) => {
  await openPage(page, pages.events.path);
  const card = eventCard(page, 'Seamless Middle East 2025');
  await expect(card.getByText('Past event')).toBeVisible();
  await expect(card.getByRole('link', { name: /Book a Meeting/ })).toHaveCount(0);
  await card.getByRole('link', { name: /^Hear about the next one/ }).click();
  await expect(subjectField(page)).toHaveValue('Next edition of Seamless Middle East 2025');
});
