/**
 * Real visitors' Core Web Vitals, in a real browser against the local stack: a
 * page view loads the beacon at idle, and sends exactly one report (valid for
 * the shared schema, answered 204) the first time the page is hidden, however
 * often it is hidden after; a page view out of the sample sends nothing and
 * never downloads the library.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiRoutes, pages, vitalsSamplingFile, webVitalsReportSchema } from '@ferrum/shared';
import { openPage, watchConsole } from './support/console.ts';

/**
 * The body of every vitals report the page sends, passed on to the local stack.
 * (Playwright's request events carry no body for a beacon's Blob; a route sees it.)
 */
async function watchReports(page: Page): Promise<(string | null)[]> {
  const bodies: (string | null)[] = [];
  await page.route(apiRoutes.vitals.path, async (route) => {
    bodies.push(route.request().postData());
    await route.continue();
  });
  return bodies;
}

const isVitalsLibrary = (url: string) => /\/assets\/web-vitals-[\w-]+\.js$/.test(url);

/** Hides the page as switching tabs does (the browser's own visibilitychange, replayed). */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('a page view sends one valid report when hidden, and no second one when hidden again or left', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const reports = await watchReports(page);
  // The library arrives at idle, after the first paint, once the stage's sample (every view, locally) says yes.
  const libraryLoaded = page.waitForResponse((response) => isVitalsLibrary(response.url()));
  await openPage(page, pages.dataDiode.path);
  await libraryLoaded;

  await page.getByRole('heading', { level: 1 }).click();
  // The browser times an interaction once the frame after it has painted: the report can only hold it then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === apiRoutes.vitals.path);
  await hide(page);
  const answer = await answered;
  expect(answer.status()).toBe(204);
  expect(answer.request().headers()['content-type']).toBe('application/json');

  await hide(page);
  await page.goto('about:blank');
  expect(reports).toHaveLength(1);
  const report = webVitalsReportSchema.parse(JSON.parse(reports[0] ?? 'null'));
  expect(report).toMatchObject({
    template: 'product',
    device: 'desktop',
    navigation: 'navigate',
    // The tap gave an interaction to measure.
    metrics: { FCP: expect.any(Number), TTFB: expect.any(Number), INP: expect.any(Number) },
  });
  expect(problems).toEqual([]);
});

test('a page view out of the sample sends nothing and never loads the library', async ({ page }) => {
  const reports = await watchReports(page);
  const libraryRequests: string[] = [];
  page.on('request', (request) => {
    if (isVitalsLibrary(request.url())) libraryRequests.push(request.url());
  });
  // As on a stage whose vitals.sampleRate is 0 (locally: VITALS_SAMPLE_RATE=0 npm start).
  await page.route(vitalsSamplingFile.path, (route) => route.fulfill({ json: { sampleRate: 0 } }));
  const sampled = page.waitForResponse(vitalsSamplingFile.path);
  await openPage(page, pages.dataDiode.path);
  await sampled;

  await page.getByRole('heading', { level: 1 }).click();
  await hide(page);
  await page.goto('about:blank');

  expect(reports).toEqual([]);
  expect(libraryRequests).toEqual([]);
});
