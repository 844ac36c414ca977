/**
 * The stage's operations dashboard and its real-visitor alarms: one dashboard
 * per stage in the edge stack, showing metrics of both regions by name (the
 * vitals, CloudFront, both web ACLs, the API per route, submissions, the chat,
 * the notifier) and every alarm of the stage; the Core Web Vitals alarms at
 * p75 over an hour, guarded by a sample count.
 */
import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  coreWebVitalNames,
  formResultPaths,
  goodVitalThresholds,
  stageMetricsNamespace,
  vitalsAlarmMinimumSamples,
  webVitalMetricName,
} from '@ferrum/shared';
import { chatMetricNames } from '../lib/chat-alarms.ts';
import { operationsDashboardName, operationsDashboardUrl } from '../lib/operations-dashboard.ts';
import { stageNames, type StageName } from '../lib/stages.ts';
import { submissionMetricNames } from '../lib/submission-metrics.ts';
import { alarmsOf, dashboardOf, expressionsOf, graph, lineOf, type Resource } from './dashboard-body.ts';
import {
  deployTimeEnvironment,
  resourcesOfType,
  synthEveryStage,
  synthStage,
  type SynthesizedStage,
} from './support.ts';

let stagesUnderTest: Record<StageName, SynthesizedStage>;
let crossRegion: SynthesizedStage;

beforeAll(() => {
  stagesUnderTest = synthEveryStage();
  crossRegion = synthStage('prod', { environment: deployTimeEnvironment });
}, 120_000);

