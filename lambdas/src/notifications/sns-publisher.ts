/** Publishes staff notifications to the stage's SNS topic (e-mail subscribers get subject and body as written). */
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { NoticePublisher } from './notify-submissions.ts';

/** A publisher to `topicArn`; the SDK's own retries (3 attempts) come before the stream's. */
export function snsPublisher(topicArn: string, client: SNSClient): NoticePublisher {
  return async (notice) => {
    await client.send(new PublishCommand({ TopicArn: topicArn, Subject: notice.subject, Message: notice.message }));
  };
}

/** The SNS client, created once per Lambda container. */
export function createSnsClient(region: string): SNSClient {
  return new SNSClient({ region });
}
