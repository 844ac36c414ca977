/**
 * The checks `npm run preflight -- -c stage=<name>` runs before a stage is exposed
 * (docs/deploying-to-aws.md#the-preflight): the credentials' account, CDK's
 * bootstrap in each region the stage deploys to, the stage's guardrail, one short
 * call of the stage's model through it, three harmless questions past it, and what
 * the prompt's cached prefix is and costs, measured on the calls' own token counts.
 * Each check gives one result; a check an earlier failure makes pointless is skipped.
 */
import { parseArgs } from 'node:util';
import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ContentBlock,
  type ConverseCommandInput,
  type ConverseCommandOutput,
  type GuardrailAssessment,
  type SystemContentBlock,
  type TokenUsage,
} from '@aws-sdk/client-bedrock-runtime';
import { CloudFormationClient, DescribeStacksCommand, type Stack } from '@aws-sdk/client-cloudformation';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { brand } from '@ferrum/shared';
import {
  answerCostUsd,
  datedSystemPrompt,
  guardrailMarkers,
  handoffTool,
  siteContentPrompt,
  systemRules,
} from '@ferrum/lambdas/tooling';
import { bedrockModelPrices, minimumCacheableTokens } from '../lib/bedrock-prices.ts';
import { stackName } from '../lib/ferrum-stage.ts';
import { guardrailOutputs } from '../lib/guardrail-stack.ts';
import { edgeRegion, stageEnvironment, type StageConfig } from '../lib/stages.ts';
import { awsAdvice, bedrockAdvice, credentialsAdvice, type BedrockCallContext } from './preflight-advice.ts';

/** How the preflight is called. */
export const preflightUsage = 'Usage: npm run preflight -- -c stage=<name>';

/**
 * The stage named by `-c stage=<name>` (or `--context stage=<name>`), read as the
 * CDK CLI reads context (infra/bin/app.ts); undefined when none is given.
 */
export function stageFromArguments(args: readonly string[]): string | undefined {
  const { values } = parseArgs({
    args: [...args],
    options: { context: { type: 'string', short: 'c', multiple: true } },
  });
  let stage: string | undefined;
  for (const pair of values.context ?? []) {
    const separator = pair.indexOf('=');
    if (separator <= 0) throw new Error(`Context "${pair}" is not key=value.`);
    if (pair.slice(0, separator) === 'stage') stage = pair.slice(separator + 1);
  }
  return stage;
}

/** One check's outcome: `skip` when an earlier failure made it pointless. */
export interface CheckResult {
  readonly status: 'pass' | 'fail' | 'skip';
  /** What was checked. */
  readonly name: string;
  /** What was found. */
  readonly detail: string;
  /** What to do about a failure. */
  readonly advice?: string;
}

/** A result as its one printed line. */
export function formatResult({ status, name, detail, advice }: CheckResult): string {
  if (status === 'pass') return `✓ ${name}: ${detail}`;
  if (status === 'skip') return `- ${name}: skipped, ${detail}`;
  return `✗ ${name}: ${detail}${advice ? ` ${advice}` : ''}`;
}

/** The stage's regions: the backend's, Bedrock's (and the guardrail's) and the edge's. */
export interface StageRegions {
  readonly backend: string;
  readonly bedrock: string;
  readonly edge: string;
}

/** The CLI's region when no variable names one: the profile's, as the SDK reads it; undefined without one. */
async function profileRegion(): Promise<string | undefined> {
  const client = new STSClient({});
  try {
    return await client.config.region();
  } catch {
    return undefined;
  } finally {
    client.destroy();
  }
}

/**
 * The regions `cdk deploy` puts the stage's stacks in: the stage's own, else the
 * CLI's (what the CDK CLI passes as CDK_DEFAULT_REGION: AWS_REGION, else the profile's).
 */
export async function stageRegions(
  config: StageConfig,
  environment: NodeJS.ProcessEnv = process.env,
  cliRegion: () => Promise<string | undefined> = profileRegion,
): Promise<StageRegions> {
  const region =
    environment.CDK_DEFAULT_REGION ?? environment.AWS_REGION ?? environment.AWS_DEFAULT_REGION ?? (await cliRegion());
  const { region: backend, bedrockRegion } = stageEnvironment(config, { CDK_DEFAULT_REGION: region });
  return { backend, bedrock: bedrockRegion, edge: edgeRegion };
}

