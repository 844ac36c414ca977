/**
 * The notifier's configuration, read and validated once at cold start. It needs
 * no table names: each stream record names its table.
 */
import * as z from 'zod';

/** The variable through which the notifier learns its topic (the CDK app sets it). */
export const notificationTopicVariable = 'NOTIFICATION_TOPIC_ARN';

const environmentSchema = z.object({
  [notificationTopicVariable]: z.string().regex(/^arn:[^:]+:sns:[^:]+:\d{12}:[\w-]+$/, 'an SNS topic ARN'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
});

export type NotifierConfig = z.infer<typeof environmentSchema>;

/** Parses the environment; throws an error naming every bad variable. */
export function readNotifierConfig(environment: NodeJS.ProcessEnv = process.env): NotifierConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid notifier configuration: ${problems}`);
  }
  return parsed.data;
}
