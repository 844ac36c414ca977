/**
 * Prerenders every page of the shared page table (and the not-found page) into
 * dist/client/<path>/index.html, then writes sitemap.xml and robots.txt.
 * Runs after the client and server builds (see web/package.json `build`).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { allPages, brand, notFoundDocument, notFoundPage, type PageMeta } from '@ferrum/shared';
import { canonicalUrl, renderHeadTags } from '../src/app/document-head.ts';
import { notFoundRenderPath } from '../src/app/hydrate-or-render.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(webRoot, process.env.WEB_DIST ?? 'dist');
const clientDir = join(distDir, 'client');
const serverEntry = join(distDir, 'server/entry-server.js');

type RenderPath = (path: string) => Promise<string>;

function fileFor(path: string): string {
  if (path === notFoundRenderPath) return join(clientDir, notFoundDocument);
  return join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
}

async function writePage(template: string, renderPath: RenderPath, page: PageMeta, indexable: boolean) {
  const appHtml = await renderPath(page.path);
  const html = template
    .replace('<!--app-head-->', renderHeadTags(page, { indexable }))
    .replace('__PRERENDERED_PATH__', page.path)
    .replace('<!--app-html-->', appHtml);
  const file = fileFor(page.path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

function sitemap(pages: PageMeta[]): string {
  const urls = pages.map((page) => `  <url><loc>${canonicalUrl(page.path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

async function main() {
  const started = performance.now();
  const { renderPath } = (await import(pathToFileURL(serverEntry).href)) as { renderPath: RenderPath };
  const templateFile = join(clientDir, 'index.html');
  const template = await readFile(templateFile, 'utf8');
  // The template is rewritten as the home page below; keep no unrendered copy.
  await rm(templateFile);

  const pages = allPages();
  for (const page of pages) await writePage(template, renderPath, page, true);
  await writePage(template, renderPath, notFoundPage, false);
  await writeFile(join(clientDir, 'sitemap.xml'), sitemap(pages));
  await writeFile(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${brand.siteUrl}/sitemap.xml\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Prerendered ${pages.length} pages and the not-found page in ${seconds} s.`);
}

await main();