/** The stack `cdk bootstrap` creates in each region (its default name and qualifier, which cdk.json keeps). */
export const toolkitStackName = 'CDKToolkit';

/** The bootstrap version our templates require (aws-cdk-lib's DefaultStackSynthesizer checks at least 6 on deploy). */
export const minimumBootstrapVersion = 6;

/** The guardrail a Converse call names. */
export interface GuardrailId {
  readonly id: string;
  readonly version: string;
}

/** The guardrail id and version in a Guardrail stack's outputs. */
export function guardrailFromOutputs(stack: Stack): GuardrailId | undefined {
  const value = (key: string) => stack.Outputs?.find((output) => output.OutputKey === key)?.OutputValue;
  const id = value(guardrailOutputs.id);
  const version = value(guardrailOutputs.version);
  return id && version ? { id, version } : undefined;
}

/** A stack CloudFormation can deploy over: created or updated, even if an update rolled back. */
function usable(status: string | undefined): boolean {
  return /^(CREATE|UPDATE|IMPORT)_COMPLETE$|^(UPDATE|IMPORT)_ROLLBACK_COMPLETE$/.test(status ?? '');
}

/** The stack named `name`, or undefined when there is none (CloudFormation's "does not exist"). */
async function describeStack(client: CloudFormationClient, name: string): Promise<Stack | undefined> {
  try {
    const { Stacks } = await client.send(new DescribeStacksCommand({ StackName: name }));
    return Stacks?.[0];
  } catch (error) {
    if (error instanceof Error && /does not exist/.test(error.message)) return undefined;
    throw error;
  }
}

/** The questions that must pass the guardrail's input check: what visitors ask every day. */
export const harmlessQuestions = [
  `What does the ${brand.company} Data Diode do?`,
  'What does your MDR service include?',
  'Which industries do you work with?',
] as const;

/** Output tokens of a question's answer: room for the ~150 words the prompt asks for, so the cost is a whole answer's. */
const answerMaxTokens = 400;

/** The short call that proves the model answers: a word is enough. */
const probe = { text: 'Reply with the one word: ready', maxTokens: 5 } as const;

/**
 * A question as the chat sends it (lambdas/src/chat/bedrock-responder.ts): the
 * hand-off tool, the stable rules and site content, the cache point, today's
 * part. With a guardrail the question is its guarded input; where the stage checks
 * grounding (`guardrail.grounding` in infra/lib/stages.ts, decision 024) the
 * content is also its grounding source and the question its query.
 */
export function questionRequest(
  modelId: string,
  question: string,
  guardrail: GuardrailId | undefined,
  grounding: boolean,
) {
  const rules = systemRules();
  const siteContent = siteContentPrompt();
  const grounded = guardrail !== undefined && grounding;
  const stable: SystemContentBlock[] = !guardrail
    ? [{ text: `${rules}\n\n${siteContent}` }]
    : grounded
      ? [{ text: rules }, { guardContent: { text: { text: siteContent, qualifiers: ['grounding_source'] } } }]
      : [{ text: rules }, { text: siteContent }];
  const asked: ContentBlock = guardrail
    ? {
        guardContent: {
          text: { text: question, qualifiers: grounded ? ['guard_content', 'query'] : ['guard_content'] },
        },
      }
    : { text: question };
  return {
    modelId,
    system: [...stable, { cachePoint: { type: 'default' } }, { text: datedSystemPrompt() }],
    messages: [{ role: 'user', content: [asked] }],
    inferenceConfig: { maxTokens: answerMaxTokens, temperature: 0.3 },
    toolConfig: { tools: [handoffTool], toolChoice: { auto: {} } },
    ...guardrailConfig(guardrail),
  } satisfies ConverseCommandInput;
}

