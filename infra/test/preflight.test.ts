import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AccessDeniedException,
  BedrockRuntimeClient,
  BedrockRuntimeServiceException,
  ConverseCommand,
  ResourceNotFoundException,
  ThrottlingException,
  ValidationException,
  type ConverseCommandInput,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import {
  CloudFormationClient,
  CloudFormationServiceException,
  DescribeStacksCommand,
  type Output,
  type StackStatus,
} from '@aws-sdk/client-cloudformation';
import { GetCallerIdentityCommand, STSClient, STSServiceException } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import { guardrailMarkers } from '@ferrum/lambdas/tooling';
import { repositoryRoot } from '../lib/operation-function.ts';
import { stages, type StageConfig } from '../lib/stages.ts';
import {
  cacheAndCost,
  formatResult,
  guardrailFromOutputs,
  harmlessQuestions,
  runPreflight,
  stageFromArguments,
  stageRegions,
  type CheckResult,
} from '../scripts/preflight-checks.ts';

const sts = mockClient(STSClient);
const cloudFormation = mockClient(CloudFormationClient);
const bedrock = mockClient(BedrockRuntimeClient);

afterEach(() => {
  sts.reset();
  cloudFormation.reset();
  bedrock.reset();
  vi.restoreAllMocks();
});

const account = '123456789012';
const modelId = stages.dev.bedrock.modelId;

/** The Guardrail stack's named outputs. */
const guardrailStackOutputs: Output[] = [
  { OutputKey: 'GuardrailId', OutputValue: 'gr123' },
  { OutputKey: 'GuardrailVersion', OutputValue: '3' },
];

function stack(StackName: string, Outputs: Output[], StackStatus: StackStatus = 'UPDATE_COMPLETE') {
  return { Stacks: [{ StackName, StackStatus, CreationTime: new Date(), Outputs }] };
}

const doesNotExist = (name: string) =>
  new CloudFormationServiceException({
    name: 'ValidationError',
    $fault: 'client',
    $metadata: {},
    message: `Stack with id ${name} does not exist`,
  });

/** A model answer: the probe's word, or a question's answer that writes the cache first and reads it after. */
function answer(usage: Partial<ConverseCommandOutput['usage']> = {}): ConverseCommandOutput {
  return {
    output: { message: { role: 'assistant', content: [{ text: 'The Data Diode lets data out of the plant only.' }] } },
    stopReason: 'end_turn',
    usage: { inputTokens: 150, outputTokens: 250, totalTokens: 400, ...usage },
    metrics: { latencyMs: 900 },
    $metadata: {},
  };
}

/** A stage every check passes on: credentials, bootstrap in every region, the guardrail, the model, the cache. */
function readyStage(options: { missingBootstrapIn?: string; guardrail?: boolean } = {}) {
  sts
    .on(GetCallerIdentityCommand)
    .resolves({ Account: account, Arn: `arn:aws:sts::${account}:assumed-role/Admin/jane` });
  cloudFormation.on(DescribeStacksCommand).callsFake(async (input: { StackName: string }, getClient) => {
    const region = await getClient().config.region();
    if (input.StackName === 'CDKToolkit') {
      if (region === options.missingBootstrapIn) throw doesNotExist('CDKToolkit');
      return stack('CDKToolkit', [{ OutputKey: 'BootstrapVersion', OutputValue: '30' }]);
    }
    if (/^FerrumShield-\w+-Guardrail$/.test(input.StackName) && region === 'us-east-1' && options.guardrail !== false) {
      return stack(input.StackName, guardrailStackOutputs);
    }
    throw doesNotExist(input.StackName);
  });
  let questions = 0;
  bedrock.on(ConverseCommand).callsFake((input: ConverseCommandInput) => {
    if (!input.system) return answer({ inputTokens: 15, outputTokens: 2 });
    questions += 1;
    return answer(questions === 1 ? { cacheWriteInputTokens: 12_000 } : { cacheReadInputTokens: 12_000 });
  });
}

