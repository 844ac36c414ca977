/**
 * What search engines, link previews and feed readers get from the built site, as
 * served by the local stack: a crawl of every page and file it links
 * (web/e2e/support/site-crawl.ts), each page's own preview image, the JSON-LD
 * items by type and their rich-result errors (web/src/test/rich-results.ts).
 */
import { parseHTML } from 'linkedom';
import { allPages } from '@ferrum/shared';
import { crawlSite } from '../web/e2e/support/site-crawl.ts';
import { checkStructuredData } from '../web/src/test/rich-results.ts';

export interface MachineReadableMeasurement {
  /** Pages of the page table (all in the sitemap). */
  pages: number;
  /** Pages whose `og:image` no other page names. */
  pagesWithOwnPreview: number;
  /** Largest preview image, bytes. */
  largestPreviewBytes: number;
  /** JSON-LD items over all pages, by `@type`. */
  structuredDataItems: Record<string, number>;
  /** Rich-result errors over all pages. */
  richResultErrors: string[];
  /** Pages and files the crawl fetched, internal references it followed, and those that lead nowhere. */
  crawl: { fetched: number; links: number; broken: string[] };
}

export async function measureMachineReadable(siteUrl: string): Promise<MachineReadableMeasurement> {
  const crawl = await crawlSite(async (path) => {
    const response = await fetch(new URL(path, siteUrl), { redirect: 'manual' });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: () => response.text(),
    };
  });
  const paths = allPages().map((page) => page.path);
  const previews = new Map<string, string>();
  const structuredDataItems: Record<string, number> = {};
  const errors: string[] = [];
  for (const path of paths) {
    const html = crawl.pages.get(path) ?? '';
    const image = parseHTML(html).document.querySelector('meta[property="og:image"]')?.getAttribute('content');
    if (image) previews.set(path, image);
    const structuredData = await checkStructuredData(html);
    for (const [type, count] of Object.entries(structuredData.types))
      structuredDataItems[type] = (structuredDataItems[type] ?? 0) + count;
    errors.push(...structuredData.errors.map((message) => `${path}: ${message}`));
  }
  const imageUses = [...previews.values()].reduce(
    (uses, image) => uses.set(image, (uses.get(image) ?? 0) + 1),
    new Map<string, number>(),
  );
  const previewSizes = await Promise.all(
    [...imageUses.keys()].map(async (image) => {
      const response = await fetch(new URL(new URL(image).pathname, siteUrl));
      return response.ok ? (await response.arrayBuffer()).byteLength : 0;
    }),
  );
  return {
    pages: paths.length,
    pagesWithOwnPreview: [...previews.values()].filter((image) => imageUses.get(image) === 1).length,
    largestPreviewBytes: Math.max(0, ...previewSizes),
    structuredDataItems,
    richResultErrors: errors,
    crawl: { fetched: crawl.fetched, links: crawl.links, broken: crawl.broken },
  };
}
