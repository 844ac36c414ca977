import { expect, test } from '@playwright/test';
import { allPages, blogFeed, brand, pages } from '@ferrum/shared';
import { openPage } from './support/console.ts';

/** The feed links in a page's HTML, as `href` values. */
const feedLinks = (html: string) =>
  [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" title="([^"]+)" href="([^"]+)"/g)].map(
    ([, title, href]) => ({ title, href }),
  );

test('the blog advertises its feed, and the feed answers as RSS 2.0 with every post', async ({ page, request }) => {
  await openPage(page, pages.blog.path);
  const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(link).toHaveAttribute('title', blogFeed.title);
  const href = await link.getAttribute('href');
  expect(href).toBe(`${brand.siteUrl}${blogFeed.path}`);
  // The link names the production origin; the e2e stack serves the same path.
  const feed = await request.get(new URL(href!).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
  expect(xml.match(/<item>/g)).toHaveLength(6);
});

test('every blog page (list, posts, categories, tags) advertises the feed in its head', async ({ request }) => {
  const blogPages = allPages().filter((candidate) => candidate.path.startsWith(pages.blog.path));
  expect(blogPages.length).toBeGreaterThan(20);
  for (const { path } of blogPages) {
    const html = await (await request.get(path)).text();
    expect(feedLinks(html), path).toEqual([{ title: blogFeed.title, href: `${brand.siteUrl}${blogFeed.path}` }]);
  }
  expect(feedLinks(await (await request.get(pages.about.path)).text())).toEqual([]);
});
