/**
 * The not-found documents the prerender writes: one per family of unknown paths
 * (the routing rule of the local server and CloudFront sends each unknown path to
 * its family's document, with status 404), and the path each is rendered as.
 */
import { notFoundDocuments } from '@ferrum/shared';

/**
 * Stands for the attempted tag or category while its family's document renders; the
 * prerender turns it into a `data-route-label` slot (a private-use character, so it
 * can never be real text).
 */
export const routeLabelPlaceholder = '\uE000';

const placeholderSlug = encodeURIComponent(routeLabelPlaceholder);

export const notFoundDocumentPages = [
  { file: notFoundDocuments.site, renderAs: '/404', title: 'Page Not Found' },
  { file: notFoundDocuments.blogPost, renderAs: '/blog/post-not-found', title: 'Post Not Found' },
  { file: notFoundDocuments.blogCategory, renderAs: `/blog/category/${placeholderSlug}`, title: 'No Articles Found' },
  { file: notFoundDocuments.blogTag, renderAs: `/blog/tag/${placeholderSlug}`, title: 'No Articles Found' },
].map((document) => ({ ...document, file: document.file.replace(/^\//, '') }));