const dev = { name: 'dev', config: stages.dev };
const environment = { AWS_REGION: 'us-east-1' };
const noProfile = async () => undefined;

async function preflight(stage: { name: string; config: StageConfig } = dev, env: NodeJS.ProcessEnv = environment) {
  const lines: string[] = [];
  const outcome = await runPreflight(stage, {
    environment: env,
    cliRegion: noProfile,
    report: (result) => lines.push(formatResult(result)),
  });
  const result = (name: string | RegExp): CheckResult => {
    const found = outcome.results.find((r) => (typeof name === 'string' ? r.name === name : name.test(r.name)));
    if (!found) throw new Error(`No result ${String(name)} among ${outcome.results.map((r) => r.name).join(', ')}`);
    return found;
  };
  return { ...outcome, lines, result };
}

/** `config` as dev, with its grounding check turned on or off. */
function withGrounding(config: StageConfig, enabled: boolean) {
  return { name: 'dev', config: { ...config, guardrail: { grounding: { ...config.guardrail.grounding, enabled } } } };
}

const converseInputs = () => bedrock.commandCalls(ConverseCommand).map((call) => call.args[0].input);

describe('the preflight against a ready stage', () => {
  it('passes every check, one line each, and exits 0', async () => {
    readyStage();
    const { exitCode, results, lines } = await preflight();

    expect(exitCode).toBe(0);
    expect(results.every((result) => result.status === 'pass')).toBe(true);
    expect(lines).toHaveLength(results.length);
    expect(lines.every((line) => line.startsWith('✓ '))).toBe(true);
    expect(lines[0]).toBe(
      `✓ Account: ${account} as arn:aws:sts::${account}:assumed-role/Admin/jane; regions: backend us-east-1, Bedrock us-east-1, edge us-east-1`,
    );
    expect(lines).toContain('✓ CDK bootstrap in us-east-1: CDKToolkit version 30');
    expect(lines).toContain('✓ Guardrail: gr123 version 3 (stack FerrumShield-dev-Guardrail, us-east-1)');
    expect(lines.find((line) => line.includes(`Model ${modelId}`))).toMatch(/through guardrail gr123 version 3$/);
    expect(lines.filter((line) => line.includes('passed the guardrail'))).toHaveLength(harmlessQuestions.length);
  });

  it("reports the prefix's tokens and an answer's cost written and read, from the calls' own usage", async () => {
    readyStage();
    const { result } = await preflight();
    // Haiku 4.5 through `us.`: 150 input × 1.10, 250 output × 5.50, 12,000 × 1.375 written or × 0.11 read, per million.
    expect(result('Prompt cache and cost').detail).toBe(
      'prefix 12,000 tokens (written by the first question, read by the second); an answer costs $0.0180 writing ' +
        'the cache, $0.0029 reading it (model tokens at the prices in infra/lib/bedrock-prices.ts).',
    );
  });

  it('calls the stage model in its Bedrock region, every call through the guardrail, each question as the chat asks it', async () => {
    readyStage();
    // A stage that checks grounding (dev, decision 024): the content is the guardrail's grounding source.
    await preflight(withGrounding(stages.dev, true));

    const calls = bedrock.commandCalls(ConverseCommand);
    expect(calls).toHaveLength(1 + harmlessQuestions.length);
    expect(await calls[0]!.thisValue.config.region()).toBe('us-east-1');
    const [probe, ...questions] = converseInputs();
    expect(probe).toMatchObject({ modelId, inferenceConfig: { maxTokens: 5 } });
    for (const input of [probe!, ...questions]) {
      expect(input.guardrailConfig).toEqual({ guardrailIdentifier: 'gr123', guardrailVersion: '3', trace: 'enabled' });
    }
    questions.forEach((input, index) => {
      const system = input.system ?? [];
      // Rules, then the site content as the grounding source, then the cache point, then today's part.
      expect(system[1]?.guardContent?.text?.qualifiers).toEqual(['grounding_source']);
      expect(system[1]?.guardContent?.text?.text).toMatch(/^<site_content>/);
      expect(system[2]).toEqual({ cachePoint: { type: 'default' } });
      expect(system[3]?.text).toMatch(/^Today is /);
      expect(input.messages?.[0]?.content?.[0]?.guardContent?.text).toEqual({
        text: harmlessQuestions[index],
        qualifiers: ['guard_content', 'query'],
      });
      expect(input.toolConfig?.tools?.[0]?.toolSpec?.name).toBe('offer_handoff');
    });
    // The stable prefix is byte for byte the same on every question: what the cache needs.
    const prefixes = questions.map((input) => JSON.stringify([input.toolConfig, input.system?.slice(0, 3)]));
    expect(new Set(prefixes).size).toBe(1);
  });

  it("on a stage that doesn't check grounding, sends the content as plain text and the question as guarded input only", async () => {
    readyStage();
    const { exitCode } = await preflight({ ...withGrounding(stages.prod, false), name: 'prod' });

    expect(exitCode).toBe(0);
    const [, ...questions] = converseInputs();
    for (const input of questions) {
      expect(input.modelId).toBe(stages.prod.bedrock.modelId);
      expect(input.system?.[1]).toEqual({ text: expect.stringMatching(/^<site_content>/) });
      expect(input.messages?.[0]?.content?.[0]?.guardContent?.text?.qualifiers).toEqual(['guard_content']);
      expect(input.guardrailConfig?.guardrailIdentifier).toBe('gr123');
    }
  });

  it('makes no network connection: every AWS call stops at the mocked clients', async () => {
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    readyStage();
    const { exitCode } = await preflight();
    expect(exitCode).toBe(0);
    expect(connect).not.toHaveBeenCalled();
    expect(sts.calls()).toHaveLength(1);
    expect(cloudFormation.calls().length).toBeGreaterThan(0);
  });
});

