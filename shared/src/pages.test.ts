import { describe, expect, it } from 'vitest';
import { allPages, blogTagPath, documentTitle, pageMetaFor, pages } from './pages.ts';
import { slugMatches, slugToMatchText } from './text.ts';

describe('the page table', () => {
  it('lists every path once', () => {
    const paths = allPages().map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every page a title and a meta description under 160 characters', () => {
    for (const page of allPages()) {
      expect(page.title.length, page.path).toBeGreaterThan(0);
      expect(page.description.length, page.path).toBeGreaterThan(40);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });

  it('includes the ten industries, six posts, eight categories and every tag page', () => {
    const paths = allPages().map((page) => page.path);
    expect(paths.filter((path) => path.startsWith('/industries/'))).toHaveLength(10);
    expect(paths.filter((path) => /^\/blog\/\d+$/.test(path))).toHaveLength(6);
    expect(paths.filter((path) => path.startsWith('/blog/category/'))).toHaveLength(8);
    expect(paths).toContain(blogTagPath('Industry 4.0'));
  });

  it('finds a page by path, with or without a trailing slash', () => {
    expect(pageMetaFor('/company/about/')).toBe(pages.about);
    expect(pageMetaFor('/nowhere')).toBeUndefined();
  });

  it('adds the company to the document title', () => {
    expect(documentTitle(pages.about)).toBe('About Us | Ferrum Shield');
  });
});

describe('slug matching of category and tag pages', () => {
  it('decodes, turns hyphens into spaces and ignores case', () => {
    expect(slugToMatchText('OT-Security')).toBe('ot security');
    expect(slugMatches('industry-4.0', 'Industry 4.0')).toBe(true);
    expect(slugMatches('digital%20twin', 'Digital Twin')).toBe(true);
    expect(slugMatches('ai', 'AI')).toBe(true);
    expect(slugMatches('ai', 'OT Security')).toBe(false);
  });

  it('matches a malformed escape as written instead of throwing', () => {
    expect(slugToMatchText('%E0%A4%A')).toBe('%e0%a4%a');
  });
});

describe('toMetaDescription', () => {
  it('keeps short text and cuts long text at a word boundary with an ellipsis', async () => {
    const { toMetaDescription } = await import('./text.ts');
    expect(toMetaDescription('Short and sweet.')).toBe('Short and sweet.');
    const cut = toMetaDescription('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