function guardrailConfig(guardrail: GuardrailId | undefined) {
  return guardrail
    ? {
        guardrailConfig: {
          guardrailIdentifier: guardrail.id,
          guardrailVersion: guardrail.version,
          trace: 'enabled' as const,
        },
      }
    : {};
}

/** Names of the policies that acted in an assessment (topics, filters, personal data, grounding). */
function actingPolicies(assessment: GuardrailAssessment): string[] {
  const acted = (action: string | undefined) => action !== undefined && action !== 'NONE';
  return [
    ...(assessment.topicPolicy?.topics ?? []).filter((t) => acted(t.action)).map((t) => `topic:${t.name}`),
    ...(assessment.contentPolicy?.filters ?? []).filter((f) => acted(f.action)).map((f) => `content:${f.type}`),
    ...(assessment.sensitiveInformationPolicy?.piiEntities ?? [])
      .filter((e) => acted(e.action))
      .map((e) => `pii:${e.type}`),
    ...(assessment.contextualGroundingPolicy?.filters ?? [])
      .filter((f) => acted(f.action))
      .map((f) => `${f.type?.toLowerCase()} ${f.score ?? '?'}`),
  ];
}

/** The policies that acted on the input or on the output, from the call's trace. */
function interventions(output: ConverseCommandOutput): { input: string[]; output: string[] } {
  const trace = output.trace?.guardrail;
  const policies = (assessments: GuardrailAssessment[]) => [...new Set(assessments.flatMap(actingPolicies))];
  return {
    input: policies(Object.values(trace?.inputAssessment ?? {})),
    output: policies(Object.values(trace?.outputAssessments ?? {}).flat()),
  };
}

/** The answer's text (the guardrail's marker, when it blocked). */
function answerText(output: ConverseCommandOutput): string {
  return (output.output?.message?.content ?? []).map((block) => block.text ?? '').join('');
}

/** Thousands with commas: token counts read at a glance. */
const count = (value: number) => value.toLocaleString('en-US');

/** Dollars to the hundredth of a cent, as decision 012 quotes them. */
const usd = (value: number) => `$${value.toFixed(4)}`;

/** The model family `minimumCacheableTokens` knows `modelId` by, if any. */
function cacheMinimum(modelId: string): { family: string; tokens: number } | undefined {
  const entry = Object.entries(minimumCacheableTokens).find(([family]) => modelId.includes(family));
  return entry ? { family: entry[0], tokens: entry[1] } : undefined;
}

/**
 * The prompt cache and what an answer costs, from two answers' usage: the first
 * writes the cached prefix, the second reads it. Prices from
 * infra/lib/bedrock-prices.ts, summed as the spend counter sums them (model
 * tokens only: the guardrail's charges are apart, decision 021).
 */
export function cacheAndCost(modelId: string, first: TokenUsage, second: TokenUsage): CheckResult {
  const name = 'Prompt cache and cost';
  const written = first.cacheWriteInputTokens ?? 0;
  // A run within the cache's 5 minutes of another finds it warm: the first call reads too.
  const prefix = written || first.cacheReadInputTokens || 0;
  const minimum = cacheMinimum(modelId);
  if (prefix === 0) {
    return {
      status: 'fail',
      name,
      detail: `the first answer cached nothing (${count(first.inputTokens ?? 0)} input tokens at the full price).`,
      advice:
        `The prefix before the cache point must reach ${minimum ? `${count(minimum.tokens)} tokens for ${minimum.family}` : "the model's minimum"} ` +
        'and the model must offer prompt caching in this region; see docs/decisions/012.',
    };
  }
  const read = second.cacheReadInputTokens ?? 0;
  if (read === 0) {
    return {
      status: 'fail',
      name,
      detail: `the first answer cached ${count(prefix)} tokens, but the second read none of them.`,
      advice: 'The prefix must be byte for byte the same on every call (no date or id before the cache point).',
    };
  }
  const prices = bedrockModelPrices[modelId];
  if (!prices) {
    return {
      status: 'fail',
      name,
      detail: `prefix ${count(prefix)} tokens, cached; no prices for ${modelId}.`,
      advice: 'Add them to infra/lib/bedrock-prices.ts: the spend ceiling and alarm need them too.',
    };
  }
  const rest = (usage: TokenUsage) => ({ inputTokens: usage.inputTokens, outputTokens: usage.outputTokens });
  const writing = answerCostUsd({ ...rest(first), cacheWriteInputTokens: prefix }, prices);
  const reading = answerCostUsd({ ...rest(second), cacheReadInputTokens: read }, prices);
  const how = written
    ? 'written by the first question, read by the second'
    : 'already cached by a run in the last 5 minutes: the write is priced from its size';
  return {
    status: 'pass',
    name,
    detail:
      `prefix ${count(prefix)} tokens (${how}); an answer costs ${usd(writing)} writing the cache, ` +
      `${usd(reading)} reading it (model tokens at the prices in infra/lib/bedrock-prices.ts).`,
  };
}

