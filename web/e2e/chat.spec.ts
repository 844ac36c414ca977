/**
 * The chat assistant against the local stack, whose chat answers offline from
 * the site's content (no Bedrock configured), streamed in word-sized pieces
 * without delays: docs/product.md#the-widget and #chat-messages, and the streamed
 * answer (docs/decisions/012). Locally the whole answer may arrive within a frame, so nothing
 * here waits for an answer half written unless the test writes the stream itself.
 */
import { expect, test, type Page } from '@playwright/test';
import { chatStreamMediaType, formatChatStreamEvent, type ChatStreamEvent } from '@ferrum/shared';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPage, watchConsole } from './support/console.ts';

// The local stack shares the machine with parallel builds; give each test room.
test.describe.configure({ timeout: 60_000 });

const emptyState = 'Ask me anything about industrial cybersecurity, our products, or services.';

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Ferrum Assistant' });
  await expect(panel).toBeVisible();
  return panel;
}

const input = (page: Page) => page.getByRole('textbox', { name: 'Chat message' });
const assistantMessages = (page: Page) => page.getByRole('log').locator('[data-role="assistant"]');
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop answer' });

/** Types `question` into the open chat and sends it with Enter, as a visitor does. */
async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press('Enter');
}

/** The wire format of `events`, as the API streams them. */
const sse = (...events: ChatStreamEvent[]) => events.map(formatChatStreamEvent).join('');
const delta = (text: string): ChatStreamEvent => ({ event: 'delta', data: { text } });

/** Answers the page's chat calls with `body` as a complete stream (page.route cannot send a body piece by piece). */
async function routeChatStream(page: Page, body: string) {
  await page.route('**/api/chat', (route) =>
    route.fulfill({ status: 200, headers: { 'Content-Type': `${chatStreamMediaType}; charset=utf-8` }, body }),
  );
}

declare global {
  interface Window {
    /** The stream a test writes the page's first chat answer into (controlFirstChatStream). */
    testChatStream?: { push: (chunk: string) => void; aborted: () => boolean };
  }
}

/**
 * The page's first chat call is answered by a stream the test writes into
 * (`window.testChatStream`), so it can act while an answer is half written; like
 * a real fetch, aborting the call errors the stream. Later calls reach the local stack.
 */
async function controlFirstChatStream(page: Page) {
  await page.addInitScript((mediaType) => {
    const realFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (window.testChatStream || !new URL(url, location.href).pathname.endsWith('/api/chat')) {
        return realFetch(input, init);
      }
      let body!: ReadableStreamDefaultController<Uint8Array>;
      const stream = new ReadableStream<Uint8Array>({ start: (controller) => (body = controller) });
      const signal = init?.signal;
      signal?.addEventListener('abort', () => body.error(signal.reason));
      const encoder = new TextEncoder();
      window.testChatStream = {
        push: (chunk) => body.enqueue(encoder.encode(chunk)),
        aborted: () => signal?.aborted ?? false,
      };
      return Promise.resolve(new Response(stream, { headers: { 'Content-Type': mediaType } }));
    };
  }, chatStreamMediaType);
}

/** Writes `chunk` into the stream of controlFirstChatStream, once the page has asked. */
async function pushChatStream(page: Page, chunk: string) {
  await page.waitForFunction(() => window.testChatStream !== undefined);
  await page.evaluate((text) => window.testChatStream?.push(text), chunk);
}