describe('the preflight when something is missing', () => {
  it('says to sign in again when the credentials have expired, and calls nothing else', async () => {
    sts.on(GetCallerIdentityCommand).rejects(
      new STSServiceException({
        name: 'ExpiredToken',
        $fault: 'client',
        $metadata: {},
        message: 'The security token included in the request is expired',
      }),
    );
    const { exitCode, results, lines } = await preflight();

    expect(exitCode).toBe(1);
    expect(lines[0]).toMatch(
      /^✗ Account: the credentials do not work\. Your AWS credentials have expired: sign in again/,
    );
    expect(results.slice(1).every((result) => result.status === 'skip')).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith('- '))).toBe(true);
    expect(cloudFormation.calls()).toHaveLength(0);
    expect(bedrock.calls()).toHaveLength(0);
  });

  it('says how to sign in when there are no credentials at all', async () => {
    const missing = new Error('Could not load credentials from any providers');
    missing.name = 'CredentialsProviderError';
    sts.on(GetCallerIdentityCommand).rejects(missing);
    const { exitCode, result } = await preflight();
    expect(exitCode).toBe(1);
    expect(result('Account').advice).toMatch(/No AWS credentials were found: .*aws configure sso/);
  });

  it('refuses credentials of another account than the one the stage pins', async () => {
    readyStage();
    const { exitCode, result, results } = await preflight({
      name: 'dev',
      config: { ...stages.dev, account: '999999999999' },
    });
    expect(exitCode).toBe(1);
    expect(result('Account').detail).toBe(
      `the credentials are for account ${account}, but stage dev deploys to 999999999999.`,
    );
    expect(results.slice(1).map((r) => r.status)).toEqual(results.slice(1).map(() => 'skip'));
    expect(bedrock.calls()).toHaveLength(0);
  });

  it('checks the bootstrap in every region of the stage and names the command for one without it', async () => {
    readyStage({ missingBootstrapIn: 'eu-west-1' });
    const { exitCode, result, lines } = await preflight(dev, { AWS_REGION: 'eu-west-1' });

    expect(exitCode).toBe(1);
    expect(lines).toContain(
      `✗ CDK bootstrap in eu-west-1: no CDKToolkit stack. Run \`npx cdk bootstrap aws://${account}/eu-west-1\`.`,
    );
    expect(result('CDK bootstrap in us-east-1').status).toBe('pass');
    // The rest still runs: one preflight lists everything to fix.
    expect(result('Prompt cache and cost').status).toBe('pass');
  });

  it('fails a bootstrap too old for the templates, or one that failed', async () => {
    sts.on(GetCallerIdentityCommand).resolves({ Account: account, Arn: 'arn' });
    cloudFormation.on(DescribeStacksCommand).rejects(doesNotExist('FerrumShield-dev-Guardrail'));
    cloudFormation
      .on(DescribeStacksCommand, { StackName: 'CDKToolkit' })
      .resolvesOnce(stack('CDKToolkit', [{ OutputKey: 'BootstrapVersion', OutputValue: '5' }]))
      .resolves(stack('CDKToolkit', [], 'ROLLBACK_COMPLETE'));
    bedrock.on(ConverseCommand).resolves(answer());

    const old = await preflight();
    expect(old.result('CDK bootstrap in us-east-1')).toMatchObject({
      status: 'fail',
      detail: 'CDKToolkit version 5, below the 6 the templates require.',
      advice: `Run \`npx cdk bootstrap aws://${account}/us-east-1\` again: it upgrades in place.`,
    });
    const failed = await preflight();
    expect(failed.result('CDK bootstrap in us-east-1').detail).toBe('CDKToolkit is ROLLBACK_COMPLETE.');
  });

  it('says to deploy the Guardrail stack first, and checks the model without a guardrail, saying so', async () => {
    readyStage({ guardrail: false });
    const { exitCode, result, lines } = await preflight();

    expect(exitCode).toBe(1);
    expect(lines).toContain(
      '✗ Guardrail: stack FerrumShield-dev-Guardrail is not deployed in us-east-1. Deploy it first: ' +
        '`npx cdk deploy FerrumShield-dev-Guardrail -c stage=dev`.',
    );
    expect(result(/^Model /)).toMatchObject({ status: 'pass' });
    expect(result(/^Model /).detail).toMatch(/without a guardrail \(deploy FerrumShield-dev-Guardrail first/);
    expect(converseInputs().every((input) => input.guardrailConfig === undefined)).toBe(true);
    expect(result(/^Harmless question/).status).toBe('skip');
  });

  it("reads the guardrail from the stack's GuardrailId and GuardrailVersion outputs", () => {
    expect(guardrailFromOutputs(stack('FerrumShield-dev-Guardrail', guardrailStackOutputs).Stacks[0]!)).toEqual({
      id: 'gr123',
      version: '3',
    });
    expect(guardrailFromOutputs(stack('x', []).Stacks[0]!)).toBeUndefined();
  });
});

