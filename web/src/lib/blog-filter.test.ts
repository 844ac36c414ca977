import { describe, expect, it } from 'vitest';
import { blogCategories } from '@ferrum/shared/content/blog';
import { categoryCounts, findPost, parsePostId, postsInCategory, postsWithTag, slugToLabel } from './blog-filter.ts';

const ids = (posts: readonly { id: number }[]) => posts.map((post) => post.id);

describe('post ids', () => {
  it('accept plain numbers only', () => {
    expect(parsePostId('1')).toBe(1);
    expect(parsePostId('999')).toBe(999);
    for (const segment of ['abc', '1.5', '-1', '1e2', '01', ' 1', '1a', '', undefined]) {
      expect(parsePostId(segment)).toBeUndefined();
    }
  });

  it('find the post with that id, or nothing', () => {
    expect(findPost('3')?.title).toMatch(/Data Diodes Explained/);
    expect(findPost('999')).toBeUndefined();
    expect(findPost('abc')).toBeUndefined();
    expect(findPost('1.5')).toBeUndefined();
  });
});

describe('category pages', () => {
  it('match the slug with hyphens as spaces, in any case', () => {
    expect(postsInCategory('compliance')).toMatchObject({ label: 'Compliance' });
    expect(ids(postsInCategory('compliance').posts)).toEqual([4]);
    expect(ids(postsInCategory('Digital-Twin-TECHNOLOGY').posts)).toEqual([2]);
    expect(postsInCategory('digital-twin-technology').label).toBe('Digital Twin Technology');
  });

  it('decode an encoded slug', () => {
    expect(ids(postsInCategory('hardware%20security').posts)).toEqual([3]);
    expect(ids(postsInCategory('Case%20Studies').posts)).toEqual([6]);
  });

  it('name a known category without posts, and an unknown one by its decoded slug', () => {
    expect(postsInCategory('industry-news')).toEqual({ label: 'Industry News', posts: [] });
    expect(postsInCategory('best-practices')).toEqual({ label: 'Best Practices', posts: [] });
    expect(postsInCategory('no-such%20thing')).toEqual({ label: 'no such thing', posts: [] });
  });

  it('count the posts of all eight categories', () => {
    const counts = categoryCounts();
    expect(counts.map((entry) => entry.category)).toEqual([...blogCategories]);
    expect(Object.fromEntries(counts.map((entry) => [entry.category, entry.count]))).toMatchObject({
      'Industrial Cybersecurity': 1,
      Compliance: 1,
      'Industry News': 0,
      'Best Practices': 0,
    });
    expect(counts.reduce((sum, entry) => sum + entry.count, 0)).toBe(6);
  });
});

describe('tag pages', () => {
  it('match a tag in any case, hyphenated or encoded, and keep the tag’s own casing', () => {
    expect(postsWithTag('ot-security').label).toBe('OT Security');
    expect(ids(postsWithTag('ot-security').posts)).toEqual([1, 2, 3, 6]);
    expect(ids(postsWithTag('OT%20Security').posts)).toEqual([1, 2, 3, 6]);
    expect(postsWithTag('ics').label).toBe('ICS');
    expect(ids(postsWithTag('data-diode').posts)).toEqual([3, 6]);
  });

  it('match a tag whose name has a dot ("Industry 4.0")', () => {
    expect(postsWithTag('industry-4.0')).toMatchObject({ label: 'Industry 4.0' });
    expect(ids(postsWithTag('industry-4.0').posts)).toEqual([1, 5]);
  });

  it('name an unknown tag by its decoded slug and find no posts', () => {
    expect(postsWithTag('no-such-tag')).toEqual({ label: 'no such tag', posts: [] });
  });

  it('read a malformed escape as written', () => {
    expect(slugToLabel('bad%E0%A4%A')).toBe('bad%E0%A4%A');
    expect(postsWithTag('bad%E0%A4%A').posts).toEqual([]);
  });
});