/** The account the credentials are for, and a failure when they do not work or are for another account. */
async function checkAccount(
  sts: STSClient,
  stage: string,
  config: StageConfig,
  regions: StageRegions,
): Promise<{ result: CheckResult; account?: string }> {
  const name = 'Account';
  try {
    const { Account: account = '', Arn } = await sts.send(new GetCallerIdentityCommand({}));
    if (config.account && account !== config.account) {
      return {
        result: {
          status: 'fail',
          name,
          detail: `the credentials are for account ${account}, but stage ${stage} deploys to ${config.account}.`,
          advice: "Use the stage account's credentials (AWS_PROFILE), or change its account in infra/lib/stages.ts.",
        },
      };
    }
    const detail = `${account} as ${Arn ?? '?'}; regions: backend ${regions.backend}, Bedrock ${regions.bedrock}, edge ${regions.edge}`;
    return { result: { status: 'pass', name, detail }, account };
  } catch (error) {
    return {
      result: {
        status: 'fail',
        name,
        detail: 'the credentials do not work.',
        advice: credentialsAdvice(error) ?? awsAdvice(error, 'sts:GetCallerIdentity'),
      },
    };
  }
}

/** CDK's bootstrap stack in `region`: there, deployable, and recent enough. */
async function checkBootstrap(client: CloudFormationClient, region: string, account: string): Promise<CheckResult> {
  const name = `CDK bootstrap in ${region}`;
  const bootstrap = `\`npx cdk bootstrap aws://${account}/${region}\``;
  try {
    const toolkit = await describeStack(client, toolkitStackName);
    if (!toolkit) return { status: 'fail', name, detail: `no ${toolkitStackName} stack.`, advice: `Run ${bootstrap}.` };
    if (!usable(toolkit.StackStatus)) {
      return {
        status: 'fail',
        name,
        detail: `${toolkitStackName} is ${toolkit.StackStatus}.`,
        advice: `Wait for it, or delete the failed stack in the CloudFormation console, then run ${bootstrap}.`,
      };
    }
    const version = Number(toolkit.Outputs?.find((output) => output.OutputKey === 'BootstrapVersion')?.OutputValue);
    if (!(version >= minimumBootstrapVersion)) {
      return {
        status: 'fail',
        name,
        detail: `${toolkitStackName} version ${Number.isNaN(version) ? 'unknown' : version}, below the ${minimumBootstrapVersion} the templates require.`,
        advice: `Run ${bootstrap} again: it upgrades in place.`,
      };
    }
    return { status: 'pass', name, detail: `${toolkitStackName} version ${version}` };
  } catch (error) {
    return {
      status: 'fail',
      name,
      detail: 'could not be read.',
      advice: awsAdvice(error, 'cloudformation:DescribeStacks'),
    };
  }
}

