/**
 * Submissions counted from the form functions' own closing log line (one per
 * request: `operation`, `outcome`; never a field of the form): submissions
 * stored and honeypot hits, by form. Metric filters, so the counts stay in
 * CloudWatch for the dashboard's weeks, where a Logs Insights query would
 * rescan the logs each time and end with their retention.
 */
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import {
  formResultPaths,
  stageMetricsNamespace,
  storedSubmissionOutcomes,
  submissionOutcomes,
  type ApiOperation,
  type FormId,
} from '@ferrum/shared';

/** Metric names of the submission counts (dimension `Form`: the form's operation). */
export const submissionMetricNames = { stored: 'SubmissionsStored', honeypot: 'HoneypotHits' } as const;

/** The dimension the counts are split by. */
export const submissionFormDimension = 'Form';

export interface SubmissionMetricsProps {
  /** Stage name: the metrics' namespace is `FerrumShield/<stage>`. */
  readonly stage: string;
  /** The API's functions; each form's log group (JSON lines) gets the filters. */
  readonly functions: Readonly<Partial<Record<ApiOperation, { readonly logGroup: logs.ILogGroup }>>>;
}

/** The forms whose submissions are counted: every form of the contract. */
export const countedForms = Object.keys(formResultPaths) as FormId[];

function outcomeIs(outcomes: readonly string[]): string {
  return outcomes.map((outcome) => `$.outcome = "${outcome}"`).join(' || ');
}

/** Adds the two metric filters to each form function's log group. */
export function addSubmissionMetrics(scope: Construct, props: SubmissionMetricsProps): void {
  const metrics = [
    { id: 'Stored', metricName: submissionMetricNames.stored, outcomes: storedSubmissionOutcomes },
    { id: 'Honeypot', metricName: submissionMetricNames.honeypot, outcomes: [submissionOutcomes.honeypot] },
  ];
  for (const form of countedForms) {
    const logGroup = props.functions[form]?.logGroup;
    if (!logGroup) continue;
    for (const { id, metricName, outcomes } of metrics) {
      new logs.MetricFilter(scope, `${form}${id}Metric`, {
        logGroup,
        // The closing line of a request that answered (a failed one logs `request failed`).
        filterPattern: logs.FilterPattern.literal(
          `{ $.message = "request completed" && $.operation = "${form}" && (${outcomeIs(outcomes)}) }`,
        ),
        metricNamespace: stageMetricsNamespace(props.stage),
        metricName,
        metricValue: '1',
        dimensions: { [submissionFormDimension]: '$.operation' },
        unit: cloudwatch.Unit.COUNT,
      });
    }
  }
}