test('asks what a data diode does and gets a streamed answer that links the product page', async ({ page }) => {
  const problems = watchConsole(page);
  await openPage(page, '/company/about');
  const panel = await openChat(page);
  await expect(panel.getByText(emptyState)).toBeVisible();
  await expect(input(page)).toBeFocused();

  await input(page).fill('What does a data diode do?');
  const answered = page.waitForResponse('**/api/chat');
  await input(page).press('Enter');

  const response = await answered;
  expect(response.request().headers().accept).toContain(chatStreamMediaType);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain(chatStreamMediaType);

  await expect(panel.getByRole('log').locator('[data-role="user"]')).toHaveText(/What does a data diode do\?/);
  const answer = assistantMessages(page).first();
  await expect(answer).toContainText('one direction');
  await expect(answer).toContainText('answering from the content');
  const link = answer.getByRole('link', { name: 'Data Diode', exact: true });
  await expect(link).toHaveAttribute('href', '/products/data-diode');
  await expect(answer.getByText('data diode', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await expect(panel.getByRole('log')).toHaveAttribute('aria-busy', 'false');
  await expect(input(page)).toBeEnabled();
  await expect(stopButton(page)).toHaveCount(0);
  await expect(answer).not.toContainText('Answer stopped');
  await expect(answer).not.toContainText('Answer incomplete');

  // The link navigates inside the site; the conversation stays, whole.
  await link.click();
  await expect(page).toHaveURL(/\/products\/data-diode$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Diode' })).toBeVisible();
  await expect(assistantMessages(page)).toHaveCount(1);
  await expect(assistantMessages(page).first()).toContainText('one direction');
  await expect(assistantMessages(page).first()).not.toContainText('Answer incomplete');
  expect(problems).toEqual([]);
});

test('Stop ends an answer where it is, keeps it marked stopped, and the conversation goes on', async ({ page }) => {
  await controlFirstChatStream(page);
  await openPage(page, '/');
  const panel = await openChat(page);
  await ask(page, 'What does a data diode do?');
  await expect(stopButton(page)).toBeFocused();
  await expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled();

  await pushChatStream(page, sse(delta('A **data diode** lets data '), delta('flow in one')));
  const answer = assistantMessages(page).first();
  await expect(answer).toContainText('A data diode lets data flow in one');
  await expect(panel.getByRole('log')).toHaveAttribute('aria-busy', 'true');
  await expect(input(page)).toBeDisabled();
  await expectNoAxeViolations(page, { include: '#chat-panel' });

  await page.keyboard.press('Enter');
  await expect(answer).toContainText('Answer stopped');
  await expect(answer).toContainText('A data diode lets data flow in one');
  expect(await page.evaluate(() => window.testChatStream?.aborted())).toBe(true);
  await expect(stopButton(page)).toHaveCount(0);
  await expect(panel.getByRole('log')).toHaveAttribute('aria-busy', 'false');
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();

  // The stopped answer is the assistant's turn: the local stack accepts the next question after it.
  await input(page).fill('How do I apply for a job?');
  const asked = page.waitForRequest('**/api/chat');
  await input(page).press('Enter');
  const roles = ((await asked).postDataJSON() as { messages: { role: string }[] }).messages.map(({ role }) => role);
  expect(roles).toEqual(['user', 'assistant', 'user']);
  await expect(assistantMessages(page).nth(1)).toContainText('Apply Now');
  await expect(toastWith(page, 'Error')).toHaveCount(0);
});

test('Reset during an answer drops it and empties the conversation', async ({ page }) => {
  await controlFirstChatStream(page);
  await openPage(page, '/');
  const panel = await openChat(page);
  await ask(page, 'What does a data diode do?');
  await pushChatStream(page, sse(delta('A data diode lets data ')));
  await expect(assistantMessages(page).first()).toContainText('A data diode lets data');

  await panel.getByRole('button', { name: 'Reset conversation' }).click();
  await expect(panel.getByRole('log').locator('[data-role]')).toHaveCount(0);
  await expect(panel.getByText(emptyState)).toBeVisible();
  expect(await page.evaluate(() => window.testChatStream?.aborted())).toBe(true);
  await expect(input(page)).toBeEnabled();
  await expect(stopButton(page)).toHaveCount(0);
  await expect(toastWith(page, 'Error')).toHaveCount(0);
});

test('an answer cut off mid-stream keeps its text and shows the "Error" toast', async ({ page }) => {
  await routeChatStream(page, sse(delta('A data diode lets data '), delta('flow in one')));
  await openPage(page, '/');
  await openChat(page);
  await ask(page, 'What does a data diode do?');

  const toast = toastWith(page, 'Failed to get a response. Please try again.');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Error');
  const answer = assistantMessages(page).first();
  await expect(answer).toContainText('A data diode lets data flow in one');
  await expect(answer).toContainText('Answer incomplete');
  await expect(input(page)).toBeEnabled();
});

test('an error event in the stream is shown as an assistant message and as the "AI Service Issue" toast', async ({
  page,
}) => {
  const text = 'The assistant took too long to answer. Please try again.';
  await routeChatStream(
    page,
    sse({ event: 'error', data: { id: 'error-timeout-x', content: [{ type: 'text', text }] } }),
  );
  await openPage(page, '/');
  await openChat(page);
  await ask(page, 'hello');
  await expect(assistantMessages(page).first()).toContainText(text);
  const toast = toastWith(page, 'AI Service Issue');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(text);
  await expect(input(page)).toBeEnabled();
});

test('Enter sends, Shift+Enter adds a line; blank input never sends', async ({ page }) => {
  await openPage(page, '/');
  const panel = await openChat(page);
  const send = panel.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();

  await ask(page, '   ');
  await expect(panel.getByText(emptyState)).toBeVisible();

  await input(page).fill('Which MDR plan');
  await input(page).press('Shift+Enter');
  await page.keyboard.insertText('has 24/7 SOC?');
  await expect(input(page)).toHaveValue('Which MDR plan\nhas 24/7 SOC?');
  await expect(panel.getByText(emptyState)).toBeVisible();

  await input(page).press('Enter');
  await expect(assistantMessages(page).first()).toContainText('Comprehensive MDR');
  // The fact links the section of the page it stands in.
  await expect(
    assistantMessages(page).first().getByRole('link', { name: 'Managed Detection and Response plans' }),
  ).toHaveAttribute('href', '/services/mdr#plans');
  await expect(input(page)).toHaveValue('');
});

test('an Enter held down to send never stops the answer it asked for', async ({ page }) => {
  await controlFirstChatStream(page);
  await openPage(page, '/');
  await openChat(page);
  await input(page).fill('What does a data diode do?');
  await input(page).focus();
  await page.keyboard.down('Enter');
  await expect(stopButton(page)).toBeFocused();
  // The key repeats (keydown with `repeat`) on the button that took the focus, then is released.
  await page.keyboard.down('Enter');
  await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');
  await page.waitForFunction(() => window.testChatStream !== undefined);
  expect(await page.evaluate(() => window.testChatStream?.aborted())).toBe(false);

  await pushChatStream(page, sse(delta('A data diode lets data flow in one direction.')));
  const answer = assistantMessages(page).first();
  await expect(answer).toContainText('A data diode lets data flow in one direction.');
  await expect(answer).not.toContainText('Answer stopped');
  await expect(stopButton(page)).toBeFocused();
});

// An Enter in the blank box before the chat woke is not held (islands/runtime.ts, `sendsOnEnter`): its replay
// would send whatever was typed since, a question nobody asked.
test('an Enter in the blank box before the chat woke sends nothing later', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/chat-island-*.js', async (route) => {
    await held;
    await route.fallback();
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chat')) asked.push(request.postData() ?? '');
  });
  await openPage(page, '/');
  await openChat(page);
  await ask(page, '   ');
  await input(page).fill('Which MDR plan');
  release();
  await expect(page.locator('[data-island="chat"]')).toHaveAttribute('data-island-state', 'hydrated');
  await expect(input(page)).toHaveValue('Which MDR plan');
  await expect(input(page)).toBeEnabled();
  expect(asked).toEqual([]);
});

