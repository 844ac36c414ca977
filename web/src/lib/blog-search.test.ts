import { describe, expect, it } from 'vitest';
import { blogPosts } from '@ferrum/shared/content/blog';
import { postsMatching } from './blog-article-search.ts';
import { postMatches } from './blog-search.ts';
import { testPost } from './blog-test-posts.ts';

const post = testPost({
  id: 1,
  title: 'Securing Turbines',
  excerpt: 'Why the historian is the weak point.',
  category: 'Hardware Security',
  tags: ['Data Diode', 'OT Security'],
});

describe('blog search', () => {
  it('matches the title, the excerpt, the category and each tag', () => {
    expect(postMatches(post, 'turbines')).toBe(true);
    expect(postMatches(post, 'historian')).toBe(true);
    expect(postMatches(post, 'hardware')).toBe(true);
    expect(postMatches(post, 'data diode')).toBe(true);
    expect(postMatches(post, 'ot security')).toBe(true);
  });

  it('ignores case and surrounding or repeated spaces', () => {
    expect(postMatches(post, '  SECURING   turbines ')).toBe(true);
    expect(postMatches(post, 'dAtA dIoDe')).toBe(true);
  });

  it('does not match text the post does not contain (the author is not searched)', () => {
    expect(postMatches(post, 'ransomware')).toBe(false);
    expect(postMatches(post, 'A. Writer')).toBe(false);
  });

  it('returns every post, in order, for an empty or blank query', () => {
    expect(postsMatching(blogPosts, '', idle)).toEqual(blogPosts);
    expect(postsMatching(blogPosts, '   ', idle)).toEqual(blogPosts);
  });

  it('filters the posts by their cards at once, and finds nothing for an unknown word', () => {
    expect(postsMatching(blogPosts, 'data diode', idle).map((p) => p.id)).toEqual([3, 6]);
    expect(postsMatching(blogPosts, 'compliance', idle).map((p) => p.id)).toEqual([4, 6]);
    expect(postsMatching(blogPosts, 'zzz-no-such-word', idle)).toEqual([]);
  });

  it('adds the articles whose text the site search found, in the list order, and keeps them while it looks again', () => {
    const found = { total: 2, hits: [hit('/blog/5'), hit('/blog/1')] };
    expect(
      postsMatching(blogPosts, 'purdue', { status: 'done', query: 'purdue', results: found }).map((p) => p.id),
    ).toEqual(blogPosts.filter((p) => p.id === 1 || p.id === 5).map((p) => p.id));
    expect(
      postsMatching(blogPosts, 'purdue model', { status: 'searching', query: 'purdue model', previous: found }).length,
    ).toBe(2);
  });
});

const idle = { status: 'idle' } as const;

function hit(path: string) {
  return { path, title: path, excerpt: [] };
}
