/**
 * The head tag that advertises the blog's RSS feed (`<link rel="alternate">`), so
 * a browser extension or a feed reader given any blog page finds the feed.
 */
import { blogFeed, brand, pages } from '@ferrum/shared';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Whether `path` is a page of the blog: the list, a post, a category or a tag page. */
export function isBlogPagePath(path: string): boolean {
  return path === pages.blog.path || path.startsWith(`${pages.blog.path}/`);
}

/** The feed link for a blog page, none for any other page. The URL is absolute on the production origin. */
export function blogFeedLinkTags(path: string): string[] {
  if (!isBlogPagePath(path)) return [];
  const href = escapeAttribute(`${brand.siteUrl}${blogFeed.path}`);
  return [
    `<link rel="alternate" type="${blogFeed.mediaType}" title="${escapeAttribute(blogFeed.title)}" href="${href}" />`,
  ];
}
