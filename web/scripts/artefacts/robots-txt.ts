/**
 * `/robots.txt`: crawling is allowed on every stage, and must be: a crawler
 * that may not fetch a page never reads the `X-Robots-Tag: noindex` that keeps
 * the other stages out of search results (shared/src/security-headers.ts).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brand } from '@ferrum/shared';

/** The file's text: allow all, and point at the sitemap on the production origin. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${brand.siteUrl}/sitemap.xml\n`;
}

/** Writes robots.txt into the built site (`clientDir` is dist/client). */
export async function writeRobotsTxt(clientDir: string): Promise<void> {
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt());
}