describe.each(stageNames)('the %s operations dashboard', (stageName) => {
  const stage = () => stagesUnderTest[stageName];
  const widgets = () => dashboardOf(stage().edgeTemplate).widgets;
  const backendRegion = () => stage().backend.region;

  it('is one dashboard named for the stage, in the edge stack (the only one that knows the distribution)', () => {
    expect(dashboardOf(stage().edgeTemplate).name).toBe(operationsDashboardName(stageName));
    expect(operationsDashboardName(stageName)).toContain(stageName);
    stage().backendTemplate.resourceCountIs('AWS::CloudWatch::Dashboard', 0);
    stage().edgeTemplate.hasOutput('DashboardUrl', { Value: operationsDashboardUrl(stageName) });
    expect(operationsDashboardUrl(stageName)).toMatch(
      new RegExp(
        `^https://us-east-1\\.console\\.aws\\.amazon\\.com/cloudwatch/home\\?region=us-east-1#dashboards/dashboard/${stageName}-ferrum-operations$`,
      ),
    );
  });

  it('shows every alarm of both stacks, each named for the stage, by its ARN in its own region', () => {
    const alarmWidgets = widgets().filter((widget) => widget.type === 'alarm');
    expect(alarmWidgets).toHaveLength(1);
    const shown = alarmWidgets[0]!.properties.alarms ?? [];
    const expected = [
      ...alarmsOf(stage().backendTemplate).map((alarm) => ({ alarm, region: backendRegion() })),
      ...alarmsOf(stage().edgeTemplate).map((alarm) => ({ alarm, region: 'us-east-1' })),
    ];
    expect(expected.length).toBeGreaterThan(20);
    expect(shown).toHaveLength(expected.length);
    for (const { alarm, region } of expected) {
      expect(alarm.AlarmName).toMatch(new RegExp(`^${stageName}-ferrum-`));
      const arn = new RegExp(
        `^arn:aws:cloudwatch:${region}:(«Ref:AWS::AccountId»|\\d{12}):alarm:${String(alarm.AlarmName)}$`,
      );
      expect(shown.filter((shownArn) => arn.test(shownArn))).toHaveLength(1);
    }
  });

  it.each(coreWebVitalNames)(
    "graphs real visitors' %s p75 by page template and device, found by search, with the good threshold",
    (name) => {
      const widget = graph(widgets(), `${name} p75 by page template and device`);
      const namespace = stageMetricsNamespace(stageName);
      expect(expressionsOf(widget)).toContainEqual(
        expect.objectContaining({
          expression: `SEARCH('{${namespace},PageTemplate,DeviceClass} MetricName="${webVitalMetricName(name)}"', 'p75', 3600)`,
          region: backendRegion(),
        }),
      );
      expect(
        lineOf(widget, namespace, webVitalMetricName(name), {}, { stat: 'p75', period: 3600, region: backendRegion() }),
      ).toBeDefined();
      expect(widget.properties.annotations?.horizontal).toEqual([
        expect.objectContaining({ value: goodVitalThresholds[name] }),
      ]);
    },
  );

  it('graphs CloudFront requests, 4xx and 5xx rates and cache hit rate with Region=Global, in us-east-1', () => {
    const distributionId = stage().edge.getLogicalId(stage().edge.site.distribution.node.defaultChild as CfnElement);
    const distribution = { DistributionId: `«Ref:${distributionId}»`, Region: 'Global' };
    const cloudFront = (title: string, metricName: string) =>
      lineOf(graph(widgets(), title), 'AWS/CloudFront', metricName, distribution, { region: 'us-east-1' });
    expect(cloudFront('CloudFront requests', 'Requests')?.options.stat).toBe('Sum');
    expect(cloudFront('CloudFront 4xx and 5xx rates', '4xxErrorRate')).toBeDefined();
    expect(cloudFront('CloudFront 4xx and 5xx rates', '5xxErrorRate')).toBeDefined();
    expect(cloudFront('CloudFront cache hit rate', 'CacheHitRate')).toBeDefined();
    // CacheHitRate is one of the additional metrics, which the distribution turns on.
    stage().edgeTemplate.hasResourceProperties('AWS::CloudFront::MonitoringSubscription', {
      MonitoringSubscription: { RealtimeMetricsSubscriptionConfig: { RealtimeMetricsSubscriptionStatus: 'Enabled' } },
    });
  });

  it("graphs each web ACL's blocked requests by rule, with the dimensions of its scope, in its region", () => {
    const site = expressionsOf(graph(widgets(), `Site web ACL (${stageName}-ferrum-site)`));
    expect(site).toEqual([
      expect.objectContaining({
        expression: `SEARCH('{AWS/WAFV2,Rule,WebACL} MetricName="BlockedRequests" WebACL="${stageName}-ferrum-site" NOT Rule="ALL"', 'Sum', 300)`,
        region: 'us-east-1',
      }),
    ]);
    const api = expressionsOf(graph(widgets(), `API web ACL (${stageName}-ferrum-api-origin)`));
    expect(api).toEqual([
      expect.objectContaining({
        expression: `SEARCH('{AWS/WAFV2,Region,Rule,WebACL} MetricName="BlockedRequests" WebACL="${stageName}-ferrum-api-origin" NOT Rule="ALL"', 'Sum', 300)`,
        region: backendRegion(),
      }),
    ]);
    // The names searched for are the web ACLs' own.
    stage().edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', { Name: `${stageName}-ferrum-site` });
    stage().backendTemplate.hasResourceProperties('AWS::WAFv2::WebACL', { Name: `${stageName}-ferrum-api-origin` });
  });

  it('graphs API requests, p50/p95 latency and 5xx for every route and method of the contract', () => {
    const api = { ApiName: `${stageName}-ferrum-api`, Stage: 'live' };
    const routes = Object.values(apiRoutes).flatMap(({ path, methods }) => methods.map((method) => ({ path, method })));
    for (const { path, method } of routes) {
      const dimensions = { ...api, Resource: path, Method: method };
      const region = { region: backendRegion() };
      expect(
        lineOf(graph(widgets(), 'API requests by route'), 'AWS/ApiGateway', 'Count', dimensions, region),
      ).toBeDefined();
      const latency = graph(widgets(), 'API latency by route');
      expect(lineOf(latency, 'AWS/ApiGateway', 'Latency', dimensions, { ...region, stat: 'p50' })).toBeDefined();
      expect(lineOf(latency, 'AWS/ApiGateway', 'Latency', dimensions, { ...region, stat: 'p95' })).toBeDefined();
      expect(
        lineOf(graph(widgets(), 'API 5xx answers by route'), 'AWS/ApiGateway', '5XXError', dimensions, region),
      ).toBeDefined();
    }
    // Per-route metrics exist only with the stage's detailed metrics on.
    stage().backendTemplate.hasResourceProperties('AWS::ApiGateway::Stage', {
      MethodSettings: Match.arrayWith([Match.objectLike({ MetricsEnabled: true, ResourcePath: '/*' })]),
    });
    stage().backendTemplate.hasResourceProperties('AWS::ApiGateway::RestApi', { Name: api.ApiName });
  });

  it('graphs submissions stored and honeypot hits per form per hour, from metric filters on each form function', () => {
    const namespace = stageMetricsNamespace(stageName);
    const forms = Object.keys(formResultPaths);
    for (const [title, metricName] of [
      ['Submissions stored per form', submissionMetricNames.stored],
      ['Honeypot hits per form', submissionMetricNames.honeypot],
    ] as const) {
      for (const form of forms) {
        expect(
          lineOf(graph(widgets(), title), namespace, metricName, { Form: form }, { stat: 'Sum', period: 3600 }),
        ).toBeDefined();
      }
    }
    const filters = (Object.values(resourcesOfType(stage().backendTemplate, 'AWS::Logs::MetricFilter')) as Resource[])
      .map((filter) => filter.Properties)
      .filter(
        (filter) => JSON.stringify(filter).includes('Submissions') || JSON.stringify(filter).includes('Honeypot'),
      );
    expect(filters).toHaveLength(forms.length * 2);
    for (const form of forms) {
      const ofForm = filters.filter((filter) => String(filter.FilterPattern).includes(`$.operation = "${form}"`));
      expect(ofForm.map((filter) => String(filter.FilterPattern))).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/\$\.outcome = "stored" \|\| \$\.outcome = "subscribed"/),
          expect.stringMatching(/\$\.outcome = "honeypot"/),
        ]),
      );
    }
  });

  it("graphs chat answers by outcome, the model's first-token latency and the spend alarm's own expression", () => {
    const namespace = stageMetricsNamespace(stageName);
    expect(expressionsOf(graph(widgets(), 'Chat answers by outcome'))).toEqual([
      expect.objectContaining({
        expression: `SEARCH('{${namespace},Outcome} MetricName="${chatMetricNames.outcomes}"', 'Sum', 300)`,
      }),
    ]);
    const firstToken = graph(widgets(), "Chat: time to the model's first token");
    for (const stat of ['p50', 'p95']) {
      expect(lineOf(firstToken, namespace, chatMetricNames.firstTokenLatency, {}, { stat })).toBeDefined();
    }
    stage().backendTemplate.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: Match.stringLikeRegexp('\\$\\.firstTokenMs >= 0'),
      MetricTransformations: [
        Match.objectLike({ MetricName: chatMetricNames.firstTokenLatency, MetricValue: '$.firstTokenMs' }),
      ],
    });
    const spendAlarm = alarmsOf(stage().backendTemplate).find((alarm) =>
      String(alarm.AlarmName).endsWith('ChatModelSpend'),
    ) as { Metrics: { Expression?: string }[] } | undefined;
    const alarmExpression = spendAlarm?.Metrics.find((metric) => metric.Expression)?.Expression;
    expect(alarmExpression).toMatch(/^\(FILL\(input, 0\)/);
    const spend = expressionsOf(graph(widgets(), 'Chat: estimated model spend'));
    expect(spend.map((options) => options.expression)).toEqual([alarmExpression]);
    expect(lineOf(graph(widgets(), 'Chat: estimated model spend'), 'AWS/Bedrock', 'OutputTokenCount')).toBeDefined();
  });

  it('graphs guardrail interventions by policy and the grounding scores of blocked answers, from the chat log line', () => {
    const namespace = stageMetricsNamespace(stageName);
    expect(expressionsOf(graph(widgets(), 'Chat guardrail: interventions by policy'))).toEqual([
      expect.objectContaining({
        expression: `SEARCH('{${namespace},Policy} MetricName="${chatMetricNames.guardrailInterventions}"', 'Sum', 300)`,
      }),
    ]);
    const scores = graph(widgets(), 'Chat guardrail: grounding score');
    for (const stat of ['Minimum', 'Average']) {
      expect(lineOf(scores, namespace, chatMetricNames.groundingScore, {}, { label: stat })).toBeDefined();
    }
    stage().backendTemplate.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: Match.stringLikeRegexp('\\$\\.outcome = "guardrail-\\*"'),
      MetricTransformations: [
        Match.objectLike({
          MetricName: chatMetricNames.guardrailInterventions,
          Dimensions: [{ Key: 'Policy', Value: '$.guardrailPolicy' }],
        }),
      ],
    });
  });

  it("graphs the staff notifier's delay and its dead-letter queue by their resources' names", () => {
    const notifier = Object.values(resourcesOfType(stage().backendTemplate, 'AWS::Lambda::Function')).find((fn) =>
      String(fn.Properties.FunctionName).endsWith('-submission-notifier'),
    );
    const queue = Object.values(resourcesOfType(stage().backendTemplate, 'AWS::SQS::Queue'))[0];
    expect(
      lineOf(
        graph(widgets(), 'Staff notification delay'),
        'AWS/Lambda',
        'IteratorAge',
        {
          FunctionName: String(notifier?.Properties.FunctionName),
        },
        { stat: 'Maximum', region: backendRegion() },
      ),
    ).toBeDefined();
    expect(
      lineOf(graph(widgets(), 'Staff notifications given up'), 'AWS/SQS', 'ApproximateNumberOfMessagesVisible', {
        QueueName: String(queue?.Properties.QueueName),
      }),
    ).toBeDefined();
  });

  it('says what each section shows', () => {
    const headings = widgets()
      .filter((widget) => widget.type === 'text')
      .map((widget) => widget.properties.markdown?.split('\n')[0]);
    expect(headings).toEqual(
      expect.arrayContaining([
        '## Alarms',
        "## Real visitors' Core Web Vitals",
        '## CloudFront and the web ACLs',
        '## API by route',
        '## Submissions',
        '## Chat assistant',
        '## Staff notifications',
      ]),
    );
  });
});

