/**
 * The digest sender: invoked every minute by an EventBridge schedule, it sends
 * each ended window's digest of the posts the notifier folded (one per form and
 * window) to the staff topic. A run that fails leaves the digests owed: the next
 * run sends them.
 */
import { noticeWindowSettings, readNotifierConfig } from '../notifications/notifier-config.ts';
import { createWindowTableClient, noticeWindows } from '../notifications/notice-windows.ts';
import { createDigestSender } from '../notifications/send-digests.ts';
import { createSnsClient, snsPublisher } from '../notifications/sns-publisher.ts';

const config = readNotifierConfig();
const settings = noticeWindowSettings(config);
const sendDigests = createDigestSender({
  windows: noticeWindows({
    client: createWindowTableClient(config.AWS_REGION, config.DYNAMODB_ENDPOINT),
    tableName: config.NOTICE_WINDOW_TABLE,
    settings,
  }),
  publish: snsPublisher(config.NOTIFICATION_TOPIC_ARN, createSnsClient(config.AWS_REGION)),
  place: { region: config.AWS_REGION, stage: config.STAGE },
  settings,
});

/** The schedule's event carries nothing the run needs: the clock and the table say what is owed. */
export const handler = async (): Promise<{ sent: number }> => sendDigests();
