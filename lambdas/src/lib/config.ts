/**
 * Lambda configuration, read and validated once at cold start. A missing or bad
 * variable fails loudly here, naming it, instead of deep inside a request.
 */
import * as z from 'zod';
import { tableEnvironmentVariables } from '@ferrum/shared';
import { parseEnvironment } from './environment.ts';

const environmentSchema = z.object({
  [tableEnvironmentVariables.newsletter]: z.string().min(3),
  [tableEnvironmentVariables.contact]: z.string().min(3),
  [tableEnvironmentVariables.jobApplications]: z.string().min(3),
  /** Set only locally (dynalite); on AWS the SDK finds DynamoDB itself. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  AWS_REGION: z.string().min(1).default('us-east-1'),
});

export type LambdaConfig = z.infer<typeof environmentSchema>;

/** Parses the environment; throws an error naming every bad variable. */
export function readConfig(environment: NodeJS.ProcessEnv = process.env): LambdaConfig {
  return parseEnvironment(environmentSchema, environment, 'Lambda configuration');
}
