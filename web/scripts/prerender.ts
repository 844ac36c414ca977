/**
 * Prerenders every page into dist/client: the page table's pages, the form result
 * pages, and the not-found documents that serve every unknown path of their
 * family; then what machines read beside them, one module each in artefacts/
 * (sitemap, robots.txt, the blog feed, security.txt). Runs after the client and server builds
 * (see web/package.json `build`). Each file is a complete static page; the only
 * scripts are the page script the template loads and, on the not-found documents,
 * their own small module.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  allFormResultPaths,
  allPages,
  notFoundPage,
  pages as pageTable,
  searchPage,
  unsubscribePages,
  type PageMeta,
} from '@ferrum/shared';
import { renderHeadTags } from '../src/app/document-head.ts';
import type { PreviewImage } from '../src/app/preview-image-tags.ts';
import { renderStructuredData, structuredDataFor } from '../src/app/structured-data.ts';
import { notFoundDocumentPages, routeLabelPlaceholder } from './not-found-documents.ts';
import { writeBlogFeed } from './artefacts/blog-feed.ts';
import { writeIcons } from './artefacts/icons.ts';
import { generatePreviewImages } from './artefacts/preview-images.ts';
import { writeRobotsTxt } from './artefacts/robots-txt.ts';
import { writeSecurityTxt } from './artefacts/security-txt.ts';
import { writeSearchIndex, type IndexedPage } from './artefacts/search-index.ts';
import { writeSitemap } from './artefacts/sitemap.ts';
import { formResultPageMeta } from '../src/content/form-results.ts';
import { unsubscribePageMeta } from '../src/content/unsubscribe-pages.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(webRoot, process.env.WEB_DIST ?? 'dist');
const clientDir = join(distDir, 'client');
const serverEntry = join(distDir, 'server/entry-server.js');
const manifestFile = join(clientDir, '.vite/manifest.json');
/** Rendered preview images by input hash, kept between builds (git-ignored). */
const previewCacheDir = join(webRoot, '../node_modules/.cache/previews');

type RenderPath = (path: string) => Promise<string>;

interface Document {
  /** The page's meta (title, description; `path` is its canonical path). */
  page: PageMeta;
  /** The path rendered (differs from `page.path` for the not-found documents). */
  renderAs?: string;
  /** Where the file goes, under dist/client. */
  file: string;
  indexable: boolean;
  /** Extra module script for this document (the not-found documents' own). */
  script?: string;
  /** Its link-preview image. */
  previewImage?: PreviewImage;
  /** Its URL carries a secret: no Referer from it. */
  noReferrer?: boolean;
}

const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The not-found documents of a family name the attempted tag or category; the
 * prerender renders them with a placeholder label, which becomes a slot the page's
 * script fills from the URL, showing "…" until it does (or without script).
 */
function fillRouteLabelSlots(html: string): string {
  const inText = html.replace(/<[^>]*>/g, '').split(routeLabelPlaceholder).length;
  if (inText !== html.split(routeLabelPlaceholder).length) {
    throw new Error('The route label placeholder landed inside a tag; only text can carry it.');
  }
  return html.replaceAll(routeLabelPlaceholder, '<span data-route-label>…</span>');
}

/** Writes one document; returns its HTML. */
async function writeDocument(template: string, renderPath: RenderPath, document: Document): Promise<string> {
  const body = fillRouteLabelSlots(await renderPath(document.renderAs ?? document.page.path));
  const head = [
    renderHeadTags(document.page, {
      indexable: document.indexable,
      previewImage: document.previewImage,
      noReferrer: document.noReferrer,
    }),
    document.script ? `<script type="module" src="${escapeHtml(document.script)}"></script>` : '',
  ].join('\n    ');
  // Data blocks for search engines, on the pages they index (never executed: see structured-data.ts).
  // At the end of the body: a job posting's description runs to kilobytes, which the head would
  // put between the visitor and the stylesheet.
  const structuredData = document.indexable
    ? renderStructuredData(structuredDataFor(document.page.path, { previewImageUrl: document.previewImage?.url }))
    : [];
  const html = template
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', body)
    .replace('</body>', `${structuredData.map((block) => `  ${block}\n`).join('')}  </body>`);
  const file = join(clientDir, document.file);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  return html;
}

