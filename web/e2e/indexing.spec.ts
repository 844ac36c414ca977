import { expect, test } from '@playwright/test';
import { apiRoutes, blogFeed, brand, pages, securityTxt } from '@ferrum/shared';

test('the e2e stack, like every stage but prod, answers X-Robots-Tag: noindex on pages, files and the API', async ({
  request,
}) => {
  for (const path of [pages.home.path, '/no/such/page', '/robots.txt', blogFeed.path, securityTxt.path]) {
    expect((await request.get(path)).headers()['x-robots-tag'], path).toBe('noindex');
  }
  expect((await request.get(apiRoutes.health.path)).headers()['x-robots-tag']).toBe('noindex');
  expect((await request.post(apiRoutes.newsletter.path, { data: {} })).headers()['x-robots-tag']).toBe('noindex');
});

test('pages still name the production origin as canonical and og:url on a noindex stage', async ({ request }) => {
  const html = await (await request.get(pages.about.path)).text();
  expect(html).toContain(`<link rel="canonical" href="${brand.siteUrl}${pages.about.path}" />`);
  expect(html).toContain(`<meta property="og:url" content="${brand.siteUrl}${pages.about.path}" />`);
});
