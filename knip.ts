/**
 * knip (in `npm run lint`): files, exports and dependencies that nothing uses, and
 * imports of packages a workspace does not list. Each workspace's entries are what
 * runs: handlers, scripts, the site's entry points, tests.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // An export used beside its definition (a constant a test also reads) is not dead code.
  ignoreExportsUsedInFile: true,
  // vitest.workspace.ts names these relative to each project's root, which knip reads from the top.
  ignoreUnresolved: ['./test/global-setup.ts', './test/support/fast-check-seed.ts', './src/test/setup.ts'],
  // React.lazy takes the chat's markdown module by its default export; its test imports it by name.
  ignoreIssues: { 'web/src/components/chat/chat-markdown.tsx': ['duplicates'] },
  workspaces: {
    '.': {
      entry: ['bench/offline-chat-answers.ts'],
      project: ['bench/**/*.ts', '*.{ts,js}'],
    },
    shared: {
      entry: ['**/*.test.ts'],
      project: ['src/**/*.ts', 'scripts/**/*.ts'],
    },
    lambdas: {
      entry: ['src/handlers/*.ts', 'test/**/*.test.ts'],
      project: ['src/**/*.ts', 'eval/**/*.ts', 'test/**/*.ts'],
    },
    web: {
      entry: [
        'src/entry-server.tsx',
        'src/vitals/*.ts',
        'src/islands/*-island.tsx',
        'src/**/*.test.{ts,tsx}',
        'scripts/**/*.test.{ts,tsx}',
        'e2e/**/*.spec.ts',
        // A reporter playwright.config.ts names by path, on CI.
        'e2e/support/retry-report.ts',
      ],
      project: ['src/**/*.{ts,tsx,css}', 'scripts/**/*.{ts,tsx}', 'e2e/**/*.ts', '*.ts'],
      ignoreDependencies: [
        // Read as a file: the preview images' font (require.resolve of a .woff).
        '@fontsource/inter',
        // The web project's test environment, named in vitest.workspace.ts.
        'jsdom',
      ],
    },
    infra: {
      entry: ['bin/app.ts', 'scripts/*.ts', 'test/**/*.test.ts'],
      project: ['bin/**/*.ts', 'lib/**/*.ts', 'local/**/*.ts', 'scripts/**/*.ts', 'test/**/*.ts'],
      // The CDK bundles each Lambda with the esbuild it finds installed, by name.
      ignoreDependencies: ['esbuild'],
    },
  },
};

export default config;
