import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IConstruct } from 'constructs';
import {
  stageEnvironmentVariable,
  tableEnvironmentVariables,
  unsubscribePageFiles,
  type ApiOperation,
} from '@ferrum/shared';
import { runtimeGlobalScript } from '@ferrum/lambdas/tooling';
import { apiOperations } from '../lib/api-operations.ts';
import { bundledSitePagesDir, repositoryRoot } from '../lib/operation-function.ts';
import { backendLogicalId, operationFunction, siteFixture, synthStage, type SynthesizedStage } from './support.ts';

/** The one test that runs esbuild: the real Lambda bundles, as `cdk deploy` uploads them. */
let stage: SynthesizedStage;
let outdir: string;
const siteSource = siteFixture();

beforeAll(() => {
  // Inside the repository, so a bundle's `@aws-sdk/*` imports resolve as the Lambda runtime resolves them.
  mkdirSync(join(repositoryRoot, 'node_modules/.cache'), { recursive: true });
  outdir = mkdtempSync(join(repositoryRoot, 'node_modules/.cache/ferrum-cdk-out-'));
  stage = synthStage('dev', { bundle: true, outdir, siteSource });
}, 120_000);

function bundleOf(operation: ApiOperation): string {
  return bundleOfFunction(operationFunction(stage, operation));
}

function bundleOfFunction(fn: IConstruct): string {
  const code = stage.backendTemplate.toJSON().Resources[backendLogicalId(stage, fn)].Properties.Code;
  const hash = String(code.S3Key).replace(/\.zip$/, '');
  return join(outdir, `asset.${hash}`, 'index.mjs');
}

describe('Lambda bundles', () => {
  it('exist for every operation and stay small: the AWS SDK comes from the runtime, not the bundle', () => {
    for (const definition of apiOperations) {
      const { operation } = definition;
      const file = bundleOf(operation);
      expect(existsSync(file), file).toBe(true);
      // The chat carries the site's whole content (its knowledge base) besides its code.
      expect(statSync(file).size, operation).toBeLessThan((definition.usesBedrock ? 512 : 300) * 1024);
      const callsAws =
        definition.writes.length > 0 ||
        definition.describes.length > 0 ||
        definition.unsubscribes !== undefined ||
        definition.usesBedrock;
      // A function that calls no AWS service (the vitals' EMF lines are log output) carries no SDK at all.
      if (callsAws)
        expect(readFileSync(file, 'utf8'), operation).toMatch(/from"@aws-sdk\/|from '@aws-sdk\/|"@aws-sdk\//);
      else expect(readFileSync(file, 'utf8'), operation).not.toMatch(/@aws-sdk\/|@smithy\//);
      expect(existsSync(`${file}.map`)).toBe(true);
    }
  });

  it('load in plain Node and export a handler function', () => {
    const environment = {
      ...process.env,
      AWS_REGION: 'us-east-1',
      BEDROCK_MODEL_ID: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
      BEDROCK_REGION: 'us-east-1',
      // As the unsubscribe function's configuration sets it (the pages are read on first use).
      SITE_PAGES_DIR: bundledSitePagesDir,
      // As the vitals function's configuration sets it (its metrics namespace).
      [stageEnvironmentVariable]: 'dev',
      ...Object.fromEntries(
        Object.values(tableEnvironmentVariables).map((variable) => [variable, `dev-${variable.toLowerCase()}`]),
      ),
    };
    for (const { operation } of apiOperations) {
      const url = pathToFileURL(bundleOf(operation)).href;
      const result = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `${runtimeGlobalScript} const m = await import(${JSON.stringify(url)}); console.log(typeof m.handler);`,
        ],
        {
          env: environment,
          encoding: 'utf8',
        },
      );
      expect(result.stderr, operation).toBe('');
      expect(result.stdout.trim(), operation).toBe('function');
    }
  });

  it('carry the pages the unsubscribe function serves, copied from the built site', () => {
    const bundleDir = dirname(bundleOf('unsubscribe'));
    for (const file of unsubscribePageFiles) {
      expect(readFileSync(join(bundleDir, 'site-pages', file), 'utf8')).toBe(
        readFileSync(join(siteSource, file), 'utf8'),
      );
    }
  });

  it('include the origin secret rotation, which loads with its configuration and leaves the SDK to the runtime', () => {
    const file = bundleOfFunction(stage.backend.frontDoor.rotationFunction);
    expect(statSync(file).size).toBeLessThan(300 * 1024);
    expect(readFileSync(file, 'utf8')).toMatch(/"@aws-sdk\/client-wafv2"/);
    const result = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(typeof m.handler);`,
      ],
      {
        env: {
          ...process.env,
          AWS_REGION: 'us-east-1',
          ORIGIN_WEB_ACL_NAME: 'dev-ferrum-api-origin',
          ORIGIN_WEB_ACL_ID: 'acl-1',
          API_DOMAIN_NAME: 'a1b2c3d4e5.execute-api.us-east-1.amazonaws.com',
          API_STAGE_NAME: 'live',
        },
        encoding: 'utf8',
      },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('function');
  });
});