test('reset clears the conversation', async ({ page }) => {
  await openPage(page, '/');
  const panel = await openChat(page);
  await ask(page, 'How do I apply for a job?');
  await expect(assistantMessages(page).first()).toContainText('Apply Now');

  await panel.getByRole('button', { name: 'Reset conversation' }).click();
  await expect(panel.getByRole('log').locator('[data-role]')).toHaveCount(0);
  await expect(panel.getByText(emptyState)).toBeVisible();
});

test('maximize fills the viewport with a margin; reopening restores the normal size', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/');
  const panel = await openChat(page);
  const normal = await panel.boundingBox();
  expect(normal?.width).toBeGreaterThanOrEqual(320);
  expect(normal?.width).toBeLessThanOrEqual(400);
  expect(normal?.height).toBeCloseTo(500, -1);

  // A click made while the island wakes is replayed once it has: the panel grows then.
  await panel.getByRole('button', { name: 'Maximize chat' }).click();
  // Polled as a whole: the panel grows in one transition, and a busy machine may measure it midway.
  await expect
    .poll(async () => {
      const box = await panel.boundingBox();
      return Boolean(box && box.width > 1200 && box.height > 740 && box.x > 0);
    })
    .toBe(true);

  await panel.getByRole('button', { name: 'Close chat', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeFocused();
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(panel.getByRole('button', { name: 'Maximize chat' })).toBeVisible();
  await expect.poll(async () => (await panel.boundingBox())?.width).toBeLessThanOrEqual(400);
});

test('Escape closes the panel and returns focus to the launcher', async ({ page }) => {
  await openPage(page, '/');
  const panel = await openChat(page);
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeFocused();
});

test('the contact page’s Live Chat button opens the assistant', async ({ page }) => {
  await openPage(page, '/company/contact');
  await page.getByRole('button', { name: 'Live Chat' }).click();
  await expect(page.getByRole('dialog', { name: 'Ferrum Assistant' })).toBeVisible();
  await expect(input(page)).toBeFocused();
});

test('a failing chat function shows the "Error" toast and clears loading', async ({ page }) => {
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } }),
    }),
  );
  await openPage(page, '/');
  await openChat(page);
  await ask(page, 'hello');
  const toast = toastWith(page, 'Failed to get a response. Please try again.');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Error');
  await expect(input(page)).toBeEnabled();
  await expect(assistantMessages(page)).toHaveCount(0);
});

