/**
 * `npm run preflight -- -c stage=<name>`, with AWS credentials for the stage's
 * account (an administrator's the first time: its model calls subscribe the
 * account to the model): checks a stage is ready to be exposed, one line per
 * check, and exits 1 when any check failed (./preflight-checks.ts;
 * docs/deploying-to-aws.md#the-preflight). It calls the model four times.
 */
import { resolveStage } from '../lib/stages.ts';
import { formatResult, preflightUsage, runPreflight, stageFromArguments } from './preflight-checks.ts';

let stage: ReturnType<typeof resolveStage>;
try {
  stage = resolveStage(stageFromArguments(process.argv.slice(2)));
} catch (error) {
  // A usage error: the message says what to pass, without a stack trace.
  console.error(`${error instanceof Error ? error.message : String(error)}\n${preflightUsage}`);
  process.exit(1);
}
console.log(`Preflight of stage ${stage.name} (model ${stage.config.bedrock.modelId})`);
const { results, exitCode } = await runPreflight(stage, { report: (result) => console.log(formatResult(result)) });
const failed = results.filter((result) => result.status === 'fail').length;
console.log(
  failed === 0
    ? `Every check passed: deploy the stage (npm run deploy -- -c stage=${stage.name}).`
    : `${failed} check${failed === 1 ? '' : 's'} failed: fix ${failed === 1 ? 'it' : 'them'} and run the preflight again.`,
);
process.exitCode = exitCode;
