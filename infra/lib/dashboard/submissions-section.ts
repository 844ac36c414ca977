import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { countedForms, submissionFormDimension, submissionMetricNames } from '../submission-metrics.ts';
import { graph, heading, inBackend, oneHour, type DashboardContext, type DashboardRows } from './widgets.ts';

/** Submissions per form and hour, from the form functions' log lines (submission-metrics.ts). */
export function submissionsSection(context: DashboardContext): DashboardRows {
  const { region } = context.props.backend;
  const perForm = (metricName: string) =>
    countedForms.map((form) =>
      inBackend(context, {
        namespace: context.namespace,
        metricName,
        dimensionsMap: { [submissionFormDimension]: form },
        statistic: cloudwatch.Stats.SUM,
        period: oneHour,
        label: form,
      }),
    );
  return [
    [
      heading({
        heading: 'Submissions',
        text: "Stored submissions and honeypot hits per form and hour, from each form function's closing log line. A form that stops storing while its requests go on is broken.",
      }),
    ],
    [
      graph({
        title: 'Submissions stored per form, per hour',
        region,
        width: 12,
        left: perForm(submissionMetricNames.stored),
      }),
      graph({
        title: 'Honeypot hits per form, per hour (bots answered as success, nothing stored)',
        region,
        width: 12,
        left: perForm(submissionMetricNames.honeypot),
      }),
    ],
  ];
}
