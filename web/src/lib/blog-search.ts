/**
 * The blog list's search box (docs/product.md#blog-list): filters the posts as the visitor
 * types, over title, excerpt, category and tags, case-insensitively.
 */
import type { BlogPost } from '@ferrum/shared/content/blog';

/** The query as it is matched: trimmed, lower case, inner whitespace collapsed. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** True when `post` contains `query` in its title, excerpt, category or any tag. An empty query matches every post. */
export function postMatches(post: BlogPost, query: string): boolean {
  const needle = normaliseQuery(query);
  if (!needle) return true;
  return [post.title, post.excerpt, post.category, ...post.tags].some((field) =>
    field.replace(/\s+/g, ' ').toLowerCase().includes(needle),
  );
}
