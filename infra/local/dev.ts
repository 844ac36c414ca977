/**
 * `npm run dev`: Vite's dev server with hot reload for the site, and the same
 * local API and store as `npm start`, in one process on one port. Pages are
 * rendered on each request by the same server entry the prerender uses; the
 * pages the unsubscribe link serves are rendered once at start, so the link
 * works without a build. Post files are watched and built again when edited.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import {
  knownPageIndex,
  notFoundPage,
  pageMetaFor,
  resolvePageRequest,
  routedPagePaths,
  unsubscribePages,
  type PageMeta,
} from '@ferrum/shared';
import { watchPosts } from '@ferrum/shared/blog-build';
import { readLocalConfig } from './config.ts';
import { runUntilStopped } from './run-until-stopped.ts';
import { startLocalStack } from './local-stack.ts';

const webRoot = fileURLToPath(new URL('../../web', import.meta.url));
const knownPages = knownPageIndex(routedPagePaths());

interface ServerEntry {
  renderPath(path: string): Promise<string>;
  renderHeadTags(page: { path: string; title: string; description: string }, options: { indexable: boolean }): string;
}

/** The document at `path` with the head of `page`, by the server entry into the dev server's index.html. */
async function renderDocument(vite: ViteDevServer, page: PageMeta, path = page.path): Promise<string> {
  const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
  const template = await vite.transformIndexHtml(path, await readFile(join(webRoot, 'index.html'), 'utf8'));
  return template
    .replace('<!--app-head-->', entry.renderHeadTags(page, { indexable: false }))
    .replace('<!--app-html-->', await entry.renderPath(path));
}

/** A page, as the prerender would have written it (the not-found pages render the path asked for). */
async function renderPage(vite: ViteDevServer, path: string, response: ServerResponse): Promise<void> {
  const { status } = resolvePageRequest(path, knownPages);
  const html = await renderDocument(vite, pageMetaFor(path) ?? notFoundPage, path);
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(html);
}

/**
 * The pages the unsubscribe function serves, rendered into a fresh folder for
 * its `SITE_PAGES_DIR` (the build writes them to api-pages/; dev may have no build).
 */
async function renderUnsubscribePages(vite: ViteDevServer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ferrum-dev-pages-'));
  const { unsubscribePageMeta } = (await vite.ssrLoadModule('/src/content/unsubscribe-pages.ts')) as {
    unsubscribePageMeta: Record<'confirm' | 'linkNotValid' | 'unavailable', PageMeta>;
  };
  for (const which of ['confirm', 'linkNotValid', 'unavailable'] as const) {
    const file = join(dir, unsubscribePages[which].file);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await renderDocument(vite, unsubscribePageMeta[which]));
  }
  return dir;
}

/** A request for a page rather than for a module, an asset or Vite's own client. */
function isPageRequest(request: IncomingMessage, path: string): boolean {
  return request.method === 'GET' && resolvePageRequest(path, knownPages).uri.endsWith('.html');
}

await runUntilStopped(async () => {
  const config = readLocalConfig();
  const vite = await createViteServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom' });
  const sitePagesDir = await renderUnsubscribePages(vite);
  // An edited post is built again and the page reloads; a new post needs a restart (the page table is read at start).
  const posts = watchPosts((problem) => console.log(problem ? `blog: ${problem}` : 'blog: rebuilt'));
  const stack = await startLocalStack(config, {
    sitePagesDir,
    // Vite's dev client injects inline scripts, so the dev server omits the CSP (the build keeps it).
    contentSecurityPolicy: false,
    site: (request, response, { path }) =>
      isPageRequest(request, path)
        ? renderPage(vite, path, response)
        : new Promise<void>((resolve) => {
            response.on('finish', resolve);
            vite.middlewares(request, response, () => {
              response.statusCode = 404;
              response.end();
            });
          }),
  });
  console.log(`Ferrum Shield dev server at ${stack.url}  (hot reload; API and data as npm start; Ctrl-C stops)`);
  return {
    close: async () => {
      posts.close();
      await stack.close();
      await vite.close();
      await rm(sitePagesDir, { recursive: true, force: true });
    },
  };
});
