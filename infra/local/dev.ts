/**
 * `npm run dev`: Vite's dev server with hot reload for the site, and the same
 * local API and store as `npm start`, in one process on one port.
 */
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { readLocalConfig } from './config.ts';
import { runUntilStopped } from './run-until-stopped.ts';
import { startLocalStack } from './local-stack.ts';

const webRoot = fileURLToPath(new URL('../../web', import.meta.url));

await runUntilStopped(async () => {
  const config = readLocalConfig();
  const vite = await createViteServer({ root: webRoot, server: { middlewareMode: true }, appType: 'spa' });
  const stack = await startLocalStack(config, {
    // Vite's dev client injects inline scripts, so the dev server omits the CSP (the build keeps it).
    contentSecurityPolicy: false,
    site: (request, response) =>
      new Promise<void>((resolve) => {
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
