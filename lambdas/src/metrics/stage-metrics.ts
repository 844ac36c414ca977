/**
 * The stage's CloudWatch metrics through Powertools Metrics: EMF lines on stdout,
 * which CloudWatch Logs turns into metrics (no API call, no permission beyond
 * writing logs), validated as they are added and flushed once per invocation by
 * the `logMetrics` middy middleware on the handler that records them.
 */
import { Metrics } from '@aws-lambda-powertools/metrics';
import type { MetricsOptions } from '@aws-lambda-powertools/metrics/types';
import { stageMetricsNamespace } from '@ferrum/shared';
import { logger } from '../lib/logger.ts';

/** Powertools' warning at a flush with nothing recorded: a refused or dropped request records nothing by design. */
const nothingToPublish = 'No application metrics to publish';

/** Powertools' own messages in the API's structured log, that one at debug level. */
const metricsLogger: NonNullable<MetricsOptions['logger']> = {
  debug: (...content) => logger.debug(String(content[0])),
  info: (...content) => logger.info(String(content[0])),
  warn: (...content) => {
    const message = String(content[0]);
    if (message.startsWith(nothingToPublish)) logger.debug(message);
    else logger.warn(message);
  },
  error: (...content) => logger.error(String(content[0])),
};

/** A Metrics instance for `stage`'s namespace. */
export function createStageMetrics(stage: string): Metrics {
  const metrics = new Metrics({ namespace: stageMetricsNamespace(stage), logger: metricsLogger });
  // Powertools adds a `service` dimension to every metric. A CloudWatch metric is its namespace, name and every
  // dimension, and the dashboard and the alarms read ours by their exact dimension sets: each record names its own.
  metrics.clearDefaultDimensions();
  return metrics;
}
