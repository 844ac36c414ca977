/**
 * One CloudWatch dashboard per stage: real visitors' Core Web Vitals, CloudFront,
 * both web ACLs, the API by route, submissions, the chat, the staff notifier and
 * every alarm of the stage. It shows metrics of both regions of the stage (each
 * metric names its region), and finds the backend's resources by their fixed
 * names, so nothing flows from the backend stack but plain strings.
 */
import { ArnFormat, CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import {
  apiRoutes,
  coreWebVitalNames,
  goodVitalThresholds,
  stageMetricsNamespace,
  vitalsAlarmMinimumSamples,
  webVitalDimensions,
  webVitalMetricName,
  webVitalUnits,
  type CoreWebVitalName,
} from '@ferrum/shared';
import { distributionMetric } from './cloudfront-metrics.ts';
import { chatMetricNames, chatModelSpendPerHour } from './chat-alarms.ts';
import { countedForms, submissionFormDimension, submissionMetricNames } from './submission-metrics.ts';
import { notifierDeadLetterQueueName, notifierFunctionName } from './submission-notifications.ts';
import { edgeRegion } from './stages.ts';
import { vitalsAlarmPeriod } from './web-vitals-alarms.ts';

/** The dashboard's name: `<stage>-ferrum-operations`. */
export function operationsDashboardName(stage: string): string {
  return `${stage}-ferrum-operations`;
}

/** Where the console shows the dashboard (it lives in us-east-1, with the edge stack). */
export function operationsDashboardUrl(stage: string): string {
  return `https://${edgeRegion}.console.aws.amazon.com/cloudwatch/home?region=${edgeRegion}#dashboards/dashboard/${operationsDashboardName(stage)}`;
}

/** The alarms of one stack of the stage, by name (`Alarms.alarmNames`). */
export interface StackAlarms {
  /** The stack's region. */
  readonly region: string;
  /** The alarms' names. */
  readonly names: readonly string[];
}

export interface OperationsDashboardProps {
  /** Stage name, in the dashboard's name and the metrics' namespace. */
  readonly stage: string;
  /** The site's distribution (its metrics are in us-east-1, dimension Region=Global). */
  readonly distribution: cloudfront.IDistribution;
  /** The name of the CLOUDFRONT web ACL (its metrics are in us-east-1, without a Region dimension). */
  readonly siteWebAclName: string;
  /** Where and under which names the backend stack's resources report. */
  readonly backend: {
    /** The backend's region: the API, its functions and web ACL, the vitals and the notifier. */
    readonly region: string;
    /** The REST API's name. */
    readonly apiName: string;
    /** The API Gateway stage. */
    readonly apiStageName: string;
    /** The name of the REGIONAL web ACL on the API stage. */
    readonly originWebAclName: string;
  };
  /** The chat's model and the region it is called in (Bedrock's token metrics). */
  readonly bedrock: { readonly modelId: string; readonly region: string };
  /** Every alarm of the stage, per stack. */
  readonly alarms: readonly StackAlarms[];
}

/** Section headings and what a platform engineer reads in them. */
const sections = {
  alarms: {
    heading: 'Alarms',
    text: 'Every alarm of the stage, in both regions. Each one mails the alarm address when set (stage setting `alarmEmail`).',
  },
  vitals: {
    heading: "Real visitors' Core Web Vitals",
    text: `75th percentile per hour, by page template and device class, from the pages' own reports (sampled per stage). The dashed line is Google's "good" limit; the alarms watch the all-pages p75 in hours with at least ${vitalsAlarmMinimumSamples} reports.`,
  },
  edge: {
    heading: 'CloudFront and the web ACLs',
    text: 'Every viewer request, pages and `/api/*` alike. Blocked requests by rule: the site web ACL answers 429 (rate limits), 413 (body size) or 403 (managed rules); the API web ACL blocks what did not come through CloudFront (default action) and each visitor over its rate limit.',
  },
  api: {
    heading: 'API by route',
    text: "API Gateway's own counts per route and method. 5xx here and no 5xx on CloudFront cannot both be true for long.",
  },
  submissions: {
    heading: 'Submissions',
    text: "Stored submissions and honeypot hits per form and hour, from each form function's closing log line. A form that stops storing while its requests go on is broken.",
  },
  chat: {
    heading: 'Chat assistant',
    text: "Answers by outcome (`answered`, `abandoned`: the visitor left, `over-ceiling`: answered from the site's content over the hour's spend ceiling, `ai-*`: the model failed and the site's content answered, or an AI Service Issue was shown mid-answer, `guardrail-input`/`guardrail-output`: the guardrail intervened), the time to the model's first token, the estimated model spend per hour from Bedrock's token counts, the guardrail's interventions by policy and the grounding score of the answers it blocked.",
  },
  notifier: {
    heading: 'Staff notifications',
    text: "How late the notifier reads the tables' streams (the age of the newest record it took), and stream batches it gave up on (dead-letter queue; new items still list under status `new`).",
  },
} as const;

/** Widget heights on CloudWatch's grid (24 columns wide). */
const graphHeight = 6;

/** How a "good" threshold reads on the graph. */
function thresholdLabel(name: CoreWebVitalName): string {
  const unit = webVitalUnits[name] === 'Milliseconds' ? ' ms' : '';
  return `good ≤ ${goodVitalThresholds[name]}${unit}`;
}

/** The stage's CloudWatch dashboard. */
export class OperationsDashboard extends Construct {
  /** The dashboard. */
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const { stage, backend } = props;
    const namespace = stageMetricsNamespace(stage);
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: operationsDashboardName(stage),
      defaultInterval: Duration.days(7),
    });
    new CfnOutput(Stack.of(this), 'DashboardUrl', {
      description: "The stage's operations dashboard (CloudWatch, us-east-1).",
      value: operationsDashboardUrl(stage),
    });
    const heading = (section: keyof typeof sections) =>
      new cloudwatch.TextWidget({
        markdown: `## ${sections[section].heading}\n${sections[section].text}`,
        width: 24,
        height: 2,
        background: cloudwatch.TextWidgetBackground.TRANSPARENT,
      });
    const search = (expression: string, statistic: string, period: Duration, label: string, region: string) =>
      new cloudwatch.MathExpression({
        expression: `SEARCH('${expression}', '${statistic}', ${period.toSeconds()})`,
        label,
        period,
        searchRegion: region,
      });
    const inBackend = (metric: cloudwatch.MetricProps) => new cloudwatch.Metric({ ...metric, region: backend.region });

    // Alarms: by ARN, built from each stack's region and the alarm's fixed name.
    const alarms = props.alarms.flatMap(({ region, names }) =>
      names.map((name) =>
        cloudwatch.Alarm.fromAlarmArn(
          this,
          name,
          Stack.of(this).formatArn({
            service: 'cloudwatch',
            resource: 'alarm',
            resourceName: name,
            region,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ),
      ),
    );
    this.dashboard.addWidgets(heading('alarms'));
    this.dashboard.addWidgets(
      new cloudwatch.AlarmStatusWidget({
        title: `Every alarm of ${stage}`,
        alarms,
        width: 24,
        height: 2 + Math.ceil(alarms.length / 4),
      }),
    );

    // Real visitors: one graph per Core Web Vital.
    this.dashboard.addWidgets(heading('vitals'));
    this.dashboard.addWidgets(
      ...coreWebVitalNames.map((name) => {
        const metricName = webVitalMetricName(name);
        const { template, device } = webVitalDimensions;
        return new cloudwatch.GraphWidget({
          title: `${name} p75 by page template and device${webVitalUnits[name] === 'Milliseconds' ? ' (ms)' : ''}`,
          region: backend.region,
          width: 8,
          height: graphHeight,
          left: [
            // A search, so a new page template appears without a deploy.
            search(
              `{${namespace},${template},${device}} MetricName="${metricName}"`,
              'p75',
              vitalsAlarmPeriod,
              `\${PROP('Dim.${template}')} · \${PROP('Dim.${device}')}`,
              backend.region,
            ),
            inBackend({
              namespace,
              metricName,
              statistic: cloudwatch.Stats.p(75),
              period: vitalsAlarmPeriod,
              label: 'All pages',
            }),
          ],
          leftAnnotations: [{ value: goodVitalThresholds[name], label: thresholdLabel(name) }],
          leftYAxis: { min: 0, showUnits: false },
        });
      }),
    );

    // CloudFront and both web ACLs.
    const fiveMinutes = Duration.minutes(5);
    const blockedByRule = (webAcl: string, dimensions: string, region: string) =>
      search(
        `{AWS/WAFV2,${dimensions}} MetricName="BlockedRequests" WebACL="${webAcl}" NOT Rule="ALL"`,
        'Sum',
        fiveMinutes,
        "${PROP('Dim.Rule')}",
        region,
      );
    const { distribution } = props;
    this.dashboard.addWidgets(heading('edge'));
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'CloudFront requests',
        width: 6,
        height: graphHeight,
        left: [
          distributionMetric(distribution, 'Requests', {
            period: fiveMinutes,
            statistic: cloudwatch.Stats.SUM,
            label: 'Requests',
          }),
        ],
        leftYAxis: { min: 0, showUnits: false },
      }),
      new cloudwatch.GraphWidget({
        title: 'CloudFront 4xx and 5xx rates (%)',
        width: 6,
        height: graphHeight,
        left: [
          distributionMetric(distribution, '4xxErrorRate', { period: fiveMinutes, label: '4xx' }),
          distributionMetric(distribution, '5xxErrorRate', { period: fiveMinutes, label: '5xx' }),
        ],
        leftYAxis: { min: 0, showUnits: false },
      }),
      new cloudwatch.GraphWidget({
        title: 'CloudFront cache hit rate (%)',
        width: 6,
        height: graphHeight,
        left: [distributionMetric(distribution, 'CacheHitRate', { period: fiveMinutes, label: 'Cache hit rate' })],
        leftYAxis: { min: 0, max: 100, showUnits: false },
      }),
      new cloudwatch.GraphWidget({
        title: 'CloudFront bytes sent to viewers',
        width: 6,
        height: graphHeight,
        left: [
          distributionMetric(distribution, 'BytesDownloaded', {
            period: fiveMinutes,
            statistic: cloudwatch.Stats.SUM,
            label: 'Bytes',
          }),
        ],
        leftYAxis: { min: 0 },
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: `Site web ACL (${props.siteWebAclName}): blocked requests by rule`,
        width: 12,
        height: graphHeight,
        // A CLOUDFRONT web ACL reports in us-east-1 without a Region dimension.
        left: [blockedByRule(props.siteWebAclName, 'Rule,WebACL', edgeRegion)],
        leftYAxis: { min: 0, showUnits: false },
      }),
      new cloudwatch.GraphWidget({
        title: `API web ACL (${backend.originWebAclName}): blocked requests by rule`,
        region: backend.region,
        width: 12,
        height: graphHeight,
        left: [blockedByRule(backend.originWebAclName, 'Region,Rule,WebACL', backend.region)],
        leftYAxis: { min: 0, showUnits: false },
      }),
    );

    // The API, per route and method of the contract (a new route appears with it).
    const routes = Object.values(apiRoutes).flatMap(({ path, methods }) =>
      methods.map((method) => ({ path, method: method as string })),
    );
    const apiMetric = (metricName: string, statistic: string, route: { path: string; method: string }, label = '') =>
      inBackend({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: {
          ApiName: backend.apiName,
          Stage: backend.apiStageName,
          Resource: route.path,
          Method: route.method,
        },
        statistic,
        period: fiveMinutes,
        label: `${route.method} ${route.path}${label}`,
      });
    this.dashboard.addWidgets(heading('api'));
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'API requests by route',
        region: backend.region,
        width: 8,
        height: graphHeight,
        left: routes.map((route) => apiMetric('Count', cloudwatch.Stats.SUM, route)),
        leftYAxis: { min: 0, showUnits: false },
      }),
      new cloudwatch.GraphWidget({
        title: 'API latency by route, p50 and p95 (ms)',
        region: backend.region,
        width: 8,
        height: graphHeight,
        left: routes.flatMap((route) => [
          apiMetric('Latency', cloudwatch.Stats.p(50), route, ' p50'),
          apiMetric('Latency', cloudwatch.Stats.p(95), route, ' p95'),
        ]),
        leftYAxis: { min: 0, showUnits: false },
      }),
      new cloudwatch.GraphWidget({
        title: 'API 5xx answers by route',
        region: backend.region,
        width: 8,
        height: graphHeight,
        left: routes.map((route) => apiMetric('5XXError', cloudwatch.Stats.SUM, route)),
        leftYAxis: { min: 0, showUnits: false },
      }),
    );

    // Submissions, from the form functions' log lines (submission-metrics.ts).
    const oneHour = Duration.hours(1);
    const perForm = (metricName: string) =>
      countedForms.map((form) =>
        inBackend({
          namespace,
          metricName,
          dimensionsMap: { [submissionFormDimension]: form },
          statistic: cloudwatch.Stats.SUM,
          period: oneHour,
          label: form,
        }),
      );
    this.dashboard.addWidgets(heading('submissions'));
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Submissions stored per form, per hour',
        region: backend.region,
        width: 12,
        height: graphHeight,
        left: perForm(submissionMetricNames.stored),
        leftYAxis: { min: 0, showUnits: false },
      }),
      new cloudwatch.GraphWidget({
        title: 'Honeypot hits per form, per hour (bots answered as success, nothing stored)',
        region: backend.region,
        width: 12,
        height: graphHeight,
        left: perForm(submissionMetricNames.honeypot),
        leftYAxis: { min: 0, showUnits: false },
      }),
    );

    // The chat: its outcome and first-token metrics (chat-alarms.ts) and the spend alarm's own expression.
    const spend = chatModelSpendPerHour(props.bedrock);
    this.dashboard.addWidgets(heading('chat'));
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Chat answers by outcome',
        region: backend.region,
        width: 8,
        height: graphHeight,
        left: [
          search(
            `{${namespace},Outcome} MetricName="${chatMetricNames.outcomes}"`,
            'Sum',
            fiveMinutes,
            "${PROP('Dim.Outcome')}",
            backend.region,
          ),
        ],
        leftYAxis: { min: 0, showUnits: false },
      }),
      new cloudwatch.GraphWidget({
        title: "Chat: time to the model's first token, p50 and p95 (ms)",
        region: backend.region,
        width: 8,
        height: graphHeight,
        left: [cloudwatch.Stats.p(50), cloudwatch.Stats.p(95)].map((statistic) =>
          inBackend({
            namespace,
            metricName: chatMetricNames.firstTokenLatency,
            statistic,
            period: fiveMinutes,
            label: statistic,
          }),
        ),
        leftYAxis: { min: 0, showUnits: false },
      }),
      spend
        ? new cloudwatch.GraphWidget({
            title: `Chat: estimated model spend (USD per hour, ${props.bedrock.region})`,
            region: props.bedrock.region,
            width: 8,
            height: graphHeight,
            left: [spend],
            leftYAxis: { min: 0, showUnits: false },
          })
        : new cloudwatch.TextWidget({
            markdown: `### Chat: estimated model spend\nNo prices for \`${props.bedrock.modelId}\` in infra/lib/bedrock-prices.ts: add them to see the spend here and to get the spend alarm.`,
            width: 8,
            height: graphHeight,
          }),
    );

    // The chat's guardrail: interventions by policy, and the grounding scores of what it blocked (decision 021).
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Chat guardrail: interventions by policy',
        region: backend.region,
        width: 12,
        height: graphHeight,
        left: [
          search(
            `{${namespace},Policy} MetricName="${chatMetricNames.guardrailInterventions}"`,
            'Sum',
            fiveMinutes,
            "${PROP('Dim.Policy')}",
            backend.region,
          ),
        ],
        leftYAxis: { min: 0, showUnits: false },
      }),
      new cloudwatch.GraphWidget({
        title: 'Chat guardrail: grounding score of blocked answers (min, avg)',
        region: backend.region,
        width: 12,
        height: graphHeight,
        left: [cloudwatch.Stats.MINIMUM, cloudwatch.Stats.AVERAGE].map((statistic) =>
          inBackend({
            namespace,
            metricName: chatMetricNames.groundingScore,
            statistic,
            period: fiveMinutes,
            label: statistic,
          }),
        ),
        leftYAxis: { min: 0, max: 1, showUnits: false },
      }),
    );

    // The staff notifier (submission-notifications.ts).
    this.dashboard.addWidgets(heading('notifier'));
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Staff notification delay: stream iterator age, max (ms)',
        region: backend.region,
        width: 12,
        height: graphHeight,
        left: [
          inBackend({
            namespace: 'AWS/Lambda',
            metricName: 'IteratorAge',
            dimensionsMap: { FunctionName: notifierFunctionName(stage) },
            statistic: cloudwatch.Stats.MAXIMUM,
            period: fiveMinutes,
            label: 'Iterator age',
          }),
        ],
        leftYAxis: { min: 0, showUnits: false },
      }),
      new cloudwatch.GraphWidget({
        title: 'Staff notifications given up: dead-letter queue depth',
        region: backend.region,
        width: 12,
        height: graphHeight,
        left: [
          inBackend({
            namespace: 'AWS/SQS',
            metricName: 'ApproximateNumberOfMessagesVisible',
            dimensionsMap: { QueueName: notifierDeadLetterQueueName(stage) },
            statistic: cloudwatch.Stats.MAXIMUM,
            period: fiveMinutes,
            label: 'Messages in the dead-letter queue',
          }),
        ],
        leftYAxis: { min: 0, showUnits: false },
      }),
    );
  }
}
