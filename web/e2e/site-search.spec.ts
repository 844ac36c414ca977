/**
 * Search that reads every page (issue 32, docs/product.md#site-search): the header
 * leads to it from any page, the blog's box finds words in the articles' text, and
 * a search lives in the address, so a link or a reload brings it back. The visitor
 * types at first paint; the index loads only once they do.
 */
import { expect, test, type Page } from '@playwright/test';
import { blogPostPath, blogTagPath, jobOpeningPath, pages, searchPage } from '@ferrum/shared';
import { blogPosts } from '@ferrum/shared/content/blog';
import { jobOpenings } from '@ferrum/shared/content/jobs';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPage, watchConsole } from './support/console.ts';

/** The article whose text (not its title, excerpt or tags) speaks of the Purdue model. */
const roadmap = blogPosts.find((post) => post.id === 1)!;
/** The opening that asks for knowledge of the Purdue model. */
const engineer = jobOpenings.find((job) => job.title === 'Senior OT Security Engineer')!;

const siteSearchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the site' });
const blogSearchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });
const results = (page: Page) => page.getByRole('main').getByRole('listitem');
const blogList = (page: Page) => page.getByRole('heading', { name: 'Latest Articles' }).locator('..');

test('the header leads to a search of every page; a word only in an article’s text finds it, and a reload keeps it', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) indexRequests.push(request.url());
  });
  await openPage(page, pages.dataDiode.path);
  await page.getByRole('banner').getByRole('link', { name: 'Search the site' }).click();
  await expect(page).toHaveURL((url) => url.pathname === searchPage.path);
  expect(indexRequests, 'nothing of the index loads before a search').toEqual([]);

  await siteSearchBox(page).fill('Purdue');
  await expect(page.getByRole('status')).toHaveText(/pages? match “Purdue”\./);
  await expect(results(page).getByRole('link', { name: roadmap.title })).toHaveAttribute(
    'href',
    blogPostPath(roadmap.id),
  );
  await expect(results(page).getByRole('link', { name: engineer.title })).toHaveAttribute(
    'href',
    jobOpeningPath(engineer.id),
  );
  await expect(results(page).locator('mark').first()).toHaveText(/purdue/i);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'Purdue');

  await page.reload({ waitUntil: 'commit' });
  await expect(siteSearchBox(page)).toHaveValue('Purdue');
  await expect(results(page).getByRole('link', { name: roadmap.title })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the search page with results is kept out of search engines and has no WCAG A/AA violations', async ({
  page,
  request,
}) => {
  const html = await (await request.get(searchPage.path)).text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  await openPage(page, `${searchPage.path}?q=diode`);
  await expect(results(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a search for a word no page holds says so, and offers the team', async ({ page }) => {
  await openPage(page, `${searchPage.path}?q=zyxwvut`);
  await expect(page.getByRole('status')).toHaveText('No pages match “zyxwvut”.');
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toBeVisible();
});

test('the blog’s box finds an article by a word in its text, and the address keeps the search', async ({ page }) => {
  await openPage(page, pages.blog.path);
  await blogSearchBox(page).fill('Purdue');
  await expect(blogList(page).getByRole('article')).toHaveCount(1);
  await expect(blogList(page).getByRole('heading', { level: 3 })).toHaveText(roadmap.title);
  await expect(page.getByRole('status')).toHaveText('1 article matching “Purdue”');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'Purdue');

  await page.reload({ waitUntil: 'commit' });
  await expect(blogSearchBox(page)).toHaveValue('Purdue');
  await expect(blogList(page).getByRole('article')).toHaveCount(1);
});

test('a tag page keeps the search box and sidebar; its search opens the blog list with the results', async ({
  page,
}) => {
  await openPage(page, blogTagPath('OT Security'));
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Tags' })).toBeVisible();
  await blogSearchBox(page).fill('NERC');
  await blogSearchBox(page).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === pages.blog.path && url.searchParams.get('q') === 'NERC');
  // Three articles discuss NERC CIP; one names it in its title or tags, the others in their text.
  await expect(blogList(page).getByRole('article')).toHaveCount(3);
});

test('a not-found tag page never prints the words of its address', async ({ page }) => {
  const phishing = '/blog/tag/Your%20account%20is%20locked.%20Call%20%2B1%20900%20555%200199%20to%20restore%20access';
  const response = await openPage(page, phishing);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('#unknown');
  await expect(page.getByRole('main')).not.toContainText('900 555');
  await expect(page.getByRole('main')).not.toContainText('locked');
});