describe.each(stageNames)("the %s alarms on real visitors' Core Web Vitals", (stageName) => {
  it.each(coreWebVitalNames)(
    '%s: p75 over one hour above the good threshold, only in an hour with enough reports, to the alarm topic',
    (name) => {
      const { backendTemplate } = stagesUnderTest[stageName];
      const metricStat = (stat: string) => ({
        MetricStat: {
          Metric: { Namespace: stageMetricsNamespace(stageName), MetricName: webVitalMetricName(name) },
          Period: 3600,
          Stat: stat,
        },
        ReturnData: false,
      });
      backendTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: `${stageName}-ferrum-${webVitalMetricName(name)}`,
        Threshold: goodVitalThresholds[name],
        EvaluationPeriods: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: Match.stringLikeRegexp('^AlarmsTopic') }],
        OKActions: [{ Ref: Match.stringLikeRegexp('^AlarmsTopic') }],
        Metrics: Match.arrayEquals([
          Match.objectLike({
            Expression: `IF(samples >= ${vitalsAlarmMinimumSamples}, p75, 0)`,
          }),
          // The dimensionless metrics: an alarm cannot add up page templates.
          Match.objectLike({ Id: 'p75', ...metricStat('p75') }),
          Match.objectLike({ Id: 'samples', ...metricStat('SampleCount') }),
        ]),
      });
    },
  );
});

