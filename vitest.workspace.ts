/**
 * The root vitest config, one project per workspace. vitest 4+ ignores a file
 * named like this unless pointed at it: `vitest run --config vitest.workspace.ts`.
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { buildConstants } from './web/build-constants.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', root: './shared', environment: 'node', include: ['**/*.test.ts'] },
      },
      {
        test: {
          name: 'lambdas',
          root: './lambdas',
          environment: 'node',
          include: ['**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/support/fast-check-seed.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: { name: 'infra', root: './infra', environment: 'node', include: ['**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        plugins: [react()],
        define: buildConstants,
        test: {
          name: 'web',
          root: './web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
