/**
 * `/.well-known/security.txt` (RFC 9116): where researchers reach the security
 * team, and the policy they report under. Its `Expires` runs from the build, so
 * a site that is not rebuilt for `securityTxt.validityDays` publishes an expired
 * file: deploy at least that often (docs/decisions/013).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { brand, pages, securityTxt } from '@ferrum/shared';
import { canonicalUrl } from '../../src/app/document-head.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The `Expires` of a file built at `now`: RFC 3339 in UTC, to the second (RFC 9116 §2.5.5). */
export function securityTxtExpires(now: Date): string {
  return new Date(now.getTime() + securityTxt.validityDays * dayMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The file's text for a build at `now`. */
export function securityTxtContent(now: Date): string {
  return [
    `# ${brand.company}: how to report a security vulnerability. Read the policy before you test.`,
    `Contact: mailto:${brand.securityEmail}`,
    `Expires: ${securityTxtExpires(now)}`,
    'Preferred-Languages: en',
    `Canonical: ${canonicalUrl(securityTxt.path)}`,
    `Policy: ${canonicalUrl(pages.security.path)}`,
    '',
  ].join('\n');
}

/** Writes the file into the built site (`clientDir` is dist/client). */
export async function writeSecurityTxt(clientDir: string, now: Date = new Date()): Promise<void> {
  const file = join(clientDir, securityTxt.path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, securityTxtContent(now));
}