describe('a stage whose backend is outside us-east-1', () => {
  it('points every backend metric at the backend region, and reads nothing from the backend stack but names', () => {
    const { widgets } = dashboardOf(crossRegion.edgeTemplate);
    expect(graph(widgets, 'API requests by route').properties.region).toBe('eu-west-1');
    expect(
      lineOf(graph(widgets, 'API requests by route'), 'AWS/ApiGateway', 'Count', {}, { region: 'eu-west-1' }),
    ).toBeDefined();
    expect(graph(widgets, 'LCP p75').properties.region).toBe('eu-west-1');
    const body = JSON.stringify(
      Object.values(resourcesOfType(crossRegion.edgeTemplate, 'AWS::CloudWatch::Dashboard'))[0]?.Properties,
    );
    expect(body).toContain(':cloudwatch:eu-west-1:123456789012:alarm:prod-ferrum-Api5xxRate');
    expect(body).not.toContain('Fn::GetStackOutput');
    expect(body).not.toContain('Fn::ImportValue');
  });
});

describe('the site 5xx alarm', () => {
  it("reads CloudFront's metric with both of its dimensions (DistributionId and Region=Global)", () => {
    stagesUnderTest.dev.edgeTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: '5xxErrorRate',
      Namespace: 'AWS/CloudFront',
      Dimensions: Match.arrayWith([{ Name: 'Region', Value: 'Global' }]),
    });
  });
});
