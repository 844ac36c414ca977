/**
 * The package boundaries are the linter's to hold (.eslint.config.js): each case
 * below is a deliberate violation, linted as if it were written in the file
 * named, and must fail; the allowed imports beside them must pass.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repositoryRoot, overrideConfigFile: '.eslint.config.js' });

/** The boundary messages linting `code` as the file `path` gives. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath: path });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the package boundaries', () => {
  it.each([
    ['infra/lib/x.ts', "import { value } from '@ferrum/lambdas/chat/guardrail';", /Only @ferrum\/lambdas\/handlers/],
    [
      'infra/local/x.ts',
      "import { value } from '../../lambdas/src/lib/submission-store.ts';",
      /public surface|boundary/,
    ],
    ['infra/local/x.ts', "import { value } from '../../shared/scripts/blog/build-blog.ts';", /public surface/],
    ['infra/lib/x.ts', "import { value } from '@ferrum/web';", /boundary/],
    ['web/src/x.ts', "import { value } from '@ferrum/lambdas/tooling';", /boundary/],
    ['lambdas/src/x.ts', "import { value } from '@ferrum/web/src/app/document-head.ts';", /boundary/],
    ['lambdas/src/x.ts', "import { value } from '@ferrum/infra/lib/stages';", /boundary/],
    ['shared/src/x.ts', "import { value } from '@ferrum/lambdas/handlers/chat';", /boundary/],
    ['shared/src/x.ts', "import { value } from '../../web/src/app/document-head.ts';", /boundary/],
  ])('refuses, in %s: %s', async (path, code, message) => {
    const errors = await boundaryErrors(path, code);
    expect(errors.length, errors.join('\n')).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(message);
  });

  it.each([
    ['infra/lib/x.ts', "import { value } from '@ferrum/lambdas/tooling';"],
    ['infra/lib/x.ts', "import { value } from '@ferrum/shared/content/jobs';"],
    ['infra/local/x.ts', "import { value } from '@ferrum/shared/blog-build';"],
    ['web/src/x.ts', "import { value } from '@ferrum/shared';"],
    ['lambdas/src/x.ts', "import { value } from '@ferrum/shared/page-sections';"],
  ])('allows, in %s: %s', async (path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([]);
  });
});
