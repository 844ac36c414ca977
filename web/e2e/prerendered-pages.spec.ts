import { expect, test } from '@playwright/test';
import { allPages, documentTitle, notFoundPage } from '@ferrum/shared';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPage, watchConsole } from './support/console.ts';

test.describe('every prerendered page', () => {
  for (const page of allPages()) {
    test(`${page.path} is in the raw HTML, hydrates without console errors and passes axe`, async ({
      page: browserPage,
      request,
    }) => {
      const raw = await request.get(page.path);
      expect(raw.status()).toBe(200);
      const html = await raw.text();
      expect(html).toContain(`<title>${documentTitle(page).replace(/&/g, '&amp;')}</title>`);
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

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
