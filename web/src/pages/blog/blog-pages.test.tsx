import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '@ferrum/shared/content/blog';
import BlogCategoryPage from './blog-category-page.tsx';
import BlogPostPage from './blog-post-page.tsx';
import BlogTagPage from './blog-tag-page.tsx';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/blog/:id" element={<BlogPostPage />} />
        <Route path="/blog/category/:slug" element={<BlogCategoryPage />} />
        <Route path="/blog/tag/:slug" element={<BlogTagPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a blog post', () => {
  it('shows the date, author, reading time, article, every tag, a back link and up to three related posts', () => {
    renderAt('/blog/1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Securing the Converged OT/IT Network: A Practical Roadmap',
    );
    expect(screen.getByText('March 18, 2025')).toBeInTheDocument();
    expect(screen.getByText('By Elena Marsh')).toBeInTheDocument();
    // Counted from the article's words, in the byline under the title.
    expect(within(screen.getByText('By Elena Marsh').closest('ul')!).getByText('5 min read')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /network nodes grouped into separate layered zones/ })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Phase 2: Segment with zones and conduits' }),
    ).toBeInTheDocument();
    const tagList = screen.getByRole('heading', { name: 'Tags' }).parentElement!;
    expect(
      within(tagList)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['OT Security', 'ICS', 'Industry 4.0']);
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    const related = screen.getByRole('heading', { name: 'Related Articles' }).parentElement!;
    expect(within(related).getAllByRole('article')).toHaveLength(3);
  });

  it('shows each post its own article, not one body for all', () => {
    const firstParagraphs = blogPosts.map((post) => {
      renderAt(`/blog/${post.id}`);
      const text = document.querySelector('.article-body p')?.textContent ?? '';
      cleanup();
      return text;
    });
    expect(firstParagraphs.every((text) => text.length > 100)).toBe(true);
    expect(new Set(firstParagraphs).size).toBe(blogPosts.length);
  });

  it('lists the sections under "In this article", each linking to its heading', () => {
    renderAt('/blog/3');
    const contents = screen.getByRole('navigation', { name: 'In this article' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toContain('Data diode or firewall?');
    for (const link of links) {
      const heading = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(heading?.tagName).toBe('H2');
      expect(heading).toHaveTextContent(link.textContent!);
    }
  });

  it('gives a wide table a region a keyboard can scroll, named by its section', () => {
    renderAt('/blog/3');
    const region = screen.getByRole('region', { name: 'Data diode or firewall?' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('columnheader', { name: 'Data diode' })).toBeInTheDocument();
  });

  it.each(['/blog/999', '/blog/abc', '/blog/1.5'])('shows Post Not Found for %s', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });
});

describe('category and tag pages', () => {
  it('list the posts of a category matched from its slug', () => {
    renderAt('/blog/category/hardware-security');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hardware Security');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('show No articles found naming an empty category', () => {
    renderAt('/blog/category/industry-news');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Industry News');
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(screen.getByText(/no articles in the category “Industry News”/)).toBeInTheDocument();
  });

  it('title a tag page "#" and the tag in its own casing', () => {
    renderAt('/blog/tag/ot%20SECURITY');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('#OT Security');
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('show No articles found naming an unknown tag', () => {
    renderAt('/blog/tag/no-such-tag');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('#no such tag');
    expect(screen.getByText(/no articles tagged “no such tag”/)).toBeInTheDocument();
  });
});
