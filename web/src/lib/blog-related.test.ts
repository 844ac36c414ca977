import { describe, expect, it } from 'vitest';
import { blogPosts } from '@ferrum/shared/content/blog';
import { RELATED_POSTS_LIMIT, relatedPosts } from './blog-related.ts';
import { testPost } from './blog-test-posts.ts';

const ids = (posts: readonly { id: number }[]) => posts.map((post) => post.id);

describe('related posts', () => {
  it('are capped at three and never include the post itself', () => {
    expect(RELATED_POSTS_LIMIT).toBe(3);
    for (const post of blogPosts) {
      const related = relatedPosts(post, blogPosts);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(ids(related)).not.toContain(post.id);
    }
  });

  it('include a post sharing only the category, and one sharing only a tag', () => {
    const post = testPost({ id: 1, category: 'Compliance', tags: ['ICS'] });
    const sameCategory = testPost({ id: 2, category: 'Compliance', tags: ['AI'] });
    const sameTag = testPost({ id: 3, category: 'Case Studies', tags: ['ics'] });
    const unrelated = testPost({ id: 4, category: 'Case Studies', tags: ['AI'] });
    expect(ids(relatedPosts(post, [post, sameCategory, sameTag, unrelated]))).toEqual([3, 2]);
  });

  it('order most shared tags first, then newest, then lowest id', () => {
    const post = testPost({ id: 1, tags: ['A', 'B'], category: 'Compliance' });
    const oneTagOld = testPost({ id: 2, tags: ['A'], date: '2024-01-01' });
    const twoTags = testPost({ id: 3, tags: ['A', 'B'], date: '2023-01-01' });
    const oneTagNew = testPost({ id: 4, tags: ['B'], date: '2025-01-01' });
    const oneTagNewTwin = testPost({ id: 5, tags: ['B'], date: '2025-01-01' });
    expect(ids(relatedPosts(post, [oneTagOld, oneTagNewTwin, post, twoTags, oneTagNew]))).toEqual([3, 4, 5]);
  });

  it('gives the site’s posts a stable selection', () => {
    expect(ids(relatedPosts(blogPosts[0]!, blogPosts))).toEqual([3, 2, 4]);
    expect(ids(relatedPosts(blogPosts[3]!, blogPosts))).toEqual([1, 3, 6]);
    expect(ids(relatedPosts(blogPosts[4]!, blogPosts))).toEqual([1, 2]);
  });

  it('is empty when nothing shares the category or a tag', () => {
    const post = testPost({ id: 1, category: 'Industry News', tags: ['Unique'] });
    expect(relatedPosts(post, [post, testPost({ id: 2, tags: ['Other'] })])).toEqual([]);
  });
});
