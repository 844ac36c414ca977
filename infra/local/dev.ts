/**
 * `npm run dev`: Vite's dev server with hot reload for the site, and the same
 * local API and store as `npm start`, in one process on one port. Pages are
 * rendered on each request by the same server entry the prerender uses.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { knownPageIndex, notFoundPage, pageMetaFor, resolvePageRequest, routedPagePaths } from '@ferrum/shared';
import { readLocalConfig } from './config.ts';
import { runUntilStopped } from './run-until-stopped.ts';
import { startLocalStack } from './local-stack.ts';

const webRoot = fileURLToPath(new URL('../../web', import.meta.url));
const knownPages = knownPageIndex(routedPagePaths());

interface ServerEntry {
  renderPath(path: string): Promise<string>;
  renderHeadTags(page: { path: string; title: string; description: string }, options: { indexable: boolean }): string;
}

/** A page, as the prerender would have written it (the not-found pages render the path asked for). */
async function renderPage(vite: ViteDevServer, url: URL, response: ServerResponse): Promise<void> {
  const { status } = resolvePageRequest(url.pathname, knownPages);
  const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
  const template = await vite.transformIndexHtml(url.pathname, await readFile(join(webRoot, 'index.html'), 'utf8'));
  const page = pageMetaFor(url.pathname) ?? notFoundPage;
  const html = template
    .replace('<!--app-head-->', entry.renderHeadTags(page, { indexable: false }))
    .replace('<!--app-html-->', await entry.renderPath(url.pathname));
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(html);
}

/** A request for a page rather than for a module, an asset or Vite's own client. */
function isPageRequest(request: IncomingMessage, url: URL): boolean {
  return request.method === 'GET' && resolvePageRequest(url.pathname, knownPages).uri.endsWith('.html');
}

await runUntilStopped(async () => {
  const config = readLocalConfig();
  const vite = await createViteServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom' });
  const stack = await startLocalStack(config, {
    // Vite's dev client injects inline scripts, so the dev server omits the CSP (the build keeps it).
    contentSecurityPolicy: false,
    site: (request, response, url) =>
      isPageRequest(request, url)
        ? renderPage(vite, url, response)
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
      await stack.close();
      await vite.close();
    },
  };
});
