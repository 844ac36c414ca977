/**
 * The articles as HTML, built from the posts' Markdown at build time
 * (shared/scripts/blog/render-article.ts): what the post pages and the feed
 * carry. Headings have ids and link to themselves; links are site paths. Only
 * the prerender and the feed read this module.
 */
import { blogArticleHtml as articleHtml } from './generated/blog-article-html.ts';

/** The article of post `postId` as HTML, without its title (the page's `h1`). */
export function blogArticleHtml(postId: number): string | undefined {
  return articleHtml[postId];
}
