import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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
  it('shows the date, author, body, every tag, a back link and up to three related posts', () => {
    renderAt('/blog/1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Securing the Converged OT/IT Network: A Practical Roadmap',
    );
    expect(screen.getByText('March 18, 2025')).toBeInTheDocument();
    expect(screen.getByText('By Elena Marsh')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Start with visibility' })).toBeInTheDocument();
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