describe('the model check turns common Bedrock failures into what to do', () => {
  const marketplace =
    'Model access is denied due to IAM user or service role is not authorized to perform the required AWS ' +
    'Marketplace actions (aws-marketplace:ViewSubscriptions, aws-marketplace:Subscribe) to enable access to this ' +
    'model. Your AWS Marketplace subscription for this model cannot be completed at this time. If you recently ' +
    'fixed this issue, try again after 15 minutes.';
  const cases = [
    {
      what: 'a Marketplace subscription the first invocation could not make',
      error: new AccessDeniedException({ message: marketplace, $metadata: {} }),
      advice:
        /subscribed on its first invocation, which needs aws-marketplace:Subscribe and aws-marketplace:ViewSubscriptions.*administrator's credentials, never by granting them to the chat function's role.*first-time use form/,
    },
    {
      what: "Anthropic's first-time use form not yet submitted",
      error: new AccessDeniedException({
        message:
          'Model use case details have not been submitted for this account. Fill out the Anthropic use case details form before using the model. If you have already filled out the form, try again in 15 minutes.',
        $metadata: {},
      }),
      advice: /first-time use form, once per account.*an administrator submits it in the Bedrock console/,
    },
    {
      what: 'an IAM policy without the model',
      error: new AccessDeniedException({
        message: `User: arn:aws:sts::${account}:assumed-role/Dev/jane is not authorized to perform: bedrock:InvokeModel on resource: arn:aws:bedrock:us-east-1:${account}:inference-profile/${modelId}`,
        $metadata: {},
      }),
      advice: /allow bedrock:InvokeModel on the inference profile and on its foundation model in every region/,
    },
    {
      what: 'a guardrail that is not there',
      error: new ResourceNotFoundException({ message: 'The guardrail gr123 was not found.', $metadata: {} }),
      advice: /guardrail gr123 version 3 is not in us-east-1.*`npx cdk deploy FerrumShield-dev-Guardrail -c stage=dev`/,
    },
    {
      what: 'a wrong model id',
      error: new ValidationException({ message: 'The provided model identifier is invalid.', $metadata: {} }),
      advice:
        /does not know the model id .*bedrock\.modelId and bedrock\.region of stage dev in infra\/lib\/stages\.ts/,
    },
    {
      what: 'a model id that needs an inference profile',
      error: new ValidationException({
        message:
          "Invocation of model ID anthropic.claude-haiku-4-5-20251001-v1:0 with on-demand throughput isn't supported. Retry your request with the ID or ARN of an inference profile that contains this model.",
        $metadata: {},
      }),
      advice: /only through an inference profile/,
    },
    {
      what: 'expired credentials',
      error: new BedrockRuntimeServiceException({
        name: 'ExpiredTokenException',
        $fault: 'client',
        $metadata: {},
        message: 'The security token included in the request is expired',
      }),
      advice: /have expired: sign in again/,
    },
    {
      what: 'throttling',
      error: new ThrottlingException({ message: 'Too many requests, please wait before trying again.', $metadata: {} }),
      advice: /rerun in a minute.*Service Quotas/,
    },
  ];

  it.each(cases)('$what', async ({ error, advice }) => {
    readyStage();
    bedrock.on(ConverseCommand).rejects(error);
    const { exitCode, result } = await preflight();

    expect(exitCode).toBe(1);
    expect(result(/^Model /)).toMatchObject({ status: 'fail', detail: 'did not answer.' });
    expect(result(/^Model /).advice).toMatch(advice);
    // The questions would fail the same way: one call, one line of advice.
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
    expect(result('Prompt cache and cost').status).toBe('skip');
  });
});

