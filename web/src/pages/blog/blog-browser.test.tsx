import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { SearchOptions, SiteSearchResults } from '../../lib/site-search.ts';
import { testPost } from '../../lib/blog-test-posts.ts';
import { BlogBrowser } from './blog-browser.tsx';

/** The site search's index, as the build writes it: only the article at /blog/5 holds the word "purdue" in its text. */
const searchSite = vi.hoisted(() =>
  vi.fn(async (query: string, options: SearchOptions): Promise<SiteSearchResults> => {
    const hits = /purdue/i.test(query) && options.articlesOnly ? [{ path: '/blog/5', title: 'Five', excerpt: [] }] : [];
    return { total: hits.length, hits };
  }),
);
vi.mock('../../lib/site-search.ts', () => ({ searchSite }));

function renderBrowser(props: React.ComponentProps<typeof BlogBrowser> = {}) {
  render(
    <MemoryRouter>
      <BlogBrowser {...props} />
    </MemoryRouter>,
  );
  return {
    user: userEvent.setup(),
    list: () => screen.getByRole('heading', { name: 'Latest Articles' }).parentElement!,
  };
}

const articleTitles = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);

describe('the blog list', () => {
  it('shows all six posts with their first two tags and Load More disabled as "All articles loaded"', () => {
    const { list } = renderBrowser();
    const articles = within(list()).getAllByRole('article');
    expect(articles).toHaveLength(6);
    for (const article of articles) {
      expect(within(within(article).getByRole('list', { name: 'Tags' })).getAllByRole('link')).toHaveLength(2);
    }
    expect(screen.getByRole('button', { name: 'All articles loaded' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 6 articles');
  });

  it('filters as the visitor types, case-insensitively, and announces the count', async () => {
    const { user, list } = renderBrowser();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'DATA DIODE');
    expect(articleTitles(list())).toEqual([
      'Data Diodes Explained: Hardware-Enforced One-Way Security',
      'Case Study: Isolating a Water Utility’s SCADA Network in 30 Days',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 articles matching “DATA DIODE”');
  });

  it('searches the category and the tags too', async () => {
    const { user, list } = renderBrowser();
    const search = screen.getByRole('searchbox', { name: 'Search articles' });
    await user.type(search, 'case studies');
    expect(articleTitles(list())).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'threat detection');
    expect(articleTitles(list())).toHaveLength(2);
  });

  it('shows "No articles match" when nothing matches, and Clear search brings every post back', async () => {
    const { user, list } = renderBrowser();
    const search = screen.getByRole('searchbox', { name: 'Search articles' });
    await user.type(search, 'quantum banana');
    expect(within(list()).getByRole('heading', { name: 'No articles match' })).toBeInTheDocument();
    expect(within(list()).getByText(/quantum banana/)).toBeInTheDocument();
    expect(within(list()).queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Load More|All articles loaded/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 articles matching');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(within(list()).getAllByRole('article')).toHaveLength(6);
  });

  it('loads more posts in steps of six while more remain', async () => {
    const posts = Array.from({ length: 14 }, (_, index) => testPost({ id: index + 1 }));
    const { user, list } = renderBrowser({ posts });
    expect(within(list()).getAllByRole('article')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Load More Articles' }));
    expect(within(list()).getAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Load More Articles' }));
    expect(within(list()).getAllByRole('article')).toHaveLength(14);
    expect(screen.getByRole('button', { name: 'All articles loaded' })).toBeDisabled();
  });

  it('lists the eight categories with counts and the eight popular tags as links', () => {
    renderBrowser();
    const categories = screen.getByRole('list', { name: 'Categories' });
    const items = within(categories).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(within(categories).getAllByRole('link')).toHaveLength(8);
    const compliance = items.find((item) => item.textContent?.startsWith('Compliance'))!;
    expect(within(compliance).getByRole('link', { name: 'Compliance' })).toHaveAttribute(
      'href',
      '/blog/category/compliance',
    );
    expect(compliance).toHaveTextContent('1 article');
    const industryNews = items.find((item) => item.textContent?.startsWith('Industry News'))!;
    expect(industryNews).toHaveTextContent('0 articles');
    expect(within(industryNews).getByRole('link')).toHaveAttribute('href', '/blog/category/industry-news');
    const tags = screen.getByRole('list', { name: 'Popular Tags' });
    expect(within(tags).getAllByRole('link')).toHaveLength(8);
    expect(within(tags).getByRole('link', { name: 'OT Security' })).toHaveAttribute('href', '/blog/tag/ot-security');
  });

  it('finds a word that is only in an article’s text, and keeps the search in the address', async () => {
    const { user, list } = renderBrowser();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'Purdue');
    await vi.waitFor(() => expect(articleTitles(list())).toHaveLength(1));
    expect(searchSite).toHaveBeenLastCalledWith('Purdue', expect.objectContaining({ articlesOnly: true }));
    expect(screen.getByRole('status')).toHaveTextContent('1 article matching “Purdue”');
    expect(window.location.search).toBe('?q=Purdue');
  });

  it('runs the search the address carries (a shared link, a reload)', async () => {
    window.history.replaceState(null, '', '/blog?q=purdue');
    const { list } = renderBrowser();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('purdue');
    await vi.waitFor(() => expect(articleTitles(list())).toHaveLength(1));
  });
});
