/**
 * The EMF line, parsed back and held to CloudWatch's specification
 * (CloudWatch_Embedded_Metric_Format_Specification): a root `_aws` member with a
 * millisecond `Timestamp` and a `CloudWatchMetrics` array of directives, each
 * with a `Namespace`, `Dimensions` (arrays of keys) and `Metrics` (`Name`,
 * `Unit`); every dimension and metric key a member of the root.
 */
import { describe, expect, it } from 'vitest';
import { embeddedMetricLine, type EmbeddedMetrics } from '../src/metrics/embedded-metric-format.ts';

const record: EmbeddedMetrics = {
  namespace: 'FerrumShield/test',
  dimensions: { PageTemplate: 'home', DeviceClass: 'phone' },
  dimensionSets: [['PageTemplate', 'DeviceClass'], []],
  metrics: [
    { name: 'WebVitalLCP', unit: 'Milliseconds', value: 1834.2 },
    { name: 'WebVitalCLS', unit: 'None', value: 0.012 },
  ],
  timestamp: new Date('2026-11-24T12:00:00.123Z'),
};

interface EmfDocument {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit?: string }[] }[];
  };
  [member: string]: unknown;
}

/** Checks `document` against the specification's rules; returns what is wrong. */
function specificationProblems(document: EmfDocument): string[] {
  const problems: string[] = [];
  const { _aws: metadata } = document;
  if (!Number.isInteger(metadata.Timestamp) || metadata.Timestamp < 1e12) problems.push('Timestamp is not epoch ms');
  if (!Array.isArray(metadata.CloudWatchMetrics)) problems.push('CloudWatchMetrics is not an array');
  for (const directive of metadata.CloudWatchMetrics) {
    if (typeof directive.Namespace !== 'string' || directive.Namespace.length === 0) problems.push('no Namespace');
    for (const set of directive.Dimensions) {
      if (set.length > 30) problems.push('a dimension set over 30 keys');
      for (const key of set) if (typeof document[key] !== 'string') problems.push(`dimension ${key} not at the root`);
    }
    if (directive.Metrics.length > 100) problems.push('over 100 metrics');
    for (const metric of directive.Metrics) {
      if (typeof document[metric.Name] !== 'number') problems.push(`metric ${metric.Name} not at the root`);
    }
  }
  return problems;
}

describe('embeddedMetricLine', () => {
  it('writes one line of JSON that meets the EMF specification', () => {
    const line = embeddedMetricLine(record);
    expect(line).not.toContain('\n');
    const document = JSON.parse(line) as EmfDocument;
    expect(specificationProblems(document)).toEqual([]);
    expect(document).toEqual({
      _aws: {
        Timestamp: Date.parse('2026-11-24T12:00:00.123Z'),
        CloudWatchMetrics: [
          {
            Namespace: 'FerrumShield/test',
            Dimensions: [['PageTemplate', 'DeviceClass'], []],
            Metrics: [
              { Name: 'WebVitalLCP', Unit: 'Milliseconds' },
              { Name: 'WebVitalCLS', Unit: 'None' },
            ],
          },
        ],
      },
      PageTemplate: 'home',
      DeviceClass: 'phone',
      WebVitalLCP: 1834.2,
      WebVitalCLS: 0.012,
    });
  });

  it('refuses a dimension set naming a dimension without a value', () => {
    expect(() => embeddedMetricLine({ ...record, dimensionSets: [['Route']] })).toThrow(/Route without a value/);
  });

  it('refuses no metrics, and a metric named like a dimension or the metadata', () => {
    expect(() => embeddedMetricLine({ ...record, metrics: [] })).toThrow(/1 to 100 metrics/);
    expect(() =>
      embeddedMetricLine({ ...record, metrics: [{ name: 'PageTemplate', unit: 'None', value: 1 }] }),
    ).toThrow(/clash: PageTemplate/);
    expect(() => embeddedMetricLine({ ...record, metrics: [{ name: '_aws', unit: 'None', value: 1 }] })).toThrow(
      /clash/,
    );
  });
});
