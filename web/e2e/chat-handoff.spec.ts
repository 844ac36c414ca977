/**
 * The assistant hands a visitor to the team (issue 25): asked for a person, it
 * offers Talk to our team, which opens the contact form filled with the
 * visitor's own questions; the visitor completes and sends it, staff find it
 * marked as begun in the assistant, and the notice says so without the message.
 */
import { expect, test } from '@playwright/test';
import { pages } from '@ferrum/shared';
import { openPage, watchConsole } from './support/console.ts';
import { sendHandedOverMessage, staffNotice, storedMessage } from './support/handoff.ts';

test.describe.configure({ timeout: 60_000 });

test('asked for a person, the assistant hands the visitor and their questions to the contact form', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await openPage(page, pages.dataDiode.path);
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Ferrum Assistant' });
  const input = panel.getByRole('textbox', { name: 'Chat message' });
  await input.fill('Does the data diode need a fan?');
  await input.press('Enter');
  await expect(panel.getByText(/passive cooling/i).first()).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole('link', { name: 'Talk to our team' })).toHaveCount(0);

  await input.fill('I would rather talk to a human, please.');
  await input.press('Enter');
  const talk = panel.getByRole('link', { name: 'Talk to our team' });
  await expect(talk).toBeVisible({ timeout: 15_000 });
  await talk.click();

  await expect(page).toHaveURL(/\/company\/contact#message$/);
  // The chat steps aside for the form; its conversation is kept for later.
  await expect(page.getByRole('dialog', { name: 'Ferrum Assistant' })).toBeHidden();
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  // The subject names what the conversation was about.
  await expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Question about Data Diode');
  const message = form.getByRole('textbox', { name: /^Message/ });
  await expect(message).toHaveValue(/- Does the data diode need a fan\?\n- I would rather talk to a human, please\./);
  // Only the visitor's own words travel: none of the assistant's answers.
  await expect(message).not.toHaveValue(/Passive cooling/);
  // Nothing went anywhere in a URL.
  expect(page.url()).not.toMatch(/human|fan/i);

  const email = await sendHandedOverMessage(page, (locator) => locator.click());
  const item = await storedMessage(email);
  expect(item).toMatchObject({ source: 'assistant', subject: 'Question about Data Diode' });
  expect(String(item.message)).toContain('- I would rather talk to a human, please.');
  const notice = await staffNotice(String(item.id));
  expect(notice).toMatch(/^Began in: +a chat with the Ferrum Assistant \(Talk to our team\)$/m);
  expect(notice).not.toContain('rather talk to a human');

  // The conversation is still there when the visitor opens the chat again.
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Ferrum Assistant' }).getByText('I would rather talk to a human, please.'),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('a starter question clicked at first paint is asked and answered', async ({ page }) => {
  await openPage(page, pages.events.path);
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Ferrum Assistant' });
  await panel.getByRole('button', { name: 'Can I book a demo with your team?' }).click();
  await expect(panel.locator('[data-role="user"]')).toHaveText(/Can I book a demo with your team\?/);
  await expect(panel.getByRole('link', { name: 'Talk to our team' })).toBeVisible({ timeout: 15_000 });
});

test('a message sent from the contact page itself carries no source', async ({ page }) => {
  await openPage(page, pages.contact.path);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByRole('textbox', { name: /^Subject/ }).fill('Plant assessment');
  await form.getByRole('textbox', { name: /^Message/ }).fill('Two refineries, one control room.');
  const email = await sendHandedOverMessage(page, (locator) => locator.click());
  expect((await storedMessage(email)).source).toBeNull();
});

test('on the contact page itself, Talk to our team fills the form below without leaving the page', async ({ page }) => {
  await openPage(page, pages.contact.path);
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Ferrum Assistant' });
  const input = panel.getByRole('textbox', { name: 'Chat message' });
  await input.fill('Can I get a demo of the Cyber Digital Twin?');
  await input.press('Enter');
  await panel.getByRole('link', { name: 'Talk to our team' }).click();
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Demo request: Cyber Digital Twin');
  await expect(form.getByRole('textbox', { name: /^First name/ })).toBeFocused();
  const email = await sendHandedOverMessage(page, (locator) => locator.click());
  expect(await storedMessage(email)).toMatchObject({
    source: 'assistant',
    subject: 'Demo request: Cyber Digital Twin',
  });
});
