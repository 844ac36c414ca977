/**
 * The staff notifier: invoked by the DynamoDB streams of the contact and
 * job-application tables (INSERTs only), it publishes one notification per new
 * item to the stage's staff topic. Failed records are retried by the stream and
 * end in a dead-letter queue; the visitor's submission never waits for this.
 */
import { readNotifierConfig } from '../notifications/notifier-config.ts';
import { createSubmissionNotifier } from '../notifications/notify-submissions.ts';
import { createSnsClient, snsPublisher } from '../notifications/sns-publisher.ts';

const config = readNotifierConfig();

export const handler = createSubmissionNotifier({
  publish: snsPublisher(config.NOTIFICATION_TOPIC_ARN, createSnsClient(config.AWS_REGION)),
});
