/**
 * The chat on AWS: the answer streams end to end (Lambda → API Gateway STREAM
 * → CloudFront uncompressed), and its spend has ceilings (reserved concurrency,
 * an outcome metric with an AI-failure alarm, an estimated-spend alarm).
 */
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@ferrum/shared';
import { stableSystemPrompt } from '@ferrum/lambdas/tooling';
import { bedrockModelPrices, minimumCacheableTokens } from '../lib/bedrock-prices.ts';
import { chatMetricNames } from '../lib/chat-alarms.ts';
import { chatOriginReadTimeoutSeconds } from '../lib/static-site.ts';
import { stages, stageNames } from '../lib/stages.ts';
import { resourcesOfType, synthStage, type SynthesizedStage } from './support.ts';

let dev: SynthesizedStage;
let prod: SynthesizedStage;

beforeAll(() => {
  dev = synthStage('dev');
  prod = synthStage('prod');
});

type Resource = { Properties: Record<string, unknown> };

const functions = (stage: SynthesizedStage) =>
  Object.values(resourcesOfType(stage.backendTemplate, 'AWS::Lambda::Function')) as Resource[];

const chatFunction = (stage: SynthesizedStage) =>
  functions(stage).find((fn) => String(fn.Properties.FunctionName).endsWith('-ferrum-chat')) as Resource;

const alarmsOf = (stage: SynthesizedStage) =>
  (Object.values(resourcesOfType(stage.backendTemplate, 'AWS::CloudWatch::Alarm')) as Resource[]).map(
    (alarm) => alarm.Properties,
  );

