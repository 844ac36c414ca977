/**
 * Which post, category or tag a URL names (docs/product.md#category-and-tag-pages): ids are plain numbers;
 * category and tag slugs are decoded, hyphens become spaces, and they match
 * case-insensitively.
 */
import { slugMatches } from '@ferrum/shared';
import { blogCategories, blogPosts, blogTagPages, type BlogPost } from '@ferrum/shared/content/blog';
import { slugToLabel } from './route-label.ts';

export { slugToLabel };

/**
 * The post id a `/blog/{id}` segment names, or undefined when it is not a plain
 * non-negative integer written without leading zeros ("abc", "1.5", "01", "1e2"):
 * only the canonical form has a prerendered page, so only it shows a post.
 */
export function parsePostId(segment: string | undefined): number | undefined {
  if (!segment || !/^(0|[1-9]\d{0,8})$/.test(segment)) return undefined;
  return Number(segment);
}

/** The post at `/blog/{segment}`, or undefined (the Post Not Found view). */
export function findPost(segment: string | undefined, posts: readonly BlogPost[] = blogPosts): BlogPost | undefined {
  const id = parsePostId(segment);
  return id === undefined ? undefined : posts.find((post) => post.id === id);
}

/** What a category page shows: the category's own name (or the decoded slug) and its posts. */
export function postsInCategory(slug: string, posts: readonly BlogPost[] = blogPosts) {
  const known = blogCategories.find((category) => slugMatches(slug, category));
  return {
    label: known ?? slugToLabel(slug),
    posts: posts.filter((post) => slugMatches(slug, post.category)),
  };
}

/** What a tag page shows: the tag in its own casing (or the decoded slug) and the posts carrying it. */
export function postsWithTag(slug: string, posts: readonly BlogPost[] = blogPosts) {
  const known = blogTagPages.find((tag) => slugMatches(slug, tag));
  return {
    label: known ?? slugToLabel(slug),
    posts: posts.filter((post) => post.tags.some((tag) => slugMatches(slug, tag))),
  };
}

/** Every category with the number of posts in it, in the content's order. */
export function categoryCounts(posts: readonly BlogPost[] = blogPosts) {
  return blogCategories.map((category) => ({
    category,
    count: posts.filter((post) => post.category === category).length,
  }));
}
