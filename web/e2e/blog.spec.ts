import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { blogPosts } from '@ferrum/shared/content/blog';
import { e2eStack } from './support/stack.ts';
import { openPage, watchConsole } from './support/console.ts';

const articleList = (page: Page) => page.getByRole('region', { name: 'Latest Articles' }).locator('article');

test.describe('blog list', () => {
  test('shows six posts with two tag links each, eight categories with counts and eight popular tags', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await openPage(page, '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ferrum Shield Blog');
    await expect(articleList(page)).toHaveCount(6);
    for (const article of await articleList(page).all()) {
      await expect(article.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveCount(2);
      await expect(article.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    }
    const categories = page.getByRole('list', { name: 'Categories' });
    await expect(categories.getByRole('link')).toHaveCount(8);
    await expect(categories.getByRole('listitem').filter({ hasText: 'Compliance' })).toContainText('1 article');
    await expect(categories.getByRole('listitem').filter({ hasText: 'Best Practices' })).toContainText('0 articles');
    const popularTags = page.getByRole('list', { name: 'Popular Tags' }).getByRole('link');
    await expect(popularTags).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'All articles loaded' })).toBeDisabled();
    expect(problems).toEqual([]);
  });

  test('search filters the list as the visitor types and shows the no-match state', async ({ page }) => {
    await openPage(page, '/blog');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.pressSequentially('digital twin');
    await expect(articleList(page)).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'matching' })).toHaveText(
      '1 article matching “digital twin”',
    );
    await search.fill('');
    await search.pressSequentially('ICS');
    await expect(articleList(page)).toHaveCount(3);
    await search.fill('no such subject anywhere');
    await expect(page.getByRole('heading', { name: 'No articles match' })).toBeVisible();
    await expect(articleList(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(articleList(page)).toHaveCount(6);
  });

  test('a card’s tag link leads to the tag page', async ({ page }) => {
    await openPage(page, '/blog');
    await articleList(page).first().getByRole('list', { name: 'Tags' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/blog\/tag\/ot-security$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('#OT Security');
  });

  test('a card’s title link leads to the post', async ({ page }) => {
    await openPage(page, '/blog');
    await articleList(page).nth(2).getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Data Diodes Explained/);
  });

  test('has no axe violations', async ({ page }) => {
    await openPage(page, '/blog');
    await expectNoAxeViolations(page);
  });
});

