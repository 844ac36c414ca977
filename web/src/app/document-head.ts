/**
 * The `<head>` tags of a page, from the shared page table: title, description,
 * canonical URL and Open Graph. The prerender writes them into every HTML file
 * (and the dev server into every page it renders).
 */
import { blogPostPath, brand, documentTitle, type PageMeta } from '@ferrum/shared';
import { blogPosts } from '@ferrum/shared/content/blog';
import { blogFeedLinkTags } from './blog-feed-link.ts';
import { previewImageTags, type PreviewImage } from './preview-image-tags.ts';
import { siteIconTags } from './site-icon-tags.ts';

export function canonicalUrl(path: string): string {
  return path === '/' ? `${brand.siteUrl}/` : `${brand.siteUrl}${path}`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What a document's head says beyond its page meta. */
export interface HeadTagOptions {
  indexable: boolean;
  /** The page's link-preview image (the prerender builds one per page; the dev server has none). */
  previewImage?: PreviewImage;
  /**
   * Send no Referer from this page: its URL carries a secret (the unsubscribe token),
   * and a CDN may rewrite the Referrer-Policy header, never the page.
   * @default false
   */
  noReferrer?: boolean;
}

/** The head tags as HTML, for the prerendered file. */
export function renderHeadTags(page: PageMeta, options: HeadTagOptions): string {
  const title = escapeHtml(documentTitle(page));
  const description = escapeHtml(page.description);
  const url = escapeHtml(canonicalUrl(page.path));
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    options.indexable ? `<link rel="canonical" href="${url}" />` : '<meta name="robots" content="noindex" />',
    options.noReferrer ? '<meta name="referrer" content="no-referrer" />' : '',
    ...blogFeedLinkTags(page.path),
    ...openGraphTypeTags(page.path),
    `<meta property="og:site_name" content="${escapeHtml(brand.company)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    options.indexable ? `<meta property="og:url" content="${url}" />` : '',
    ...previewImageTags(options.previewImage),
    ...siteIconTags(),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * `og:type`: a post is an article, with its date, author, section and tags (what
 * LinkedIn and Slack show under the title); every other page is a website.
 */
export function openGraphTypeTags(path: string): string[] {
  const post = blogPosts.find((candidate) => blogPostPath(candidate.id) === path);
  if (!post) return ['<meta property="og:type" content="website" />'];
  return [
    '<meta property="og:type" content="article" />',
    `<meta property="article:published_time" content="${post.date}" />`,
    `<meta property="article:author" content="${escapeHtml(post.author)}" />`,
    `<meta property="article:section" content="${escapeHtml(post.category)}" />`,
    ...post.tags.map((tag) => `<meta property="article:tag" content="${escapeHtml(tag)}" />`),
  ];
}
