import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { buildConstants } from './build-constants.ts';
import { iconsDevServer } from './scripts/artefacts/icons-dev-server.ts';

// WEB_DIST lets parallel builds (e.g. two test runs) use separate folders; `dist` by default.
const distDir = process.env.WEB_DIST ?? 'dist';

export default defineConfig({
  plugins: [react(), tailwindcss(), iconsDevServer()],
  define: buildConstants,
  build: {
    outDir: `${distDir}/client`,
    emptyOutDir: true,
    // Inline nothing: every script must be a file so the CSP needs no 'unsafe-inline'.
    assetsInlineLimit: 0,
    // The prerender reads it to find the not-found pages' script, then deletes it.
    manifest: true,
    rollupOptions: {
      input: { main: 'index.html', 'not-found-page': 'src/not-found-page.ts' },
    },
  },
  ssr: {
    // Bundle our workspace packages into the server entry (they ship TypeScript).
    noExternal: ['@ferrum/shared'],
  },
});