test.describe('blog post', () => {
  test('shows date, author, body, tags, back link and at most three related posts', async ({ page }) => {
    await openPage(page, '/blog/2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Test the Attack, Not the Plant: What a Cyber Digital Twin Changes',
    );
    await expect(page.getByText('March 4, 2025').first()).toBeVisible();
    await expect(page.getByText('By Rahul Iyer')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Why you cannot pentest a live controller' }),
    ).toBeVisible();
    const tags = page.getByRole('heading', { name: 'Tags', exact: true }).locator('xpath=..').getByRole('link');
    await expect(tags).toHaveText(['Digital Twin', 'OT Security', 'Threat Detection']);
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    const related = page.getByRole('region', { name: 'Related Articles' }).locator('article');
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(3);
  });

  test('each post shows its own article, with the reading time its words take', async ({ page }) => {
    const openings = new Set<string>();
    for (const post of blogPosts) {
      await openPage(page, `/blog/${post.id}`);
      const article = page.locator('.article-body');
      openings.add((await article.locator('p').first().textContent()) ?? '');
      const words = (await article.innerText()).split(/\s+/).filter(Boolean).length;
      expect(Math.abs(words - post.wordCount), post.title).toBeLessThan(post.wordCount * 0.05);
      await expect(page.getByText(`${post.readingMinutes} min read`).first()).toBeVisible();
    }
    expect(openings.size).toBe(blogPosts.length);
  });

  test('"In this article" leads to each section, and a heading links to itself', async ({ page }) => {
    await openPage(page, '/blog/3');
    const contents = page.getByRole('navigation', { name: 'In this article' });
    // Folded so the text starts in the first screen: one tap lists the sections.
    await expect(contents.getByRole('link', { name: 'Data diode or firewall?' })).toBeHidden();
    await contents.getByText('In this article').click();
    await contents.getByRole('link', { name: 'Data diode or firewall?' }).click();
    await expect(page).toHaveURL(/\/blog\/3#data-diode-or-firewall$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Data diode or firewall?' });
    await expect(heading).toBeInViewport();
    // Below the fixed header, not under it.
    expect((await heading.boundingBox())!.y).toBeGreaterThan(60);
    await expect(heading.getByRole('link')).toHaveAttribute('href', '#data-diode-or-firewall');
  });

  test('a wide table scrolls inside its own region on a phone, never the page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openPage(page, '/blog/4');
    const region = page.getByRole('region', { name: 'Mapping requirements to controls' });
    await expect(region.getByRole('table')).toBeVisible();
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // A keyboard reaches it, and the arrow keys scroll it.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('no script of the site carries an article', async ({ page, request }) => {
    await openPage(page, '/blog/3');
    const sentence = 'there is no physical component that could carry a signal';
    await expect(page.locator('.article-body')).toContainText(sentence);
    const scripts = new Set([
      ...(await page
        .locator('script[src]')
        .evaluateAll((items) => items.map((item) => (item as HTMLScriptElement).src))),
      ...(await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((items) => items.map((item) => (item as HTMLLinkElement).href))),
    ]);
    expect(scripts.size).toBeGreaterThan(0);
    for (const file of readdirSync(join(e2eStack.siteDir, 'assets')).filter((name) => name.endsWith('.js'))) {
      scripts.add(`/assets/${file}`);
    }
    for (const script of scripts) {
      expect(await (await request.get(script)).text(), script).not.toContain(sentence);
    }
  });

  test('opening a related post shows it from the top', async ({ page }) => {
    await openPage(page, '/blog/1');
    const related = page.getByRole('region', { name: 'Related Articles' });
    await related.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await related.locator('article').first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Data Diodes Explained/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const path of ['/blog/999', '/blog/abc']) {
    test(`${path} shows Post Not Found`, async ({ page }) => {
      const response = await openPage(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
      await expect(page.getByText('Error 404')).toBeVisible();
      await expect(page.getByText("The blog post you're looking for doesn't exist or has been moved.")).toBeVisible();
      await page.getByRole('link', { name: 'Back to Blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
    });
  }

  for (const path of ['/blog/1', '/blog/4']) {
    test(`${path} (contents, tables, links in the text) has no axe violations`, async ({ page }) => {
      await openPage(page, path);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('blog categories and tags', () => {
  const results = (page: Page) => page.locator('main article');

  test('/blog/category/compliance lists the compliance post', async ({ page }) => {
    await openPage(page, '/blog/category/compliance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compliance');
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).getByRole('heading', { level: 3 })).toHaveText(/IEC 62443 and NERC CIP/);
  });

  test('a category link in the sidebar leads to its page', async ({ page }) => {
    await openPage(page, '/blog');
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Hardware Security' }).click();
    await expect(page).toHaveURL(/\/blog\/category\/hardware-security$/);
    await expect(results(page)).toHaveCount(1);
  });

  test('/blog/category/industry-news shows No articles found naming Industry News', async ({ page }) => {
    await openPage(page, '/blog/category/industry-news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Industry News');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByText('There are no articles in the category “Industry News” yet.')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test('/blog/tag/ot-security has the hero "#OT Security" and its posts', async ({ page }) => {
    await openPage(page, '/blog/tag/ot-security');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('#OT Security');
    await expect(results(page)).toHaveCount(4);
  });

  test('an unknown tag answers 404 and the page shows No articles found naming it', async ({ page }) => {
    const problems = watchConsole(page);
    const response = await openPage(page, '/blog/tag/no-such-tag');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('#no such tag');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByText('There are no articles tagged “no such tag” yet.')).toBeVisible();
    expect(problems).toEqual([]);
  });

  // One page per test: two axe scans in one test came to 60 % of its timeout on a busy machine.
  for (const path of ['/blog/category/compliance', '/blog/tag/ot-security']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await openPage(page, path);
      await expectNoAxeViolations(page);
    });
  }
});
