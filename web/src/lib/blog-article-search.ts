/**
 * The blog's search: a post matches when its title, excerpt, category or a tag
 * holds the words (at once, as the visitor types), or when the site search finds
 * them in its article (a moment later, once the index has answered).
 */
import { blogPostPath } from '@ferrum/shared';
import type { BlogPost } from '@ferrum/shared/content/blog';
import { normaliseQuery, postMatches } from './blog-search.ts';
import { shownResults, type SiteSearchState } from './use-site-search.ts';

/** The paths of the articles the site search found for the query, so far. */
function articlePathsFound(search: SiteSearchState): ReadonlySet<string> {
  return new Set(shownResults(search)?.hits.map((hit) => hit.path));
}

/** The posts that match `query`, in their original order. */
export function postsMatching(posts: readonly BlogPost[], query: string, search: SiteSearchState): readonly BlogPost[] {
  if (!normaliseQuery(query)) return posts;
  const found = articlePathsFound(search);
  return posts.filter((post) => postMatches(post, query) || found.has(blogPostPath(post.id)));
}
