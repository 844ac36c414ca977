import type { Page } from '@playwright/test';

/** The not-found page's deliberate log line (SPEC.md §2), which is not a failure. */
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

/** Opens `path` and waits until React has hydrated (or rendered) the page. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
  return response;
}
