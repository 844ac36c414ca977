import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { apiRoutes } from '@ferrum/shared';
import { fiveMinutes, graph, heading, inBackend, type DashboardContext, type DashboardRows } from './widgets.ts';

interface Route {
  path: string;
  method: string;
}

/** The API, per route and method of the contract (a new route appears with it). */
export function apiSection(context: DashboardContext): DashboardRows {
  const { backend } = context.props;
  const routes: Route[] = Object.values(apiRoutes).flatMap(({ path, methods }) =>
    methods.map((method) => ({ path, method: method as string })),
  );
  const apiMetric = (metricName: string, statistic: string, route: Route, label = '') =>
    inBackend(context, {
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
  return [
    [
      heading({
        heading: 'API by route',
        text: "API Gateway's own counts per route and method. 5xx here and no 5xx on CloudFront cannot both be true for long.",
      }),
    ],
    [
      graph({
        title: 'API requests by route',
        region: backend.region,
        width: 8,
        left: routes.map((route) => apiMetric('Count', cloudwatch.Stats.SUM, route)),
      }),
      graph({
        title: 'API latency by route, p50 and p95 (ms)',
        region: backend.region,
        width: 8,
        left: routes.flatMap((route) => [
          apiMetric('Latency', cloudwatch.Stats.p(50), route, ' p50'),
          apiMetric('Latency', cloudwatch.Stats.p(95), route, ' p95'),
        ]),
      }),
      graph({
        title: 'API 5xx answers by route',
        region: backend.region,
        width: 8,
        left: routes.map((route) => apiMetric('5XXError', cloudwatch.Stats.SUM, route)),
      }),
    ],
  ];
}
