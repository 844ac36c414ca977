/**
 * The CDK app: `cdk synth|deploy -c stage=<name>` builds that stage's stacks.
 * `-c siteDir=<path>` points at another site build (default: web/dist/client).
 */
import { resolve } from 'node:path';
import { App } from 'aws-cdk-lib';
import { addFerrumStage } from '../lib/ferrum-stage.ts';
import { addNagChecks } from '../lib/nag.ts';
import { repositoryRoot } from '../lib/operation-function.ts';
import { resolveStage } from '../lib/stages.ts';

const app = new App();
let stage: ReturnType<typeof resolveStage>;
try {
  stage = resolveStage(app.node.tryGetContext('stage') as string | undefined);
} catch (error) {
  // A wrong stage is a usage error: say so without a stack trace.
  console.error((error as Error).message);
  process.exit(1);
}
const siteDir = (app.node.tryGetContext('siteDir') as string | undefined) ?? 'web/dist/client';
addFerrumStage(app, stage.name, stage.config, { siteSource: resolve(repositoryRoot, siteDir) });
addNagChecks(app);
app.synth();
