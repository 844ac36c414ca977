/**
 * Alarms on real visitors' Core Web Vitals: the p75 of an hour's reports above
 * Google's "good" threshold (LCP 2.5 s, INP 200 ms, CLS 0.1). They read the
 * metrics the vitals function writes without dimensions (an alarm cannot add up
 * page templates), and only count an hour with at least
 * `vitalsAlarmMinimumSamples` reports: a quiet hour, where three slow phones
 * make the p75, cannot alarm.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import {
  coreWebVitalNames,
  goodVitalThresholds,
  stageMetricsNamespace,
  vitalsAlarmMinimumSamples,
  webVitalMetricName,
  webVitalUnits,
  type CoreWebVitalName,
} from '@ferrum/shared';
import type { Alarms } from './alarms.ts';

/** One hour of real traffic per evaluation. */
export const vitalsAlarmPeriod = Duration.hours(1);

/** The id (and name suffix) of a vital's alarm: `WebVitalLCP`. */
export function webVitalAlarmId(name: CoreWebVitalName): string {
  return webVitalMetricName(name);
}

/** How a threshold reads in a description: `2.5 s`, `200 ms`, `0.1`. */
function thresholdText(name: CoreWebVitalName): string {
  const threshold = goodVitalThresholds[name];
  if (webVitalUnits[name] !== 'Milliseconds') return String(threshold);
  return threshold >= 1000 ? `${threshold / 1000} s` : `${threshold} ms`;
}

/**
 * The p75 of `name` over the hour, or 0 when the hour had fewer than
 * `vitalsAlarmMinimumSamples` reports (no data at all stays missing).
 */
export function guardedVitalP75(stage: string, name: CoreWebVitalName): cloudwatch.MathExpression {
  const metric = (statistic: string) =>
    new cloudwatch.Metric({
      namespace: stageMetricsNamespace(stage),
      metricName: webVitalMetricName(name),
      statistic,
      period: vitalsAlarmPeriod,
    });
  return new cloudwatch.MathExpression({
    label: `${name} p75, all pages (hours with ${vitalsAlarmMinimumSamples}+ reports)`,
    expression: `IF(samples >= ${vitalsAlarmMinimumSamples}, p75, 0)`,
    usingMetrics: { p75: metric(cloudwatch.Stats.p(75)), samples: metric(cloudwatch.Stats.SAMPLE_COUNT) },
    period: vitalsAlarmPeriod,
  });
}

/** One alarm per Core Web Vital, notifying the stage's alarm topic. */
export function addWebVitalsAlarms(alarms: Alarms, stage: string): void {
  for (const name of coreWebVitalNames) {
    alarms.add(webVitalAlarmId(name), {
      metric: guardedVitalP75(stage, name),
      threshold: goodVitalThresholds[name],
      description: `Real visitors' ${name} at the 75th percentile reached ${thresholdText(name)} over the last hour (at least ${vitalsAlarmMinimumSamples} page views reported; Google's "good" limit). See the operations dashboard for the page template and device class.`,
    });
  }
}