describe('the chat answer streams end to end', () => {
  it('is invoked with response streaming by API Gateway; the form routes stay buffered', () => {
    const methods = Object.values(resourcesOfType(dev.backendTemplate, 'AWS::ApiGateway::Method')) as Resource[];
    const integrations = methods.map((method) => method.Properties.Integration as Record<string, unknown>);
    const streamed = integrations.filter((integration) => integration.ResponseTransferMode === 'STREAM');
    expect(streamed).toHaveLength(1);
    expect(JSON.stringify(streamed[0]?.Uri)).toContain('/response-streaming-invocations');
    expect(JSON.stringify(streamed[0]?.Uri)).toContain(
      JSON.stringify(dev.backend.api.functions.chat?.function.node.id).slice(1, -1),
    );
    for (const integration of integrations.filter((integration) => integration !== streamed[0])) {
      expect(integration.ResponseTransferMode ?? 'BUFFERED').toBe('BUFFERED');
    }
  });

  it('may call the model only through ConverseStream (InvokeModelWithResponseStream)', () => {
    const policies = JSON.stringify(resourcesOfType(dev.backendTemplate, 'AWS::IAM::Policy'));
    expect(policies).toContain('bedrock:InvokeModelWithResponseStream');
    expect(policies).not.toContain('"bedrock:InvokeModel"');
  });

  it('passes through CloudFront uncompressed, with a read timeout above the function timeout', () => {
    const distribution = Object.values(
      resourcesOfType(dev.edgeTemplate, 'AWS::CloudFront::Distribution'),
    )[0] as Resource;
    const config = distribution.Properties.DistributionConfig as {
      CacheBehaviors: { PathPattern: string; Compress: boolean; TargetOriginId: string }[];
      Origins: { Id: string; CustomOriginConfig?: { OriginReadTimeout?: number } }[];
    };
    const patterns = config.CacheBehaviors.map((behavior) => behavior.PathPattern);
    // CloudFront takes the first matching pattern: the chat's must come before /api/*.
    expect(patterns.indexOf(apiRoutes.chat.path)).toBeLessThan(patterns.indexOf('/api/*'));
    const chat = config.CacheBehaviors.find((behavior) => behavior.PathPattern === apiRoutes.chat.path);
    expect(chat?.Compress).toBe(false);
    const origin = config.Origins.find((candidate) => candidate.Id === chat?.TargetOriginId);
    expect(origin?.CustomOriginConfig?.OriginReadTimeout).toBe(chatOriginReadTimeoutSeconds);
    const chatTimeout = chatFunction(dev).Properties.Timeout as number;
    expect(chatOriginReadTimeoutSeconds).toBeGreaterThan(chatTimeout);
    expect(config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*')?.Compress).toBe(true);
  });
});

describe('the chat cannot run up the bill', () => {
  it.each(stageNames)('%s: reserves the stage setting as the chat function concurrency, and only there', (name) => {
    const stage = name === 'dev' ? dev : prod;
    expect(chatFunction(stage).Properties.ReservedConcurrentExecutions).toBe(stages[name].chat.reservedConcurrency);
    const reserved = functions(stage).filter((fn) => fn.Properties.ReservedConcurrentExecutions !== undefined);
    expect(reserved).toHaveLength(1);
  });

  it("answers a call over the ceiling (an error API Gateway makes itself) with the contract's 503 JSON", () => {
    dev.backendTemplate.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'DEFAULT_5XX',
      StatusCode: '503',
      ResponseParameters: Match.objectLike({
        'gatewayresponse.header.Cache-Control': "'no-store'",
        'gatewayresponse.header.Retry-After': "'5'",
      }),
      ResponseTemplates: { 'application/json': Match.stringLikeRegexp('"code":"SERVICE_UNAVAILABLE"') },
    });
  });

  it('counts chat outcomes from the log line, by outcome, and alarms on AI failures', () => {
    dev.backendTemplate.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: Match.stringLikeRegexp('\\$\\.operation = "chat"'),
      MetricTransformations: [
        Match.objectLike({
          MetricNamespace: 'FerrumShield/dev',
          MetricName: chatMetricNames.outcomes,
          MetricValue: '1',
          Dimensions: [{ Key: 'Outcome', Value: '$.outcome' }],
        }),
      ],
    });
    dev.backendTemplate.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: Match.stringLikeRegexp('\\$\\.outcome = "ai-\\*"'),
      MetricTransformations: [Match.objectLike({ MetricName: chatMetricNames.aiFailures, DefaultValue: 0 })],
    });
    expect(alarmsOf(dev)).toContainEqual(
      expect.objectContaining({
        MetricName: chatMetricNames.aiFailures,
        Namespace: 'FerrumShield/dev',
        Threshold: stages.dev.chat.aiFailureAlarmThreshold,
        AlarmActions: [expect.anything()],
      }),
    );
  });

  it.each(stageNames)('%s: alarms on the model spend estimated from its token metrics and prices', (name) => {
    const stage = name === 'dev' ? dev : prod;
    const { modelId } = stages[name].bedrock;
    const prices = bedrockModelPrices[modelId];
    expect(prices).toBeDefined();
    const spend = alarmsOf(stage).find((alarm) => JSON.stringify(alarm.Metrics ?? '').includes('InputTokenCount'));
    expect(spend?.Threshold).toBe(stages[name].chat.spendAlarmUsdPerHour);
    const metrics = spend?.Metrics as {
      Expression?: string;
      MetricStat?: { Metric: { MetricName: string; Dimensions: unknown }; Period: number };
    }[];
    const expression = metrics.find((metric) => metric.Expression)?.Expression ?? '';
    for (const price of Object.values(prices!)) expect(expression).toContain(`* ${price}`);
    const stats = metrics.filter((metric) => metric.MetricStat).map((metric) => metric.MetricStat!);
    expect(stats.map((stat) => stat.Metric.MetricName).sort()).toEqual([
      'CacheReadInputTokenCount',
      'CacheWriteInputTokenCount',
      'InputTokenCount',
      'OutputTokenCount',
    ]);
    for (const stat of stats) {
      expect(stat.Metric.Dimensions).toEqual([{ Name: 'ModelId', Value: modelId }]);
      expect(stat.Period).toBe(3600);
    }
  });

  it('says so, instead of alarming, when Bedrock runs in another region', () => {
    const elsewhere = synthStage('prod', { environment: { CDK_DEFAULT_REGION: 'eu-west-1' } });
    const spend = alarmsOf(elsewhere).find((alarm) => JSON.stringify(alarm.Metrics ?? '').includes('InputTokenCount'));
    expect(spend).toBeUndefined();
    Annotations.fromStack(elsewhere.backend).hasWarning('*', Match.stringLikeRegexp('no spend alarm'));
  });
});

describe('the cached prompt prefix', () => {
  it.each(stageNames)('%s: is longer than the model needs to cache it', (name) => {
    const family = Object.keys(minimumCacheableTokens).find((key) => stages[name].bedrock.modelId.includes(key));
    expect(family).toBeDefined();
    // About four characters a token in English; five keeps the estimate on the safe side.
    const estimatedTokens = stableSystemPrompt().length / 5;
    expect(estimatedTokens).toBeGreaterThan(minimumCacheableTokens[family as keyof typeof minimumCacheableTokens]);
  });
});
