import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { distributionMetric } from '../cloudfront-metrics.ts';
import { edgeRegion } from '../stages.ts';
import { fiveMinutes, graph, heading, search, type DashboardContext, type DashboardRows } from './widgets.ts';

/** A web ACL's blocked requests, one line per rule. */
function blockedByRule(webAcl: string, dimensions: string, region: string): cloudwatch.MathExpression {
  return search(
    `{AWS/WAFV2,${dimensions}} MetricName="BlockedRequests" WebACL="${webAcl}" NOT Rule="ALL"`,
    'Sum',
    fiveMinutes,
    "${PROP('Dim.Rule')}",
    region,
  );
}

/** The distribution's requests, error rates, cache hit rate and bytes. */
function cloudFrontGraphs({ props }: DashboardContext): cloudwatch.GraphWidget[] {
  const { distribution } = props;
  return [
    graph({
      title: 'CloudFront requests',
      width: 6,
      left: [
        distributionMetric(distribution, 'Requests', {
          period: fiveMinutes,
          statistic: cloudwatch.Stats.SUM,
          label: 'Requests',
        }),
      ],
    }),
    graph({
      title: 'CloudFront 4xx and 5xx rates (%)',
      width: 6,
      left: [
        distributionMetric(distribution, '4xxErrorRate', { period: fiveMinutes, label: '4xx' }),
        distributionMetric(distribution, '5xxErrorRate', { period: fiveMinutes, label: '5xx' }),
      ],
    }),
    graph({
      title: 'CloudFront cache hit rate (%)',
      width: 6,
      left: [distributionMetric(distribution, 'CacheHitRate', { period: fiveMinutes, label: 'Cache hit rate' })],
      leftYAxis: { min: 0, max: 100, showUnits: false },
    }),
    graph({
      title: 'CloudFront bytes sent to viewers',
      width: 6,
      left: [
        distributionMetric(distribution, 'BytesDownloaded', {
          period: fiveMinutes,
          statistic: cloudwatch.Stats.SUM,
          label: 'Bytes',
        }),
      ],
      leftYAxis: { min: 0 },
    }),
  ];
}

/** Every viewer request, and what both web ACLs blocked, by rule. */
export function edgeSection(context: DashboardContext): DashboardRows {
  const { props } = context;
  const { backend } = props;
  return [
    [
      heading({
        heading: 'CloudFront and the web ACLs',
        text: 'Every viewer request, pages and `/api/*` alike. Blocked requests by rule: the site web ACL answers 429 (rate limits), 413 (body size) or 403 (managed rules); the API web ACL blocks what did not come through CloudFront (default action) and each visitor over its rate limit.',
      }),
    ],
    cloudFrontGraphs(context),
    [
      graph({
        title: `Site web ACL (${props.siteWebAclName}): blocked requests by rule`,
        width: 12,
        // A CLOUDFRONT web ACL reports in us-east-1 without a Region dimension.
        left: [blockedByRule(props.siteWebAclName, 'Rule,WebACL', edgeRegion)],
      }),
      graph({
        title: `API web ACL (${backend.originWebAclName}): blocked requests by rule`,
        region: backend.region,
        width: 12,
        left: [blockedByRule(backend.originWebAclName, 'Region,Rule,WebACL', backend.region)],
      }),
    ],
  ];
}
