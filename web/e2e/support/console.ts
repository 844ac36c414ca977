import { test, type Page } from '@playwright/test';

/** The not-found page's deliberate log line (docs/product.md#not-found-pages), which is not a failure. */
const expectedNotFoundLog = /^404 Error: User attempted to access non-existent route/;

/** Collects console errors, warnings and uncaught exceptions of `page`. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (expectedNotFoundLog.test(message.text())) return;
    // Chrome reports the 404 status of the not-found document itself; that status is the point.
    if (message.text().includes('status of 404') && message.location().url === page.url()) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * Opens `path` and acts at once, as a visitor does: the page is complete HTML, and
 * nothing waits for scripts or islands to be ready (an island wakes on the first
 * interaction, and must not lose it).
 */
export async function openPage(page: Page, path: string) {
  // Without JavaScript there is no script to race: the page is ready when it is parsed.
  if (test.info().project.use.javaScriptEnabled === false) return page.goto(path, { waitUntil: 'domcontentloaded' });
  const response = await page.goto(path, { waitUntil: 'commit' });
  await waitForFirstPaint(page);
  return response;
}

/** Until the page has painted its first content: the moment a visitor can see (and tap) it. */
export async function waitForFirstPaint(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
  );
}
