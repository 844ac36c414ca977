/**
 * The stage's CloudWatch metrics through Powertools Metrics: EMF lines on stdout,
 * which CloudWatch Logs turns into metrics (no API call, no permission beyond
 * writing logs), validated as they are added and flushed once per invocation by
 * the `logMetrics` middy middleware on the handler that records them.
 */
import { Metrics } from '@aws-lambda-powertools/metrics';
import { stageMetricsNamespace } from '@ferrum/shared';
import { logger } from '../lib/logger.ts';

/** A Metrics instance for `stage`'s namespace; its own warnings go to the API's structured log. */
export function createStageMetrics(stage: string): Metrics {
  const metrics = new Metrics({ namespace: stageMetricsNamespace(stage), logger });
  // Powertools adds a `service` dimension to every metric. A CloudWatch metric is its namespace, name and every
  // dimension, and the dashboard and the alarms read ours by their exact dimension sets: each record names its own.
  metrics.clearDefaultDimensions();
  return metrics;
}
