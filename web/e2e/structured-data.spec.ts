/**
 * The structured data of the built pages, as a search engine fetches them: every
 * page's JSON-LD has no rich-result error, and where a page shows breadcrumbs its
 * BreadcrumbList names the same steps.
 */
import { expect, test } from '@playwright/test';
import { parseHTML } from 'linkedom';
import { allPages } from '@ferrum/shared';
import { jsonLdTypeCounts, richResultErrors } from '../src/test/rich-results.ts';

/** Every page's served HTML, fetched a few at a time. */
async function servedPages(get: (path: string) => Promise<string>): Promise<Map<string, string>> {
  const paths = allPages().map((page) => page.path);
  const pages = new Map<string, string>();
  for (let start = 0; start < paths.length; start += 8) {
    const batch = paths.slice(start, start + 8);
    const htmls = await Promise.all(batch.map(get));
    batch.forEach((path, index) => pages.set(path, htmls[index]!));
  }
  return pages;
}

test("every page's JSON-LD has no rich-result error, and visible breadcrumbs match the data", async ({ request }) => {
  const pages = await servedPages(async (path) => (await request.get(path)).text());
  const errors: string[] = [];
  const types: Record<string, number> = {};
  for (const [path, html] of pages) {
    for (const message of await richResultErrors(html)) errors.push(`${path}: ${message}`);
    for (const [type, count] of Object.entries(jsonLdTypeCounts(html))) types[type] = (types[type] ?? 0) + count;

    const { document } = parseHTML(html);
    const visible = document.querySelector('nav[aria-label="Breadcrumb"] ol');
    if (!visible) continue;
    const crumbs = [...visible.querySelectorAll('li')].map((item) => item.textContent?.trim());
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (block) => JSON.parse(block.textContent ?? '{}') as { '@type': string; itemListElement?: { name: string }[] },
    );
    const list = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(
      list?.itemListElement?.map((item) => item.name),
      path,
    ).toEqual(crumbs);
  }
  expect(errors).toEqual([]);
  expect(types).toMatchObject({ Organization: 1, WebSite: 1, BlogPosting: 6, Event: 4, Service: 1, JobPosting: 5 });
});
