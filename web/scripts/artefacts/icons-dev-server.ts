/**
 * `npm run dev` serves the icons and the manifest that every page's head links,
 * rendered once from the SVG logo on the first request, as the build writes them.
 * (Preview images are not served in dev: pages there carry none, see
 * document-head.ts; a card names the production origin anyway.)
 */
import type { Plugin } from 'vite';
import type { IconFile, renderIconFiles } from './icons.ts';

/** Vite plugin for the dev server only. */
export function iconsDevServer(): Plugin {
  return {
    name: 'ferrum-icons-dev-server',
    apply: 'serve',
    configureServer(server) {
      let files: Promise<IconFile[]> | undefined;
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        // Only a root-level icon or manifest is worth rendering the icons for.
        if (!/^\/[^/]+\.(ico|png|webmanifest)$/.test(path)) return next();
        // Loaded through Vite, which compiles the module and the shared package it reads.
        files ??= server
          .ssrLoadModule('/scripts/artefacts/icons.ts')
          .then((icons) => (icons as { renderIconFiles: typeof renderIconFiles }).renderIconFiles());
        files
          .then((all) => {
            const file = all.find((candidate) => candidate.path === path);
            if (!file) return next();
            response.writeHead(200, { 'Content-Type': file.contentType, 'Cache-Control': 'no-cache' });
            response.end(file.body);
          })
          .catch(next);
      });
    },
  };
}
