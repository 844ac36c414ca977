/**
 * CloudWatch's embedded metric format (EMF): one JSON log line that CloudWatch
 * Logs turns into metrics, so a function publishes them without an API call or
 * a permission beyond writing its logs. Written to stdout as it is: Lambda's
 * JSON log format would wrap a `console.log` message, which CloudWatch then
 * no longer reads as EMF.
 * https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html
 */

/** The units this project writes (CloudWatch knows more). */
export type MetricUnit = 'Milliseconds' | 'None' | 'Count';

/** One value of one metric. */
export interface MetricValue {
  name: string;
  unit: MetricUnit;
  value: number;
}

/** What one EMF line records. */
export interface EmbeddedMetrics {
  namespace: string;
  /** Dimension name → value; every dimension set below may use these names only. */
  dimensions: Readonly<Record<string, string>>;
  /** Each set publishes every metric once more, by those dimensions (`[]`: with none). */
  dimensionSets: readonly (readonly string[])[];
  metrics: readonly MetricValue[];
  timestamp: Date;
}

/** The spec's limits: 30 dimension keys in a set, 100 metrics in a directive. */
const maxDimensionsPerSet = 30;
const maxMetrics = 100;

/** The EMF document of `record`, as one line of JSON (no trailing newline). */
export function embeddedMetricLine(record: EmbeddedMetrics): string {
  const { namespace, dimensions, dimensionSets, metrics, timestamp } = record;
  for (const set of dimensionSets) {
    const unknown = set.filter((name) => !Object.hasOwn(dimensions, name));
    if (unknown.length > 0) throw new Error(`Dimension set names ${unknown.join(', ')} without a value.`);
    if (set.length > maxDimensionsPerSet) throw new Error(`A dimension set holds at most ${maxDimensionsPerSet} keys.`);
  }
  if (metrics.length === 0 || metrics.length > maxMetrics) {
    throw new Error(`An EMF line records 1 to ${maxMetrics} metrics.`);
  }
  const clashing = metrics.filter(({ name }) => Object.hasOwn(dimensions, name) || name === '_aws');
  if (clashing.length > 0) throw new Error(`Metric names clash: ${clashing.map(({ name }) => name).join(', ')}.`);
  const document = {
    _aws: {
      Timestamp: timestamp.getTime(),
      CloudWatchMetrics: [
        {
          Namespace: namespace,
          Dimensions: dimensionSets.map((set) => [...set]),
          Metrics: metrics.map(({ name, unit }) => ({ Name: name, Unit: unit })),
        },
      ],
    },
    ...dimensions,
    ...Object.fromEntries(metrics.map(({ name, value }) => [name, value])),
  };
  return JSON.stringify(document);
}

/** Writes one EMF line to stdout, where Lambda hands it to CloudWatch Logs as its own log event. */
export function writeEmbeddedMetrics(record: EmbeddedMetrics): void {
  process.stdout.write(`${embeddedMetricLine(record)}\n`);
}
