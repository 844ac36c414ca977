import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import {
  coreWebVitalNames,
  goodVitalThresholds,
  vitalsAlarmMinimumSamples,
  webVitalDimensions,
  webVitalMetricName,
  webVitalUnits,
  type CoreWebVitalName,
} from '@ferrum/shared';
import { vitalsAlarmPeriod } from '../web-vitals-alarms.ts';
import { graph, heading, inBackend, search, type DashboardContext, type DashboardRows } from './widgets.ts';

/** How a "good" threshold reads on the graph. */
function thresholdLabel(name: CoreWebVitalName): string {
  const unit = webVitalUnits[name] === 'Milliseconds' ? ' ms' : '';
  return `good ≤ ${goodVitalThresholds[name]}${unit}`;
}

/** One Core Web Vital's p75: per page template and device (a search), and over all pages. */
function vitalGraph(context: DashboardContext, name: CoreWebVitalName): cloudwatch.GraphWidget {
  const { namespace } = context;
  const { region } = context.props.backend;
  const metricName = webVitalMetricName(name);
  const { template, device } = webVitalDimensions;
  return graph({
    title: `${name} p75 by page template and device${webVitalUnits[name] === 'Milliseconds' ? ' (ms)' : ''}`,
    region,
    width: 8,
    left: [
      // A search, so a new page template appears without a deploy.
      search(
        `{${namespace},${template},${device}} MetricName="${metricName}"`,
        'p75',
        vitalsAlarmPeriod,
        `\${PROP('Dim.${template}')} · \${PROP('Dim.${device}')}`,
        region,
      ),
      inBackend(context, {
        namespace,
        metricName,
        statistic: cloudwatch.Stats.p(75),
        period: vitalsAlarmPeriod,
        label: 'All pages',
      }),
    ],
    leftAnnotations: [{ value: goodVitalThresholds[name], label: thresholdLabel(name) }],
  });
}

/** Real visitors: one graph per Core Web Vital. */
export function vitalsSection(context: DashboardContext): DashboardRows {
  return [
    [
      heading({
        heading: "Real visitors' Core Web Vitals",
        text: `75th percentile per hour, by page template and device class, from the pages' own reports (sampled per stage). The dashed line is Google's "good" limit; the alarms watch the all-pages p75 in hours with at least ${vitalsAlarmMinimumSamples} reports.`,
      }),
    ],
    coreWebVitalNames.map((name) => vitalGraph(context, name)),
  ];
}
