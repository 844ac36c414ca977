/**
 * Imports the real handler modules after pointing them at dynalite. Handlers
 * read their configuration at import, so the environment is set first and
 * the modules are imported dynamically; `vi.resetModules()` before a call gives
 * fresh module instances with a different configuration.
 */
import { inject } from 'vitest';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { stageEnvironmentVariable, tableEnvironmentVariables, tableIds, tableName } from '@ferrum/shared';
import { testCredentials, testRegion, testStage } from './dynamo.ts';
import { lambdaContext } from './events.ts';

const modules = {
  newsletter: () => import('../../src/handlers/newsletter.ts'),
  contact: () => import('../../src/handlers/contact.ts'),
  jobApplications: () => import('../../src/handlers/job-applications.ts'),
  health: () => import('../../src/handlers/health.ts'),
  unsubscribe: () => import('../../src/handlers/unsubscribe.ts'),
  vitals: () => import('../../src/handlers/web-vitals.ts'),
};

export type HandlerName = keyof typeof modules;

/** Calls a handler as Lambda would, with a fresh context. */
export type InvokeHandler = (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;

export interface HandlerEnvironment {
  /** DynamoDB endpoint; default the global dynalite. */
  endpoint?: string;
  /** Stage whose table names the handler gets; default `test`. */
  stage?: string;
}

/** Sets the variables the Lambdas read at cold start (as CDK and the local server do). */
export function setHandlerEnvironment({
  endpoint = inject('dynamoEndpoint'),
  stage = testStage,
}: HandlerEnvironment = {}) {
  for (const table of tableIds) process.env[tableEnvironmentVariables[table]] = tableName(stage, table);
  process.env[stageEnvironmentVariable] = stage;
  process.env.DYNAMODB_ENDPOINT = endpoint;
  process.env.AWS_REGION = testRegion;
  process.env.AWS_ACCESS_KEY_ID = testCredentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = testCredentials.secretAccessKey;
  // Thousands of requests per run: keep the test output readable. Log tests turn it back on.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
}

/** The handler `name`, imported with `environment` in place. */
export async function loadHandler(name: HandlerName, environment: HandlerEnvironment = {}): Promise<InvokeHandler> {
  setHandlerEnvironment(environment);
  const { handler } = await modules[name]();
  return (event) => handler(event, lambdaContext(`ferrum-${name}`));
}