describe('the harmless questions and the guardrail', () => {
  const blocked = (source: 'input' | 'output'): ConverseCommandOutput => ({
    ...answer({ cacheReadInputTokens: 12_000 }),
    stopReason: 'guardrail_intervened',
    output: { message: { role: 'assistant', content: [{ text: guardrailMarkers[source] }] } },
    trace: {
      guardrail:
        source === 'input'
          ? {
              inputAssessment: {
                gr123: { topicPolicy: { topics: [{ name: 'PriceQuotes', type: 'DENY', action: 'BLOCKED' }] } },
              },
            }
          : {
              outputAssessments: {
                gr123: [
                  {
                    contextualGroundingPolicy: {
                      filters: [{ type: 'GROUNDING', threshold: 0.75, score: 0.41, action: 'BLOCKED' }],
                    },
                  },
                ],
              },
            },
    },
  });

  it('fails a question the guardrail blocks on input, naming the policy', async () => {
    readyStage();
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(answer())
      .resolvesOnce(answer({ cacheWriteInputTokens: 12_000 }))
      .resolvesOnce(blocked('input'))
      .resolves(answer({ cacheReadInputTokens: 12_000 }));
    const { exitCode, result } = await preflight();

    expect(exitCode).toBe(1);
    expect(result(`Harmless question "${harmlessQuestions[1]}"`)).toMatchObject({
      status: 'fail',
      detail: 'the guardrail blocked the question (topic:PriceQuotes).',
    });
    expect(result(`Harmless question "${harmlessQuestions[1]}"`).advice).toMatch(/tune it/);
  });

  it('passes a question whose answer alone was blocked, and says so', async () => {
    readyStage();
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(answer())
      .resolvesOnce(answer({ cacheWriteInputTokens: 12_000 }))
      .resolvesOnce(blocked('output'))
      .resolves(answer({ cacheReadInputTokens: 12_000 }));
    const { exitCode, result } = await preflight();

    expect(exitCode).toBe(0);
    expect(result(`Harmless question "${harmlessQuestions[1]}"`).detail).toMatch(
      /^passed the input check; the answer was blocked \(grounding 0\.41\)/,
    );
  });
});

