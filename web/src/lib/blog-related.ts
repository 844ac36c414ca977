/**
 * Related posts under an article (docs/product.md#blog-post): other posts sharing the
 * category or any tag, at most three.
 */
import type { BlogPost } from '@ferrum/shared/content/blog';

/** Related posts are capped at 3 (docs/product.md#constants). */
export const RELATED_POSTS_LIMIT = 3;

function sharedTagCount(a: BlogPost, b: BlogPost): number {
  const tags = new Set(a.tags.map((tag) => tag.toLowerCase()));
  return b.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
}

/**
 * Posts related to `post`, excluding itself: those in the same category or with
 * a tag in common. Ordered so the result never depends on list order: most
 * shared tags first, then newest, then lowest id.
 */
export function relatedPosts(
  post: BlogPost,
  posts: readonly BlogPost[],
  limit = RELATED_POSTS_LIMIT,
): readonly BlogPost[] {
  return posts
    .filter((other) => other.id !== post.id)
    .map((other) => ({ other, shared: sharedTagCount(post, other) }))
    .filter(({ other, shared }) => shared > 0 || other.category === post.category)
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date) || a.other.id - b.other.id)
    .slice(0, limit)
    .map(({ other }) => other);
}
