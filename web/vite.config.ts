import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Inline nothing: every script must be a file so the CSP needs no 'unsafe-inline'.
    assetsInlineLimit: 0,
  },
  ssr: {
    // Bundle our workspace packages into the server entry (they ship TypeScript).
    noExternal: ['@ferrum/shared'],
  },
});
