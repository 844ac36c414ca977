/**
 * No broken link anywhere: crawls the built site as the local stack serves it (the
 * routing rule CloudFront uses), from every page of the page table, the result pages
 * and the sitemap, and follows every internal reference a page, a stylesheet, the
 * manifest, the feed or a JSON-LD block makes, down to the `#fragment`. A target that
 * does not exist fails the test with the pages that point at it. The anchors the chat
 * assistant may link are checked on their pages too.
 */
import { expect, test } from '@playwright/test';
import { allPages } from '@ferrum/shared';
import { allPageSections } from '@ferrum/shared/page-sections';
import { crawlSite } from './support/site-crawl.ts';

test('every internal link, image, script, icon, manifest and feed entry of the built site leads somewhere', async ({
  request,
}) => {
  const { broken, fetched, links, pages } = await crawlSite(async (path) => {
    const response = await request.get(path, { maxRedirects: 0 });
    return {
      status: response.status(),
      contentType: response.headers()['content-type'] ?? '',
      text: () => response.text(),
    };
  });
  expect(broken).toEqual([]);
  // A crawl that found nothing would pass the line above: it reached every page and their files.
  expect([...pages.keys()]).toEqual(expect.arrayContaining(allPages().map((page) => page.path)));
  expect(fetched).toBeGreaterThan(allPages().length);
  expect(links).toBeGreaterThan(allPages().length);
  // The sections the chat assistant may link to (its link check accepts only these anchors) exist on their pages.
  const missingSections = allPageSections()
    .filter(({ path, id }) => !pages.get(path)?.includes(` id="${id}"`))
    .map(({ path, id }) => `${path}#${id}`);
  expect(missingSections).toEqual([]);
});
