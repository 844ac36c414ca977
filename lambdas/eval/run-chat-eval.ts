/**
 * `npm run chat:eval`: asks the assistant every question of the evaluation set
 * and prints each verdict and the pass rate of each set. Offline (no
 * BEDROCK_MODEL_ID) it fails when a behaviour case fails, as `npm test` runs it;
 * the quality sets are only reported. With a model configured (and AWS
 * credentials) the same sets run against Bedrock and only report.
 *
 *   npm run chat:eval                      every case, verdicts and the rate
 *   npm run chat:eval -- --verbose         also each judged answer
 *   npm run chat:eval -- --only <id>[,<id>] some cases
 */
import { parseArgs } from 'node:util';
import { bedrockTimeoutMs } from '../src/chat/bedrock-responder.ts';
import { readChatConfig } from '../src/chat/chat-config.ts';
import { createChatResponder, finalReply } from '../src/chat/responder.ts';
import { chatEvalCases, chatEvalSets } from './chat-eval-cases.ts';
import { runChatEval, type CaseResult } from './chat-eval.ts';

process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

const { values } = parseArgs({
  options: { verbose: { type: 'boolean', default: false }, only: { type: 'string' } },
});
const only = values.only?.split(',').map((id) => id.trim());
const cases = only ? chatEvalCases.filter((evalCase) => only.includes(evalCase.id)) : chatEvalCases;
if (cases.length === 0) throw new Error(`No evaluation case is named ${values.only}.`);

const config = readChatConfig();
const respond = createChatResponder(config);
const answerer = config.mode === 'bedrock' ? `Bedrock (${config.modelId}, ${config.region})` : 'the offline responder';
console.log(`Asking ${answerer} ${cases.length} questions of the evaluation set...\n`);

const report = await runChatEval(
  cases,
  (messages) => finalReply(respond(messages, { timeoutMs: bedrockTimeoutMs })),
  // The model answers in seconds: a few conversations at once; the offline answers in milliseconds.
  config.mode === 'bedrock' ? 4 : 1,
);

const indent = (text: string) => text.replace(/^/gm, '      ');
for (const result of report.results) {
  const turns = result.turns > 1 ? ` (${result.turns} turns)` : '';
  console.log(`${result.passed ? '✓' : '✗'} ${result.id}${turns}`);
  for (const failure of result.failures) console.log(`    - ${failure}`);
  if (values.verbose || !result.passed) console.log(indent(result.answer));
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const slowest = [...report.results].sort((a: CaseResult, b: CaseResult) => b.ms - a.ms)[0];
console.log(
  `\n${report.passed}/${report.total} passed (${percent(report.rate)}) by ${answerer}` +
    (slowest ? `; slowest answer ${slowest.ms.toFixed(1)} ms (${slowest.id})` : ''),
);
if (!only) {
  for (const set of chatEvalSets) {
    const ids = new Set(set.cases.map((evalCase) => evalCase.id));
    const failed = report.results.filter((result) => ids.has(result.id) && !result.passed);
    const passed = set.cases.length - failed.length;
    const kind = set.required ? 'every case required' : 'reported';
    console.log(`  ${set.name}: ${passed}/${set.cases.length} (${percent(passed / set.cases.length)}; ${kind})`);
    if (config.mode === 'offline' && set.required && failed.length > 0) {
      console.error(`A behaviour broke: ${failed.map((result) => result.id).join(', ')}.`);
      process.exitCode = 1;
    }
  }
}
