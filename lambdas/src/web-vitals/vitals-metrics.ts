/**
 * A vitals report as CloudWatch metrics (the shared names the dashboard and
 * the alarms read): each metric by page template and device class, and once
 * more with no dimension, since an alarm cannot add dimensions up.
 */
import type { Metrics } from '@aws-lambda-powertools/metrics';
import {
  webVitalDimensions,
  webVitalMetricName,
  webVitalNames,
  webVitalUnits,
  type WebVitalsReportPayload,
} from '@ferrum/shared';

/** Adds one report's metrics to `metrics`; `logMetrics` writes them as one EMF line when the invocation ends. */
export function recordVitalsMetrics(metrics: Metrics, report: WebVitalsReportPayload): void {
  metrics.addDimensions({ [webVitalDimensions.template]: report.template, [webVitalDimensions.device]: report.device });
  // An empty set publishes every value once more with no dimension, for the alarms.
  metrics.addDimensions({});
  for (const name of webVitalNames) {
    const value = report.metrics[name];
    if (value !== undefined) metrics.addMetric(webVitalMetricName(name), webVitalUnits[name], value);
  }
}