describe('the prompt cache and cost check', () => {
  it('fails when the first answer cached nothing, naming the minimum for the model', () => {
    const result = cacheAndCost(
      modelId,
      { inputTokens: 3_000, outputTokens: 200, totalTokens: 3_200 },
      {
        inputTokens: 3_000,
        outputTokens: 200,
        totalTokens: 3_200,
      },
    );
    expect(result.status).toBe('fail');
    expect(result.detail).toBe('the first answer cached nothing (3,000 input tokens at the full price).');
    expect(result.advice).toMatch(/4,096 tokens for claude-haiku-4-5/);
  });

  it('fails when the second answer read nothing the first wrote', () => {
    const first = { inputTokens: 150, outputTokens: 250, totalTokens: 400, cacheWriteInputTokens: 12_000 };
    const result = cacheAndCost(modelId, first, { ...first, cacheWriteInputTokens: 12_000 });
    expect(result).toMatchObject({
      status: 'fail',
      detail: 'the first answer cached 12,000 tokens, but the second read none of them.',
    });
  });

  it('fails a model without prices, since the spend ceiling needs them too', () => {
    const usage = { inputTokens: 150, outputTokens: 250, totalTokens: 400 };
    const result = cacheAndCost(
      'us.example.model-v1:0',
      { ...usage, cacheWriteInputTokens: 9_000 },
      {
        ...usage,
        cacheReadInputTokens: 9_000,
      },
    );
    expect(result).toMatchObject({ status: 'fail', advice: expect.stringMatching(/infra\/lib\/bedrock-prices\.ts/) });
  });

  it('prices the write from the prefix when a recent run left the cache warm', () => {
    const usage = { inputTokens: 150, outputTokens: 250, totalTokens: 400, cacheReadInputTokens: 12_000 };
    const result = cacheAndCost(modelId, usage, usage);
    expect(result.status).toBe('pass');
    expect(result.detail).toMatch(
      /already cached by a run in the last 5 minutes.*\$0\.0180 writing the cache, \$0\.0029 reading it/,
    );
  });
});

describe('the command line', () => {
  it('reads the stage from -c stage=<name> as the CDK CLI does', () => {
    expect(stageFromArguments(['-c', 'stage=dev'])).toBe('dev');
    expect(stageFromArguments(['--context', 'stage=prod'])).toBe('prod');
    expect(stageFromArguments(['--context=stage=dev', '-c', 'siteDir=x'])).toBe('dev');
    expect(stageFromArguments([])).toBeUndefined();
    expect(() => stageFromArguments(['-c', 'stage'])).toThrow(/not key=value/);
    expect(() => stageFromArguments(['--stage', 'dev'])).toThrow(/Unknown option/);
  });

  it("puts the backend in the stage's region, else the CLI's, else us-east-1, as cdk deploy does", async () => {
    expect(await stageRegions(stages.dev, { AWS_REGION: 'eu-west-1' }, noProfile)).toEqual({
      backend: 'eu-west-1',
      bedrock: 'us-east-1',
      edge: 'us-east-1',
    });
    expect((await stageRegions(stages.dev, {}, async () => 'eu-central-1')).backend).toBe('eu-central-1');
    expect((await stageRegions(stages.dev, {}, noProfile)).backend).toBe('us-east-1');
  });

  it('exits 1 naming the known stages when no stage is given, before any AWS call', () => {
    const run = spawnSync('npx', ['tsx', 'infra/scripts/preflight.ts'], { cwd: repositoryRoot, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/No stage given.*known stages: dev, prod/);
    expect(run.stderr).toMatch(/Usage: npm run preflight -- -c stage=<name>/);
  }, 30_000);
});
