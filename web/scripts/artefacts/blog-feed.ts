/**
 * `/blog/feed.xml`: the blog's RSS 2.0 feed, from the same posts the blog pages
 * render, each with its whole article (`content:encoded`) as well as its excerpt.
 * Every link is absolute on the production origin, whichever stage serves the
 * file, so a reader never follows a post to a dev domain.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Feed } from 'feed';
import { blogCategoryPath, blogFeed, blogPostPath, blogTagPath, brand, pages } from '@ferrum/shared';
import { blogPosts, type BlogPost } from '@ferrum/shared/content/blog';
import { blogArticleHtml } from '@ferrum/shared/content/blog-article-html';
import { canonicalUrl } from '../../src/app/document-head.ts';

/** A post's publication date: the content holds a day, which the feed states as midnight UTC. */
export function publicationDate(post: Pick<BlogPost, 'date'>): Date {
  return new Date(`${post.date}T00:00:00Z`);
}

/**
 * An article's HTML with its links and images on the production origin: a feed
 * reader has no page to resolve `/products/…` or `#section` against. The HTML is
 * the blog build's own (double-quoted attributes), so its site paths and section
 * links only need the origin, or the post's address, put in front.
 */
export function withAbsoluteLinks(html: string, postUrl: string): string {
  return html
    .replace(/\b(href|src)="\/(?!\/)/g, (_match, attribute: string) => `${attribute}="${canonicalUrl('/')}`)
    .replace(/\bhref="#/g, `href="${postUrl}#`);
}

/** The feed as RSS 2.0 XML, newest post first. */
export function blogFeedXml(posts: readonly BlogPost[] = blogPosts): string {
  const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const feed = new Feed({
    title: blogFeed.title,
    description: pages.blog.description,
    id: canonicalUrl(pages.blog.path),
    link: canonicalUrl(pages.blog.path),
    feedLinks: { rss: canonicalUrl(blogFeed.path) },
    language: 'en',
    copyright: `© ${brand.company}`,
    // The newest post's date rather than the clock, so an unchanged blog builds a byte-identical feed.
    updated: newestFirst[0] ? publicationDate(newestFirst[0]) : undefined,
    generator: false,
  });
  for (const post of newestFirst) {
    const link = canonicalUrl(blogPostPath(post.id));
    const html = blogArticleHtml(post.id);
    feed.addItem({
      title: post.title,
      link,
      description: post.excerpt,
      ...(html ? { content: withAbsoluteLinks(html, link) } : {}),
      date: publicationDate(post),
      // RSS 2.0 names an author by e-mail address, then the name: the blog's address is the brand's.
      author: [{ name: post.author, email: brand.email }],
      // The domain of each category is the site page that lists it, so a reader can follow it.
      category: [
        { name: post.category, domain: canonicalUrl(blogCategoryPath(post.category)) },
        ...post.tags.map((tag) => ({ name: tag, domain: canonicalUrl(blogTagPath(tag)) })),
      ],
    });
  }
  return feed.rss2();
}

/** Writes the feed into the built site (`clientDir` is dist/client). */
export async function writeBlogFeed(clientDir: string): Promise<void> {
  const file = join(clientDir, blogFeed.path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, blogFeedXml());
}
