/**
 * A vitals report as CloudWatch metrics (the shared names the dashboard and
 * the alarms read): each metric by page template and device class, and once
 * more with no dimension, since an alarm cannot add dimensions up.
 */
import {
  stageMetricsNamespace,
  webVitalDimensions,
  webVitalMetricName,
  webVitalNames,
  webVitalUnits,
  type WebVitalsReportPayload,
} from '@ferrum/shared';
import type { EmbeddedMetrics } from '../metrics/embedded-metric-format.ts';

/** The embedded metrics of one report on `stage`, recorded at `now`. */
export function vitalsMetrics(stage: string, report: WebVitalsReportPayload, now: Date): EmbeddedMetrics {
  return {
    namespace: stageMetricsNamespace(stage),
    dimensions: { [webVitalDimensions.template]: report.template, [webVitalDimensions.device]: report.device },
    dimensionSets: [[webVitalDimensions.template, webVitalDimensions.device], []],
    metrics: webVitalNames.flatMap((name) => {
      const value = report.metrics[name];
      return value === undefined ? [] : [{ name: webVitalMetricName(name), unit: webVitalUnits[name], value }];
    }),
    timestamp: now,
  };
}