/** The guardrail the chat is pinned to, from its stack's outputs in the Bedrock region. */
async function checkGuardrail(
  client: CloudFormationClient,
  stage: string,
  region: string,
): Promise<{ result: CheckResult; guardrail?: GuardrailId }> {
  const name = 'Guardrail';
  const guardrailStack = stackName(stage, 'Guardrail');
  const advice = `Deploy it first: \`npx cdk deploy ${guardrailStack} -c stage=${stage}\`.`;
  try {
    const stack = await describeStack(client, guardrailStack);
    if (!stack) {
      return {
        result: { status: 'fail', name, detail: `stack ${guardrailStack} is not deployed in ${region}.`, advice },
      };
    }
    if (!usable(stack.StackStatus)) {
      return { result: { status: 'fail', name, detail: `stack ${guardrailStack} is ${stack.StackStatus}.`, advice } };
    }
    const guardrail = guardrailFromOutputs(stack);
    if (!guardrail) {
      const detail = `stack ${guardrailStack} has no guardrail id and version among its outputs.`;
      return { result: { status: 'fail', name, detail, advice } };
    }
    const detail = `${guardrail.id} version ${guardrail.version} (stack ${guardrailStack}, ${region})`;
    return { result: { status: 'pass', name, detail }, guardrail };
  } catch (error) {
    return {
      result: {
        status: 'fail',
        name,
        detail: `stack ${guardrailStack} could not be read.`,
        advice: awsAdvice(error, 'cloudformation:DescribeStacks'),
      },
    };
  }
}

/** One short call of the model, through the guardrail when there is one (the first ever also subscribes the account). */
async function checkModel(client: BedrockRuntimeClient, name: string, call: BedrockCallContext): Promise<CheckResult> {
  const through = call.guardrail
    ? `through guardrail ${call.guardrail.id} version ${call.guardrail.version}`
    : `without a guardrail (deploy ${stackName(call.stage, 'Guardrail')} first, then rerun)`;
  try {
    const started = Date.now();
    const output = await client.send(
      new ConverseCommand({
        modelId: call.modelId,
        messages: [{ role: 'user', content: [{ text: probe.text }] }],
        inferenceConfig: { maxTokens: probe.maxTokens },
        ...guardrailConfig(call.guardrail),
      }),
    );
    if (output.stopReason === 'guardrail_intervened') {
      const { input, output: answer } = interventions(output);
      return {
        status: 'fail',
        name,
        detail: `the guardrail blocked a one-word test (${[...input, ...answer].join(', ') || 'no trace'}).`,
        advice:
          'Try it in the Bedrock console (Guardrails, its Test pane); see docs/deploying-to-aws.md#the-chats-guardrail-watching-and-tuning-it.',
      };
    }
    return { status: 'pass', name, detail: `answered in ${call.region} in ${Date.now() - started} ms, ${through}` };
  } catch (error) {
    return { status: 'fail', name, detail: 'did not answer.', advice: bedrockAdvice(error, call) };
  }
}

/** One harmless question as the chat asks it: it must pass the guardrail's input check. Its usage feeds the cost. */
async function askQuestion(
  client: BedrockRuntimeClient,
  name: string,
  question: string,
  call: BedrockCallContext,
  grounding: boolean,
): Promise<{ result: CheckResult; usage?: TokenUsage }> {
  try {
    const output = await client.send(
      new ConverseCommand(questionRequest(call.modelId, question, call.guardrail, grounding)),
    );
    const { usage } = output;
    if (!call.guardrail) {
      const detail = `no guardrail to pass (deploy ${stackName(call.stage, 'Guardrail')} first).`;
      return { result: { status: 'skip', name, detail }, usage };
    }
    const acted = interventions(output);
    const blocked = output.stopReason === 'guardrail_intervened';
    if (blocked && (acted.input.length > 0 || answerText(output).includes(guardrailMarkers.input))) {
      return {
        result: {
          status: 'fail',
          name,
          detail: `the guardrail blocked the question (${acted.input.join(', ') || 'no trace'}).`,
          advice:
            'A policy catches an ordinary question: tune it (docs/deploying-to-aws.md#the-chats-guardrail-watching-and-tuning-it) and deploy the Guardrail stack again.',
        },
        usage,
      };
    }
    const detail = blocked
      ? `passed the input check; the answer was blocked (${acted.output.join(', ') || 'no trace'}): once is chance, often is worth tuning.`
      : `passed the guardrail (${usage?.outputTokens ?? '?'} tokens answered)`;
    return { result: { status: 'pass', name, detail }, usage };
  } catch (error) {
    return { result: { status: 'fail', name, detail: 'the call failed.', advice: bedrockAdvice(error, call) } };
  }
}

