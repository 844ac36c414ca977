/**
 * The articles as text, built from the posts' Markdown at build time: each
 * section's heading, anchor and blocks, which the assistant answers from and the
 * tests read. The HTML the pages and the feed carry is ./blog-article-html.ts.
 * No page script reads either.
 */
import { blogArticles } from './generated/blog-articles.ts';

/** A section (`##`, level 2) or subsection (`###`, level 3) of an article as text: its heading and its blocks. */
export interface ArticleSection {
  /** The heading's id on the post page: `/blog/{id}#{id}`. */
  id: string;
  title: string;
  level: 2 | 3;
  /** Its paragraphs, list items and table rows (each read with its column headings). */
  blocks: readonly string[];
}

export interface BlogArticle {
  postId: number;
  /** The blocks before the first section. */
  intro: readonly string[];
  /** Every heading's part, in order: a subsection follows its section. */
  sections: readonly ArticleSection[];
}

export { blogArticles };

/** The article of post `postId`. */
export function blogArticle(postId: number): BlogArticle | undefined {
  return blogArticles.find((article) => article.postId === postId);
}
