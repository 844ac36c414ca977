/**
 * The chat on a phone (Playwright project `phone`, throttled as in phone.spec.ts, on a
 * 390 × 844 screen; docs/product.md#the-widget): below the menu breakpoint the open
 * panel is a sheet over the whole screen, its subtitle is never cut, and a long answer
 * shows from its first line while the visitor's own messages come into view. The
 * visitor taps at first paint.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPage } from './support/console.ts';
import { throttleLikeAPhone } from './support/phone-throttling.ts';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(({ page }) => throttleLikeAPhone(page));

test.describe.configure({ timeout: 60_000 });

async function openChat(page: Page) {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Open chat' }).tap();
  const panel = page.getByRole('dialog', { name: 'Ferrum Assistant' });
  await expect(panel).toBeVisible();
  return panel;
}

test('the open chat is a sheet over the whole screen, with its whole subtitle', async ({ page }) => {
  const panel = await openChat(page);
  const box = await panel.boundingBox();
  expect(box?.x).toBeCloseTo(0, 0);
  expect(box?.y).toBeCloseTo(0, 0);
  expect(box?.width).toBeCloseTo(390, 0);
  expect(box?.height).toBeCloseTo(844, 0);

  const subtitle = panel.getByText('Questions about our products, services and industries', { exact: true });
  await expect(subtitle).toBeInViewport({ ratio: 1 });
  const fit = await subtitle.evaluate((element) => {
    const words = document.createRange();
    words.selectNodeContents(element);
    const text = words.getBoundingClientRect();
    const header = element.closest('header')!.getBoundingClientRect();
    return {
      overflow: element.scrollWidth - element.clientWidth,
      inHeader: text.left >= header.left && text.right <= header.right && text.bottom <= header.bottom,
    };
  });
  expect(fit).toEqual({ overflow: 0, inHeader: true });

  // Nothing to maximise on a phone, and the page behind the sheet stays still.
  await expect(panel.getByRole('button', { name: 'Maximize chat' })).toBeHidden();
  await expect(page.locator('html')).toHaveCSS('overflow-y', 'hidden');
  await expectNoAxeViolations(page, { include: '#chat-panel' });
});

test('a long answer shows from its first line; the next question comes into view', async ({ page }) => {
  const panel = await openChat(page);
  const input = panel.getByRole('textbox', { name: 'Chat message' });
  const log = panel.getByRole('log', { name: 'Conversation' });
  await input.tap();
  await input.pressSequentially('What MDR plans do you offer?');
  await input.press('Enter');

  // The whole answer is here: its last line, a link to the MDR page, is written.
  const lastLine = log.getByRole('link', { name: 'Managed Detection and Response', exact: true });
  await expect(lastLine).toBeAttached({ timeout: 30_000 });
  await expect(input).toBeFocused();
  const firstLine = log.getByText(/^I'm answering from the content of the Ferrum Shield website/);
  await expect(firstLine).toBeInViewport({ ratio: 1 });
  // Taller than the list: its end waits below.
  await expect(lastLine).not.toBeInViewport();

  await input.pressSequentially('Thanks!');
  await input.press('Enter');
  await expect(log.getByText('Thanks!', { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(log.getByText(/^You're welcome!/)).toBeInViewport({ timeout: 30_000 });
  await expect(input).toBeFocused();
});
