/**
 * What the chat costs and how it answers, watched: a metric of chat outcomes
 * (answered, abandoned, over-ceiling, each `ai-<kind>` and `guardrail-<input|output>`)
 * and of guardrail interventions by policy, from the function's own log line (no
 * personal data: the line holds counts, never text), an alarm when AI failures
 * pass a threshold (they answer 200, so no HTTP metric sees them), the time to
 * the model's first token, and an alarm on the model's estimated spend per hour
 * from Bedrock's token metrics.
 */
import { Annotations, Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { stageMetricsNamespace } from '@ferrum/shared';
import { alarmPeriod, type Alarms } from './alarms.ts';
import { bedrockModelPrices } from './bedrock-prices.ts';
import type { ChatCeilingsConfig } from './stages.ts';

export interface ChatAlarmsProps {
  /** Stage name: the metrics' namespace is `FerrumShield/<stage>`. */
  readonly stage: string;
  /** The chat function's log group (JSON lines: `operation`, `outcome`, `message`). */
  readonly logGroup: logs.ILogGroup;
  /** The stage's model and the region it is called in. */
  readonly bedrock: { readonly modelId: string; readonly region: string };
  /** Thresholds. */
  readonly ceilings: ChatCeilingsConfig;
  /** The stack's alarm topic. */
  readonly alarms: Alarms;
}

/** Metric names of the chat's own metrics. */
export const chatMetricNames = {
  outcomes: 'ChatOutcomes',
  aiFailures: 'ChatAiFailures',
  firstTokenLatency: 'ChatFirstTokenLatency',
  guardrailInterventions: 'ChatGuardrailInterventions',
  groundingScore: 'ChatGroundingScore',
} as const;

/** The request's closing log line of the chat function (one per request, with its outcome). */
const completedChatRequest =
  '$.operation = "chat" && ($.message = "request completed" || $.message = "request failed")';

/** Bedrock's token metrics, by the price each kind is billed at. */
const tokenMetrics = {
  input: 'InputTokenCount',
  output: 'OutputTokenCount',
  cacheRead: 'CacheReadInputTokenCount',
  cacheWrite: 'CacheWriteInputTokenCount',
} as const;

export function addChatAlarms(scope: Construct, props: ChatAlarmsProps): void {
  const namespace = stageMetricsNamespace(props.stage);
  new logs.MetricFilter(scope, 'ChatOutcomeMetric', {
    logGroup: props.logGroup,
    filterPattern: logs.FilterPattern.literal(`{ ${completedChatRequest} }`),
    metricNamespace: namespace,
    metricName: chatMetricNames.outcomes,
    metricValue: '1',
    dimensions: { Outcome: '$.outcome' },
    unit: cloudwatch.Unit.COUNT,
  });
  // Its own metric without dimensions: an alarm cannot add up a dimension's values.
  new logs.MetricFilter(scope, 'ChatAiFailureMetric', {
    logGroup: props.logGroup,
    filterPattern: logs.FilterPattern.literal(`{ ${completedChatRequest} && $.outcome = "ai-*" }`),
    metricNamespace: namespace,
    metricName: chatMetricNames.aiFailures,
    metricValue: '1',
    defaultValue: 0,
    unit: cloudwatch.Unit.COUNT,
  });
  // Only answers the model started: the closing line carries `firstTokenMs` then (the dashboard's p50/p95).
  new logs.MetricFilter(scope, 'ChatFirstTokenLatencyMetric', {
    logGroup: props.logGroup,
    filterPattern: logs.FilterPattern.literal(`{ ${completedChatRequest} && $.firstTokenMs >= 0 }`),
    metricNamespace: namespace,
    metricName: chatMetricNames.firstTokenLatency,
    metricValue: '$.firstTokenMs',
    unit: cloudwatch.Unit.MILLISECONDS,
  });
  // Each intervention by the policy that acted first (`promptAttack`, `topic:PriceQuotes`, `grounding`...), never the text.
  new logs.MetricFilter(scope, 'ChatGuardrailInterventionMetric', {
    logGroup: props.logGroup,
    filterPattern: logs.FilterPattern.literal(`{ ${completedChatRequest} && $.outcome = "guardrail-*" }`),
    metricNamespace: namespace,
    metricName: chatMetricNames.guardrailInterventions,
    metricValue: '1',
    dimensions: { Policy: '$.guardrailPolicy' },
    unit: cloudwatch.Unit.COUNT,
  });
  // The grounding check's score of answers it blocked: where they fall below the threshold, for tuning it.
  new logs.MetricFilter(scope, 'ChatGroundingScoreMetric', {
    logGroup: props.logGroup,
    filterPattern: logs.FilterPattern.literal(`{ ${completedChatRequest} && $.grounding >= 0 }`),
    metricNamespace: namespace,
    metricName: chatMetricNames.groundingScore,
    metricValue: '$.grounding',
    unit: cloudwatch.Unit.NONE,
  });
  props.alarms.add('ChatAiFailures', {
    metric: new cloudwatch.Metric({
      namespace,
      metricName: chatMetricNames.aiFailures,
      statistic: cloudwatch.Stats.SUM,
      period: alarmPeriod,
    }),
    threshold: props.ceilings.aiFailureAlarmThreshold,
    description: `The chat model failed ${props.ceilings.aiFailureAlarmThreshold} or more times in 5 minutes: visitors got the answer from the site's content instead, or "AI Service Issue" when it failed mid-answer (see the ChatOutcomes metric for the kind).`,
  });

  const stack = Stack.of(scope);
  const spend = chatModelSpendPerHour(props.bedrock);
  if (props.bedrock.region !== stack.region || !spend) {
    Annotations.of(scope).addWarningV2(
      'ferrum:chat-spend-alarm',
      spend
        ? `Bedrock runs in ${props.bedrock.region} and this stack in ${stack.region}: CloudWatch cannot alarm across regions, so there is no spend alarm. Set an AWS Budgets budget on Amazon Bedrock instead.`
        : `No prices for ${props.bedrock.modelId} in infra/lib/bedrock-prices.ts: there is no chat spend alarm until they are added.`,
    );
    return;
  }
  props.alarms.add('ChatModelSpend', {
    metric: spend,
    threshold: props.ceilings.spendAlarmUsdPerHour,
    description: `The chat model's estimated spend reached $${props.ceilings.spendAlarmUsdPerHour} in an hour (from Bedrock's token counts and infra/lib/bedrock-prices.ts). Check the ChatOutcomes metric and WAF logs for abuse; lower the chat's reserved concurrency or throttling to cap it.`,
  });
}

/**
 * The chat model's estimated spend in USD per hour, from Bedrock's token
 * metrics in the model's region and the prices in bedrock-prices.ts (the spend
 * alarm and the dashboard read this one expression); undefined when the model
 * has no prices there.
 */
export function chatModelSpendPerHour(bedrock: {
  readonly modelId: string;
  readonly region: string;
}): cloudwatch.MathExpression | undefined {
  const period = Duration.hours(1);
  const prices = bedrockModelPrices[bedrock.modelId];
  if (!prices) return undefined;
  const usingMetrics = Object.fromEntries(
    Object.entries(tokenMetrics).map(([kind, metricName]) => [
      kind,
      new cloudwatch.Metric({
        namespace: 'AWS/Bedrock',
        metricName,
        dimensionsMap: { ModelId: bedrock.modelId },
        statistic: cloudwatch.Stats.SUM,
        period,
        region: bedrock.region,
      }),
    ]),
  );
  // FILL(…, 0): a kind with no data points this hour costs nothing instead of hiding the others.
  const expression = Object.keys(tokenMetrics)
    .map((kind) => `FILL(${kind}, 0) * ${prices[kind as keyof typeof tokenMetrics]}`)
    .join(' + ');
  return new cloudwatch.MathExpression({
    label: `Estimated ${bedrock.modelId} spend (USD per hour)`,
    expression: `(${expression}) / 1000000`,
    usingMetrics,
    period,
  });
}