/** The typeface's file, as styles.css names it (the build adds a hash). */
const typefaceFile = /^ibm-plex-sans-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Every page preloads the typeface: the browser otherwise finds it only once the
 * stylesheet has loaded and the text needs it, a round trip later.
 */
async function typefacePreloadTag(): Promise<string> {
  const built = (await readdir(join(clientDir, 'assets'))).filter((file) => typefaceFile.test(file));
  if (built.length !== 1) throw new Error(`Expected one built typeface file in assets/, found ${built.length}.`);
  return `<link rel="preload" href="/assets/${built[0]}" as="font" type="font/woff2" crossorigin />`;
}

/** The built file of a non-HTML entry (vite.config.ts `rollupOptions.input`), as a site path. */
async function builtEntry(source: string): Promise<string> {
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build manifest.`);
  return `/${entry.file}`;
}

async function main() {
  const started = performance.now();
  const { renderPath } = (await import(pathToFileURL(serverEntry).href)) as { renderPath: RenderPath };
  const templateFile = join(clientDir, 'index.html');
  const template = (await readFile(templateFile, 'utf8')).replace(
    '<!--app-head-->',
    `${await typefacePreloadTag()}\n    <!--app-head-->`,
  );
  const notFoundScript = await builtEntry('src/not-found-page.ts');
  // The template is rewritten as the home page below, and the manifest has done its job: ship neither.
  await rm(templateFile);
  await rm(join(clientDir, '.vite'), { recursive: true, force: true });

  const pages = allPages();
  // Built first: every document's head names its preview image and the icons.
  const imagesStarted = performance.now();
  const [previews] = await Promise.all([
    generatePreviewImages(pages, { clientDir, cacheDir: previewCacheDir }),
    writeIcons(clientDir),
  ]);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `Preview images: ${previews.images.size} (${previews.rendered} rendered, ${previews.fromCache} from the cache), ${kb(previews.smallest)} to ${kb(previews.largest)}; with the icons in ${((performance.now() - imagesStarted) / 1000).toFixed(1)} s.`,
  );
  const documents: Document[] = [
    ...pages.map((page) => ({ page, file: pageFile(page.path), indexable: true })),
    ...allFormResultPaths().map((path) => ({ page: formResultPageMeta(path), file: pageFile(path), indexable: false })),
    { page: searchPage, file: pageFile(searchPage.path), indexable: false },
    // Leaving the newsletter: a routed result page, and the three pages the unsubscribe function serves
    // itself (at the link's URL, which carries the token), written outside the routed pages.
    { page: unsubscribePageMeta.unsubscribed, file: pageFile(unsubscribePages.unsubscribed.path), indexable: false },
    ...(['confirm', 'linkNotValid', 'unavailable'] as const).map((which) => ({
      page: unsubscribePageMeta[which],
      file: unsubscribePages[which].file,
      indexable: false,
      noReferrer: true,
    })),
    ...notFoundDocumentPages.map(({ file, renderAs, title }) => ({
      page: { ...notFoundPage, title },
      renderAs,
      file,
      indexable: false,
      script: notFoundScript,
    })),
  ];
  // A document without a preview image of its own (result and not-found pages) shares the home page's.
  const previewImageOf = (path: string) => previews.images.get(path) ?? previews.images.get(pageTable.home.path);
  // The site search reads the pages the sitemap lists, as built.
  const searchable: IndexedPage[] = [];
  for (const document of documents) {
    const html = await writeDocument(template, renderPath, {
      ...document,
      previewImage: previewImageOf(document.page.path),
    });
    if (document.indexable) searchable.push({ path: document.page.path, html });
  }
  // What machines read beside the pages: one module each in artefacts/.
  await writeSitemap(clientDir, pages);
  await writeRobotsTxt(clientDir);
  await writeBlogFeed(clientDir);
  await writeSecurityTxt(clientDir);
  const index = await writeSearchIndex(clientDir, searchable);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Prerendered ${documents.length} documents (${pages.length} pages in the sitemap; ${index.pages} in the search index, ${index.uniqueWords} words) in ${seconds} s.`,
  );
}

await main();
