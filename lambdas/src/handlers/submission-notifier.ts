/**
 * The staff notifier: invoked by the DynamoDB streams of the contact and
 * job-application tables (INSERTs only), it publishes a notification per new
 * item to the stage's staff topic, or folds it into its window's digest once
 * the window's notices are spent (handlers/notice-digest.ts sends the digest).
 * Failed records are retried by the stream and end in a dead-letter queue; the
 * visitor's submission never waits for this.
 */
import { noticeWindowSettings, readNotifierConfig } from '../notifications/notifier-config.ts';
import { createWindowTableClient, noticeWindows } from '../notifications/notice-windows.ts';
import { createSubmissionNotifier } from '../notifications/notify-submissions.ts';
import { createSnsClient, snsPublisher } from '../notifications/sns-publisher.ts';

const config = readNotifierConfig();
const windows = noticeWindows({
  client: createWindowTableClient(config.AWS_REGION, config.DYNAMODB_ENDPOINT),
  tableName: config.NOTICE_WINDOW_TABLE,
  settings: noticeWindowSettings(config),
});

export const handler = createSubmissionNotifier({
  publish: snsPublisher(config.NOTIFICATION_TOPIC_ARN, createSnsClient(config.AWS_REGION)),
  gate: (notice) => windows.admit(notice.form, notice.id, notice.sender, Date.now()),
});
