/** `/sitemap.xml`: every page of the page table, at its canonical (production) URL. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageMeta } from '@ferrum/shared';
import { canonicalUrl } from '../../src/app/document-head.ts';

/** The sitemap of `pages` (the form result pages and not-found documents stay out: they are noindex). */
export function sitemapXml(pages: readonly PageMeta[]): string {
  const urls = pages.map((page) => `  <url><loc>${canonicalUrl(page.path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Writes the sitemap into the built site (`clientDir` is dist/client). */
export async function writeSitemap(clientDir: string, pages: readonly PageMeta[]): Promise<void> {
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(pages));
}
