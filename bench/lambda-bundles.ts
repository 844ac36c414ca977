/**
 * The Lambda bundles exactly as `cdk deploy` uploads them (the CDK app is
 * synthesized with bundling), their sizes, and the cold-start module load time
 * of each in a fresh Node process (median of several).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, type CfnResource } from 'aws-cdk-lib';
import { tableEnvironmentVariables, tableIds, tableName, type ApiOperation } from '@ferrum/shared';
import { chatEnvironmentVariables, runtimeGlobalScript } from '@ferrum/lambdas/tooling';
import { apiOperations } from '../infra/lib/api-operations.ts';
import { addFerrumStage } from '../infra/lib/ferrum-stage.ts';
import { bundledSitePagesDir, repositoryRoot } from '../infra/lib/operation-function.ts';
import { stages } from '../infra/lib/stages.ts';
import { median } from './budgets.ts';

export interface BundleMeasurement {
  operation: ApiOperation;
  bytes: number;
  coldLoadMs: number;
  loads: number;
}

/** An operation's bundle, and the literal environment variables its function is deployed with. */
interface Bundle {
  file: string;
  environment: Record<string, string>;
}

/** Synthesizes the dev stage with bundling into a temporary folder; returns each operation's bundle. */
function bundles(siteSource: string): Map<ApiOperation, Bundle> {
  // Inside the repository, so `@aws-sdk/*` (external, as on the Lambda runtime) resolves when loaded.
  mkdirSync(join(repositoryRoot, 'node_modules/.cache'), { recursive: true });
  const outdir = mkdtempSync(join(repositoryRoot, 'node_modules/.cache/ferrum-bench-cdk-'));
  const cdkJson = JSON.parse(readFileSync(join(repositoryRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({ outdir, context: cdkJson.context });
  const stage = addFerrumStage(app, 'dev', stages.dev, { siteSource, environment: {} });
  app.synth();
  const template = JSON.parse(readFileSync(join(outdir, `${stage.backend.artifactId}.template.json`), 'utf8')) as {
    Resources: Record<
      string,
      { Properties: { Code: { S3Key: string }; Environment?: { Variables?: Record<string, unknown> } } }
    >;
  };
  const found = new Map<ApiOperation, Bundle>();
  for (const [operation, fn] of Object.entries(stage.backend.api.functions)) {
    if (!fn) continue;
    const logicalId = stage.backend.getLogicalId(fn.function.node.defaultChild as CfnResource);
    const { Code, Environment } = template.Resources[logicalId]!.Properties;
    const hash = Code.S3Key.replace(/\.zip$/, '');
    // What the function's configuration checks at load (its stage, its output...), as deployed;
    // values the template only references (table names) are given below.
    const environment = Object.fromEntries(
      Object.entries(Environment?.Variables ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    found.set(operation as ApiOperation, { file: join(outdir, `asset.${hash}`, 'index.mjs'), environment });
  }
  return found;
}

/**
 * Stand-ins for the chat's variables the template only references, given only where the
 * deployed configuration has their group (the chat checks each group whole at load).
 */
function referencedChatValues(deployed: Record<string, string>): Record<string, string> {
  const v = chatEnvironmentVariables;
  return {
    ...(v.spendCeilingUsd in deployed ? { [v.spendTable]: 'bench-chat-spend' } : {}),
    ...(v.modelId in deployed ? { [v.guardrailId]: 'bench0guardrail', [v.guardrailVersion]: '1' } : {}),
  };
}

function loadTimeMs({ file, environment: deployed }: Bundle): number {
  const environment = {
    ...process.env,
    ...deployed,
    AWS_REGION: 'us-east-1',
    // The unsubscribe function's configuration names its bundled pages (read on first use, not at load).
    SITE_PAGES_DIR: bundledSitePagesDir,
    ...Object.fromEntries(tableIds.map((table) => [tableEnvironmentVariables[table], tableName('bench', table)])),
    // The chat's references to other resources (its spend table, the guardrail stack's id and version).
    ...referencedChatValues(deployed),
  };
  // The runtime's `awslambda` global is defined before the timer starts, as Lambda does before it imports.
  const script = `${runtimeGlobalScript} const start = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - start));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: environment,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Loading ${file} failed: ${result.stderr}`);
  return Number(result.stdout);
}

/** Sizes and cold-load times of every operation's bundle. */
export function measureBundles(siteSource: string, loads: number): BundleMeasurement[] {
  const found = bundles(siteSource);
  return apiOperations.map(({ operation }) => {
    const bundle = found.get(operation);
    if (!bundle) throw new Error(`No bundle for ${operation}`);
    const times = Array.from({ length: loads }, () => loadTimeMs(bundle));
    return { operation, bytes: statSync(bundle.file).size, coldLoadMs: median(times), loads };
  });
}
