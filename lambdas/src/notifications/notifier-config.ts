/**
 * The notifier's configuration, read and validated once at cold start. It needs
 * no table names: each stream record names its table.
 */
import * as z from 'zod';
import { parseEnvironment } from '../lib/environment.ts';

/** The variable through which the notifier learns its topic (the CDK app sets it). */
export const notificationTopicVariable = 'NOTIFICATION_TOPIC_ARN';

const environmentSchema = z.object({
  [notificationTopicVariable]: z.string().regex(/^arn:[^:]+:sns:[^:]+:\d{12}:[\w-]+$/, 'an SNS topic ARN'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
});

export type NotifierConfig = z.infer<typeof environmentSchema>;

/** Parses the environment; throws an error naming every bad variable. */
export function readNotifierConfig(environment: NodeJS.ProcessEnv = process.env): NotifierConfig {
  return parseEnvironment(environmentSchema, environment, 'notifier configuration');
}
