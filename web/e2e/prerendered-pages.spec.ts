import { expect, test } from '@playwright/test';
import { allFormResultPaths, allPages, documentTitle, notFoundPage } from '@ferrum/shared';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPage, watchConsole } from './support/console.ts';

test.describe('every prerendered page', () => {
  for (const page of allPages()) {
    test(`${page.path} is complete in the raw HTML, loads only the page script, runs without console errors and passes axe`, async ({
      page: browserPage,
      request,
    }) => {
      const raw = await request.get(page.path);
      expect(raw.status()).toBe(200);
      const html = await raw.text();
      expect(html).toContain(`<title>${documentTitle(page).replace(/&/g, '&amp;')}</title>`);
      expect(html).toMatch(/<h1[\s>]/);
      // No inline script: the only script elements without src are JSON-LD data blocks, which never run.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?! type="application\/ld\+json">)[^>]*>/);
      // The page script alone: React comes with the first island a visitor reaches, never with the page.
      expect(html.match(/<script[^>]*\bsrc=/g)).toHaveLength(1);
      expect(html).not.toContain('modulepreload');

      const problems = watchConsole(browserPage);
      await openPage(browserPage, page.path);
      await expect(browserPage.getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems).toEqual([]);
      await expectNoAxeViolations(browserPage);
    });
  }
});

test('the not-found page is prerendered once and served with status 404 for unknown paths', async ({ request }) => {
  const response = await request.get('/this/page/does-not-exist');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain(`<title>${documentTitle(notFoundPage)}</title>`);
  expect(html).toContain('Oops! Page not found');
  expect(html).toContain('<meta name="robots" content="noindex" />');
});

test.describe('every form result page', () => {
  for (const path of allFormResultPaths()) {
    test(`${path} says what happened, is kept out of search engines and passes axe`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test('an unknown tag names the tag the visitor asked for; without script the page still reads well', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/blog/tag/no-such-tag')).text();
  expect(html).toContain('#<span data-route-label>…</span>');
  await openPage(page, '/blog/tag/no-such-tag');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('#no such tag');
  await expectNoAxeViolations(page);
});
