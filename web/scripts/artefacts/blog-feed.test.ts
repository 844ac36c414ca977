import { describe, expect, it } from 'vitest';
import { blogCategoryPath, blogFeed, blogPostPath, blogTagPath, brand, pages } from '@ferrum/shared';
import { blogPosts } from '@ferrum/shared/content/blog';
import { blogFeedXml, publicationDate, withAbsoluteLinks } from './blog-feed.ts';

/** Parses with jsdom's XML parser (saxes), which reports a malformed document as a `<parsererror>`. */
function parseXml(xml: string): Document {
  return new DOMParser().parseFromString(xml, 'application/xml');
}

const textOf = (parent: Element | Document, selector: string) => parent.querySelector(selector)?.textContent ?? '';

/** RFC 822 as RSS 2.0 uses it (four-digit year, RFC 1123): `Tue, 18 Mar 2025 00:00:00 GMT`. */
const rfc822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe('blog feed', () => {
  const feed = parseXml(blogFeedXml());

  it('is well-formed XML (a malformed document does fail the same parser)', () => {
    expect(feed.querySelector('parsererror')).toBeNull();
    expect(parseXml('<rss><channel></rss>').querySelector('parsererror')).not.toBeNull();
  });

  it('is RSS 2.0 with the blog’s title, description and link on the production origin, and names its own URL', () => {
    expect(feed.documentElement.nodeName).toBe('rss');
    expect(feed.documentElement.getAttribute('version')).toBe('2.0');
    const channel = feed.querySelector('rss > channel')!;
    expect(textOf(channel, ':scope > title')).toBe(blogFeed.title);
    expect(textOf(channel, ':scope > description')).toBe(pages.blog.description);
    expect(textOf(channel, ':scope > link')).toBe(`${brand.siteUrl}${pages.blog.path}`);
    const self = channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self?.getAttribute('href')).toBe(`${brand.siteUrl}${blogFeed.path}`);
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('type')).toBe(blogFeed.mediaType);
  });

  it('has every post as an item: absolute link, RFC 822 date, author, its category and tags as categories', () => {
    const items = [...feed.querySelectorAll('channel > item')];
    expect(items).toHaveLength(blogPosts.length);
    for (const post of blogPosts) {
      const link = `${brand.siteUrl}${blogPostPath(post.id)}`;
      const item = items.find((candidate) => textOf(candidate, 'link') === link);
      expect(item, post.title).toBeDefined();
      expect(new URL(textOf(item!, 'link')).origin).toBe(brand.siteUrl);
      expect(textOf(item!, 'title')).toBe(post.title);
      expect(textOf(item!, 'description')).toBe(post.excerpt);
      expect(textOf(item!, 'guid')).toBe(link);
      const pubDate = textOf(item!, 'pubDate');
      expect(pubDate).toMatch(rfc822);
      expect(new Date(pubDate).toISOString().slice(0, 10)).toBe(post.date);
      expect(textOf(item!, 'author')).toBe(`${brand.email} (${post.author})`);
      const categories = [...item!.querySelectorAll('category')];
      expect(categories.map((category) => category.textContent)).toEqual([post.category, ...post.tags]);
      expect(categories.map((category) => category.getAttribute('domain'))).toEqual([
        `${brand.siteUrl}${blogCategoryPath(post.category)}`,
        ...post.tags.map((tag) => `${brand.siteUrl}${blogTagPath(tag)}`),
      ]);
    }
  });

  it('lists the newest post first and dates the feed by it, so an unchanged blog builds the same bytes', () => {
    const dates = [...feed.querySelectorAll('channel > item > pubDate')].map((date) => Date.parse(date.textContent));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(textOf(feed, 'channel > lastBuildDate')).toBe(new Date(Math.max(...dates)).toUTCString());
    expect(blogFeedXml()).toBe(blogFeedXml());
  });

  it('keeps markup in a post’s text as text', () => {
    const [first] = blogPosts;
    const xml = blogFeedXml([{ ...first!, title: 'Tags <b> & "quotes" ]]> survive', excerpt: 'a < b && c > d' }]);
    const item = parseXml(xml).querySelector('item')!;
    expect(textOf(item, 'title')).toBe('Tags <b> & "quotes" ]]> survive');
    expect(textOf(item, 'description')).toBe('a < b && c > d');
  });

  it('carries each post’s whole article, its links on the production origin', () => {
    const contentNs = 'http://purl.org/rss/1.0/modules/content/';
    for (const post of blogPosts) {
      const item = [...feed.querySelectorAll('channel > item')].find((candidate) =>
        textOf(candidate, 'link').endsWith(blogPostPath(post.id)),
      )!;
      const html = item.getElementsByTagNameNS(contentNs, 'encoded')[0]?.textContent ?? '';
      const article = new DOMParser().parseFromString(html, 'text/html');
      // The article, not the excerpt: its words and every section heading.
      expect(article.body.textContent!.split(/\s+/).length, post.title).toBeGreaterThan(post.wordCount * 0.9);
      expect([...article.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(
        post.sections.filter((section) => section.level === 2).map((section) => section.title),
      );
      for (const link of article.querySelectorAll('a[href]')) {
        expect(link.getAttribute('href')!, post.title).toMatch(
          new RegExp(`^(${brand.siteUrl}/|mailto:|tel:|https://)`),
        );
      }
      expect(
        article.querySelector(`a[href="${brand.siteUrl}${blogPostPath(post.id)}#${post.sections[0]!.id}"]`),
      ).not.toBeNull();
    }
  });

  it('puts the origin before site paths and the post’s address before section links, and nothing else', () => {
    expect(
      withAbsoluteLinks(
        '<a href="/products/data-diode#specifications">x</a> <a href="#why">y</a> <a href="https://iec.ch/">z</a>',
        'https://ferrumshield.com/blog/3',
      ),
    ).toBe(
      `<a href="${brand.siteUrl}/products/data-diode#specifications">x</a> <a href="https://ferrumshield.com/blog/3#why">y</a> <a href="https://iec.ch/">z</a>`,
    );
  });

  it('dates a post at midnight UTC of its day, whatever the build machine’s time zone', () => {
    expect(publicationDate({ date: '2025-03-18' }).toISOString()).toBe('2025-03-18T00:00:00.000Z');
  });
});