test('an error- reply is shown as an assistant message and as the "AI Service Issue" toast', async ({ page }) => {
  const text = 'The assistant is busy right now. Please wait a few seconds and try again.';
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ id: 'error-throttled-x', content: [{ type: 'text', text }] }),
    }),
  );
  await openPage(page, '/');
  await openChat(page);
  await ask(page, 'hello');
  await expect(assistantMessages(page).first()).toContainText(text);
  const toast = toastWith(page, 'AI Service Issue');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(text);
});

test('on a 375px phone the panel is a sheet over the whole screen, without maximise', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openPage(page, '/');
  const panel = await openChat(page);
  const box = await panel.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 375, height: 667 });
  await expect(panel.getByRole('button', { name: 'Maximize chat' })).toBeHidden();
  await ask(page, 'Do you serve water utilities?');
  await expect(assistantMessages(page).first().getByRole('link', { name: 'Water Cybersecurity' })).toBeVisible();
});

test('the open panel with a conversation, and its starter questions and hand-off, has no axe violations', async ({
  page,
}) => {
  await openPage(page, '/');
  const panel = await openChat(page);
  await expect(panel.getByRole('list', { name: 'Questions to start with' })).toBeVisible();
  await expectNoAxeViolations(page, { include: '#chat-panel' });
  await ask(page, 'How can I contact sales?');
  await expect(assistantMessages(page).first()).toContainText('our team will be glad to talk with you');
  await expect(panel.getByRole('link', { name: 'Talk to our team' })).toBeVisible();
  await expectNoAxeViolations(page, { include: '#chat-panel' });
  await expectNoAxeViolations(page, { include: '[aria-controls="chat-panel"]' });
});
