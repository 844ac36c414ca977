import { describe, expect, it } from 'vitest';
import { blogPosts } from '@ferrum/shared/content/blog';
import { postMatches, searchPosts } from './blog-search.ts';
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
    expect(searchPosts(blogPosts, '')).toEqual(blogPosts);
    expect(searchPosts(blogPosts, '   ')).toEqual(blogPosts);
  });

  it('filters the six posts and finds nothing for an unknown word', () => {
    expect(searchPosts(blogPosts, 'data diode').map((p) => p.id)).toEqual([3, 6]);
    expect(searchPosts(blogPosts, 'compliance').map((p) => p.id)).toEqual([4, 6]);
    expect(searchPosts(blogPosts, 'zzz-no-such-word')).toEqual([]);
  });
});
