import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { chatMetricNames, chatModelSpendPerHour } from '../chat-alarms.ts';
import {
  byStatistic,
  graph,
  graphSizedText,
  heading,
  sumByDimension,
  type DashboardContext,
  type DashboardRows,
} from './widgets.ts';

/** The spend alarm's own expression, or a note on the prices that are missing for it. */
function spendWidget({ props }: DashboardContext): cloudwatch.IWidget {
  const spend = chatModelSpendPerHour(props.bedrock);
  return spend
    ? graph({
        title: `Chat: estimated model spend (USD per hour, ${props.bedrock.region})`,
        region: props.bedrock.region,
        width: 8,
        left: [spend],
      })
    : graphSizedText(
        `### Chat: estimated model spend\nNo prices for \`${props.bedrock.modelId}\` in infra/lib/bedrock-prices.ts: add them to see the spend here and to get the spend alarm.`,
        8,
      );
}

/** The chat: its outcome and first-token metrics (chat-alarms.ts), its spend, and its guardrail (decision 021). */
export function chatSection(context: DashboardContext): DashboardRows {
  const { region } = context.props.backend;
  return [
    [
      heading({
        heading: 'Chat assistant',
        text: "Answers by outcome (`answered`, `abandoned`: the visitor left, `over-ceiling`: answered from the site's content over the hour's spend ceiling, `ai-*`: the model failed and the site's content answered, or an AI Service Issue was shown mid-answer, `guardrail-input`/`guardrail-output`: the guardrail intervened), the time to the model's first token, the estimated model spend per hour from Bedrock's token counts, the guardrail's interventions by policy and the grounding score of the answers it blocked.",
      }),
    ],
    [
      graph({
        title: 'Chat answers by outcome',
        region,
        width: 8,
        left: [sumByDimension(context, chatMetricNames.outcomes, 'Outcome')],
      }),
      graph({
        title: "Chat: time to the model's first token, p50 and p95 (ms)",
        region,
        width: 8,
        left: byStatistic(context, chatMetricNames.firstTokenLatency, [cloudwatch.Stats.p(50), cloudwatch.Stats.p(95)]),
      }),
      spendWidget(context),
    ],
    [
      graph({
        title: 'Chat guardrail: interventions by policy',
        region,
        width: 12,
        left: [sumByDimension(context, chatMetricNames.guardrailInterventions, 'Policy')],
      }),
      graph({
        title: 'Chat guardrail: grounding score of blocked answers (min, avg)',
        region,
        width: 12,
        left: byStatistic(context, chatMetricNames.groundingScore, [
          cloudwatch.Stats.MINIMUM,
          cloudwatch.Stats.AVERAGE,
        ]),
        leftYAxis: { min: 0, max: 1, showUnits: false },
      }),
    ],
  ];
}
