/**
 * The dashboard and the alarms read the metrics the vitals function really
 * writes: its handler, run here on a report, prints one EMF line (Powertools
 * Metrics), and every vitals graph and alarm of the stage names that line's
 * namespace, one of its metric names and exactly one of its dimension sets (a
 * CloudWatch metric is its namespace, its name and all its dimensions, so one
 * extra dimension on either side and nothing would match).
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes, coreWebVitalNames, stageEnvironmentVariable, type WebVitalsReport } from '@ferrum/shared';
import { alarmsOf, dashboardOf, expressionsOf, graph, linesOf } from './dashboard-body.ts';
import { synthStage, type SynthesizedStage } from './support.ts';

const stageName = 'dev';

/** What one EMF line publishes. */
interface EmittedMetrics {
  namespace: string;
  names: string[];
  /** Each dimension set, its names sorted and joined by commas (`''`: no dimension). */
  dimensionSets: string[];
}

const report = {
  template: 'blog-post',
  device: 'phone',
  navigation: 'navigate',
  metrics: { LCP: 1834.2, INP: 96, CLS: 0.012, FCP: 911.5, TTFB: 210.3 },
} satisfies WebVitalsReport;

/** A beacon's POST as API Gateway hands it to the function. */
function beaconEvent(): APIGatewayProxyEvent {
  const headers = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' };
  return {
    httpMethod: 'POST',
    path: apiRoutes.vitals.path,
    resource: apiRoutes.vitals.path,
    body: JSON.stringify(report),
    isBase64Encoded: false,
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]])),
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    requestContext: { requestId: randomUUID(), httpMethod: 'POST' } as APIGatewayProxyEvent['requestContext'],
  };
}

const lambdaContext = { functionName: 'ferrum-vitals', awsRequestId: randomUUID() } as Context;

/** The part of an EMF line that says what it publishes. */
interface EmfLine {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
}

/** Runs the vitals handler on one report and reads back the EMF line it prints. */
async function emittedByVitalsHandler(): Promise<EmittedMetrics> {
  process.env[stageEnvironmentVariable] = stageName;
  const { handler } = (await import('@ferrum/lambdas/handlers/web-vitals')) as {
    handler: (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
  };
  const written: string[] = [];
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => written.push(String(chunk)) > 0);
  try {
    expect((await handler(beaconEvent(), lambdaContext)).statusCode).toBe(204);
  } finally {
    stdout.mockRestore();
  }
  // The request's log line goes to stdout too; the EMF line is the one with `_aws`.
  const emf = written
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{"_aws"'))
    .map((line) => JSON.parse(line) as EmfLine);
  expect(emf).toHaveLength(1);
  const [directive] = emf[0]!._aws.CloudWatchMetrics;
  return {
    namespace: directive!.Namespace,
    names: directive!.Metrics.map(({ Name }) => Name),
    dimensionSets: directive!.Dimensions.map((set) => [...set].sort().join(',')),
  };
}

let emitted: EmittedMetrics;
let stage: SynthesizedStage;

beforeAll(async () => {
  emitted = await emittedByVitalsHandler();
  stage = synthStage(stageName);
}, 120_000);

describe('the metrics the vitals function writes', () => {
  it('are one EMF line: every Core Web Vital and more, by page template and device and with no dimension', () => {
    expect(emitted.dimensionSets).toHaveLength(2);
    expect(emitted.dimensionSets).toContain('');
    expect(emitted.names.length).toBeGreaterThanOrEqual(coreWebVitalNames.length);
  });

  it('are what each vitals alarm reads: same namespace, a written name, no dimension', () => {
    const metricStats = alarmsOf(stage.backendTemplate)
      .flatMap((alarm) => (alarm.Metrics as { MetricStat?: { Metric: Record<string, unknown> } }[] | undefined) ?? [])
      .flatMap(({ MetricStat }) => (MetricStat ? [MetricStat.Metric] : []))
      .filter((metric) => String(metric.MetricName).startsWith('WebVital'));
    // Each vital's alarm reads its p75 and its sample count.
    expect(metricStats).toHaveLength(coreWebVitalNames.length * 2);
    for (const metric of metricStats) {
      expect(metric.Namespace).toBe(emitted.namespace);
      expect(emitted.names).toContain(metric.MetricName);
      const dimensions = (metric.Dimensions as { Name: string }[] | undefined) ?? [];
      expect(emitted.dimensionSets).toContain(
        dimensions
          .map(({ Name }) => Name)
          .sort()
          .join(','),
      );
    }
  });

  it.each(coreWebVitalNames)(
    'are what the dashboard graphs for %s: the search by page template and device, and all pages',
    (name) => {
      const widget = graph(dashboardOf(stage.edgeTemplate).widgets, `${name} p75 by page template and device`);
      const [search] = expressionsOf(widget);
      const [, schema, metricName] = /^SEARCH\('\{([^}]*)\} MetricName="([^"]+)"'/.exec(search?.expression ?? '') ?? [];
      const [namespace, ...dimensions] = (schema ?? '').split(',');
      expect(namespace).toBe(emitted.namespace);
      expect(emitted.names).toContain(metricName);
      expect(emitted.dimensionSets).toContain(dimensions.sort().join(','));
      const allPages = linesOf(widget).find(({ options }) => options.label === 'All pages');
      const [lineNamespace, lineName, ...pairs] = allPages?.identity ?? [];
      expect(lineNamespace).toBe(emitted.namespace);
      expect(lineName).toBe(metricName);
      expect(pairs).toEqual([]);
    },
  );
});
