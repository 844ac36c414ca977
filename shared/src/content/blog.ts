/**
 * The blog: its vocabulary and its posts (docs/product.md#content). Each post is a
 * Markdown file in ./posts/ with validated front matter; `npm run blog` (also run
 * by install, build, dev and test) reads them into ./generated/. This module
 * holds what the list, cards, previews and page table read about a post, never
 * its article (that is ./blog-articles.ts, for the build and the assistant), so
 * a page script that lists posts carries no article text.
 */
import type { BlogFrontMatter } from './blog-front-matter.ts';
import { popularTags } from './blog-taxonomy.ts';
import { blogPosts as builtPosts } from './generated/blog-posts.ts';

export * from './blog-taxonomy.ts';

/** A heading of an article: a section (`##`, level 2) or a subsection (`###`, level 3), and its anchor. */
export interface BlogPostSection {
  /** The heading's id on the post page: `/blog/{id}#{section id}`. */
  id: string;
  title: string;
  level: 2 | 3;
}

export interface BlogPost extends BlogFrontMatter {
  /** Words of the article (headings, text, lists and tables). */
  wordCount: number;
  /** Minutes to read, from the words (shared/scripts/blog/reading-time.ts). */
  readingMinutes: number;
  /** The article's headings, in order (the contents list and the structured data use the sections, level 2). */
  sections: readonly BlogPostSection[];
}

/** Every post, newest first. */
export const blogPosts: readonly BlogPost[] = builtPosts;

/** Every tag that has a page: the popular tags and any tag a post carries. */
export const blogTagPages: readonly string[] = [
  ...new Set<string>([...popularTags, ...blogPosts.flatMap((post) => post.tags)]),
];
