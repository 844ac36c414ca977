/**
 * `npm run synth`: synthesizes every stage offline (no AWS account, no network)
 * into `cdk.out/<stage>`, with cdk-nag on. Builds the site first when
 * `web/dist/client` is missing or lacks a file the stack requires, since the
 * templates carry its upload.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repositoryRoot } from '../lib/operation-function.ts';
import { stageNames } from '../lib/stages.ts';
import { requiredSiteFiles } from '../lib/static-site.ts';

const siteDir = join(repositoryRoot, 'web', 'dist', 'client');
const cdkCli = createRequire(import.meta.url).resolve('aws-cdk/bin/cdk');
const options: SpawnSyncOptions = {
  cwd: repositoryRoot,
  stdio: 'inherit',
  // No credentials here: skip the SDK's EC2 metadata probe instead of waiting for it to time out.
  env: { ...process.env, AWS_EC2_METADATA_DISABLED: 'true' },
};

function run(command: string, args: string[], what: string): void {
  const result = spawnSync(command, args, options);
  if (result.status !== 0) {
    console.error(`\n${what} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

if (requiredSiteFiles().some((file) => !existsSync(join(siteDir, file)))) {
  console.log('web/dist/client is missing or incomplete: building the site first (npm run build).');
  run('npm', ['run', 'build'], 'The site build');
}

for (const stage of stageNames) {
  const started = Date.now();
  console.log(`\nSynthesizing stage ${stage} into cdk.out/${stage} ...`);
  run(
    process.execPath,
    [cdkCli, 'synth', '--quiet', '--no-notices', '-c', `stage=${stage}`, '--output', `cdk.out/${stage}`],
    `cdk synth -c stage=${stage}`,
  );
  console.log(`Stage ${stage}: templates and cdk-nag checks OK (${((Date.now() - started) / 1000).toFixed(1)} s).`);
}
