import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { notifierDeadLetterQueueName, notifierFunctionName } from '../submission-notifications.ts';
import { fiveMinutes, graph, heading, inBackend, type DashboardContext, type DashboardRows } from './widgets.ts';

/** The staff notifier (submission-notifications.ts): how late it reads the streams, and what it gave up on. */
export function notifierSection(context: DashboardContext): DashboardRows {
  const { stage, backend } = context.props;
  return [
    [
      heading({
        heading: 'Staff notifications',
        text: "How late the notifier reads the tables' streams (the age of the newest record it took), and stream batches it gave up on (dead-letter queue; new items still list under status `new`).",
      }),
    ],
    [
      graph({
        title: 'Staff notification delay: stream iterator age, max (ms)',
        region: backend.region,
        width: 12,
        left: [
          inBackend(context, {
            namespace: 'AWS/Lambda',
            metricName: 'IteratorAge',
            dimensionsMap: { FunctionName: notifierFunctionName(stage) },
            statistic: cloudwatch.Stats.MAXIMUM,
            period: fiveMinutes,
            label: 'Iterator age',
          }),
        ],
      }),
      graph({
        title: 'Staff notifications given up: dead-letter queue depth',
        region: backend.region,
        width: 12,
        left: [
          inBackend(context, {
            namespace: 'AWS/SQS',
            metricName: 'ApproximateNumberOfMessagesVisible',
            dimensionsMap: { QueueName: notifierDeadLetterQueueName(stage) },
            statistic: cloudwatch.Stats.MAXIMUM,
            period: fiveMinutes,
            label: 'Messages in the dead-letter queue',
          }),
        ],
      }),
    ],
  ];
}
