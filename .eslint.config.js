// ESLint flat config (run as `eslint -c .eslint.config.js .`: the client fixed the
// top level, so the config lives in a dotfile). It also holds the boundary rule:
// shared imports nothing of ours; web and lambdas never import each other.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ours = (names) =>
  names.map((name) => ({
    name: `@ferrum/${name}`,
    message: 'Crosses a package boundary (docs/engineering.md#package-boundaries).',
  }));
const oursPatterns = (names) => ({
  group: names.flatMap((name) => [`@ferrum/${name}/*`, `**/${name}/src/**`, `../${name}/**`, `../../${name}/**`]),
  message: 'Crosses a package boundary (docs/engineering.md#package-boundaries).',
});
const boundary = (names) => ({
  'no-restricted-imports': ['error', { paths: ours(names), patterns: [oursPatterns(names)] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-*/',
      '**/cdk.out/',
      '.local-data/',
      '**/test-results/',
      '**/playwright-report/',
      'bench/tmp/',
      'shared/src/content/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // `import { z } from 'zod'` keeps every zod locale in a bundle (454 KB vs 85 KB minified).
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod'` so bundlers can tree-shake zod.",
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['shared/**'], rules: boundary(['web', 'lambdas', 'infra']) },
  { files: ['web/**'], rules: boundary(['lambdas', 'infra']) },
  { files: ['lambdas/**'], rules: boundary(['web', 'infra']) },
  { files: ['infra/**'], rules: boundary(['web']) },
);