/** What the preflight checks, and how it reports. */
export interface PreflightOptions {
  /** Where the CLI's region comes from (AWS_REGION...). @default process.env */
  readonly environment?: NodeJS.ProcessEnv;
  /** The CLI's region when no variable names one. @default the AWS profile's */
  readonly cliRegion?: () => Promise<string | undefined>;
  /** Called with each result as it is known (the calls take seconds). */
  readonly report?: (result: CheckResult) => void;
}

/** Every check's result, and the exit code: 1 when any check failed. */
export interface PreflightOutcome {
  readonly results: readonly CheckResult[];
  readonly exitCode: 0 | 1;
}

/** Runs every check of `stage`, in order; checks that need what failed before them are skipped. */
export async function runPreflight(
  stage: { readonly name: string; readonly config: StageConfig },
  options: PreflightOptions = {},
): Promise<PreflightOutcome> {
  const modelId = stage.config.bedrock.modelId;
  const regions = await stageRegions(stage.config, options.environment, options.cliRegion);
  const bootstrapRegions = [...new Set([regions.backend, regions.bedrock, regions.edge])];
  const modelName = `Model ${modelId}`;
  const questionNames = harmlessQuestions.map((question) => `Harmless question "${question}"`);
  const costName = 'Prompt cache and cost';
  // Every check, in order: those not reached are listed as skipped, so the output always has the same lines.
  const checkNames = [
    'Account',
    ...bootstrapRegions.map((region) => `CDK bootstrap in ${region}`),
    'Guardrail',
    modelName,
    ...questionNames,
    costName,
  ];
  const results: CheckResult[] = [];
  const report = (result: CheckResult) => {
    results.push(result);
    options.report?.(result);
  };
  const finish = (skipReason?: string): PreflightOutcome => {
    const done = new Set(results.map((result) => result.name));
    for (const name of checkNames.filter((name) => !done.has(name))) {
      report({ status: 'skip', name, detail: skipReason ?? 'not reached' });
    }
    return { results, exitCode: results.some((result) => result.status === 'fail') ? 1 : 0 };
  };

  const sts = new STSClient({ region: regions.backend });
  const cloudFormation = new Map<string, CloudFormationClient>();
  const cloudFormationIn = (region: string) => {
    const client = cloudFormation.get(region) ?? new CloudFormationClient({ region });
    cloudFormation.set(region, client);
    return client;
  };
  const bedrock = new BedrockRuntimeClient({ region: regions.bedrock, requestHandler: { requestTimeout: 60_000 } });
  try {
    const { result: accountResult, account } = await checkAccount(sts, stage.name, stage.config, regions);
    report(accountResult);
    if (account === undefined || accountResult.status === 'fail') return finish('needs working credentials');

    // Every region a stack of the stage deploys to; the rest runs whatever they say, so one run lists everything.
    for (const region of bootstrapRegions) report(await checkBootstrap(cloudFormationIn(region), region, account));

    const { result: guardrailResult, guardrail } = await checkGuardrail(
      cloudFormationIn(regions.bedrock),
      stage.name,
      regions.bedrock,
    );
    report(guardrailResult);

    const call: BedrockCallContext = { stage: stage.name, modelId, region: regions.bedrock, guardrail };
    const model = await checkModel(bedrock, modelName, call);
    report(model);
    if (model.status === 'fail') return finish('needs a model that answers');

    const usages: TokenUsage[] = [];
    for (const [index, question] of harmlessQuestions.entries()) {
      const { result, usage } = await askQuestion(
        bedrock,
        questionNames[index]!,
        question,
        call,
        stage.config.guardrail.grounding.enabled,
      );
      report(result);
      if (usage) usages.push(usage);
    }

    // The first answer writes the cache, the second reads it.
    const [first, second] = usages;
    report(
      first && second
        ? cacheAndCost(modelId, first, second)
        : { status: 'skip', name: costName, detail: 'needs two answers' },
    );
    return finish();
  } finally {
    sts.destroy();
    for (const client of cloudFormation.values()) client.destroy();
    bedrock.destroy();
  }
}
