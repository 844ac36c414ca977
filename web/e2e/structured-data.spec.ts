/**
 * The structured data of the built pages, as a search engine fetches them: every
 * page's JSON-LD has no rich-result error, and where a page shows breadcrumbs its
 * BreadcrumbList names the same steps.
 */
import { expect, test } from '@playwright/test';
import { parseHTML } from 'linkedom';
import { allPages, jobOpeningPath, pages } from '@ferrum/shared';
import { jobOpenings } from '@ferrum/shared/content/jobs';
import { checkStructuredData } from '../src/test/rich-results.ts';

/** The JSON-LD item types each kind of page must carry (every page is checked for errors). */
const expectedTypes: Record<string, Record<string, number>> = {
  [pages.home.path]: { Organization: 1, WebSite: 1 },
  [pages.events.path]: { Event: 4, BreadcrumbList: 1 },
  [pages.mdr.path]: { Service: 1, BreadcrumbList: 1 },
  '/blog/1': { BlogPosting: 1, BreadcrumbList: 1 },
  ...Object.fromEntries(jobOpenings.map((job) => [jobOpeningPath(job.id), { JobPosting: 1, BreadcrumbList: 1 }])),
};

test.describe('structured data of the served pages', () => {
  for (const { path } of allPages()) {
    test(`${path}: JSON-LD without rich-result errors, breadcrumbs as the page shows them`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const { errors, types } = await checkStructuredData(html);
      expect(errors).toEqual([]);
      if (expectedTypes[path]) expect(types).toEqual(expectedTypes[path]);

      const { document } = parseHTML(html);
      const visible = document.querySelector('nav[aria-label="Breadcrumb"] ol');
      if (!visible) return;
      const list = [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map(
          (block) => JSON.parse(block.textContent ?? '{}') as { '@type': string; itemListElement?: { name: string }[] },
        )
        .find((item) => item['@type'] === 'BreadcrumbList');
      const crumbs = [...visible.querySelectorAll('li')].map((item) => item.textContent?.trim());
      expect(list?.itemListElement?.map((item) => item.name)).toEqual(crumbs);
    });
  }
});
