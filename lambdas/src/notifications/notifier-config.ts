/**
 * The configuration of the notifier and of the digest sender, read and
 * validated once at cold start. The notifier needs no submission table names:
 * each stream record names its table.
 */
import * as z from 'zod';
import { stageEnvironmentVariable } from '@ferrum/shared';
import { parseEnvironment } from '../lib/environment.ts';
import { noticeWindowVariables, type NoticeWindowSettings } from './notice-window.ts';

/** The variable through which the notifier learns its topic (the CDK app sets it). */
export const notificationTopicVariable = 'NOTIFICATION_TOPIC_ARN';

const environmentSchema = z.object({
  [notificationTopicVariable]: z.string().regex(/^arn:[^:]+:sns:[^:]+:\d{12}:[\w-]+$/, 'an SNS topic ARN'),
  [noticeWindowVariables.table]: z.string().min(3),
  [noticeWindowVariables.windowSeconds]: z.coerce.number().int().min(1),
  [noticeWindowVariables.noticesPerWindow]: z.coerce.number().int().min(1),
  /** The stage a digest names (a stream record's table name tells the notifier; a schedule tells nothing). */
  [stageEnvironmentVariable]: z.string().min(1),
  /** Set only locally and in tests (dynalite); on AWS the SDK finds DynamoDB itself. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  AWS_REGION: z.string().min(1).default('us-east-1'),
});

export type NotifierConfig = z.infer<typeof environmentSchema>;

/** Parses the environment; throws an error naming every bad variable. */
export function readNotifierConfig(environment: NodeJS.ProcessEnv = process.env): NotifierConfig {
  return parseEnvironment(environmentSchema, environment, 'notifier configuration');
}

/** The window settings of a parsed configuration. */
export function noticeWindowSettings(config: NotifierConfig): NoticeWindowSettings {
  return {
    windowSeconds: config[noticeWindowVariables.windowSeconds],
    noticesPerWindow: config[noticeWindowVariables.noticesPerWindow],
  };
}
