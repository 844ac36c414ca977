/** The DynamoDB clients, created once per Lambda container. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LambdaConfig } from './config.ts';

/**
 * Per-attempt limits. A form write takes milliseconds; if DynamoDB cannot answer
 * within these, three attempts still end well inside API Gateway's 29 s limit and
 * the visitor gets a 503 they can retry instead of a gateway timeout.
 */
const connectionTimeoutMs = 1_000;
const requestTimeoutMs = 3_000;

/** A document client for the configured endpoint (dynalite locally, DynamoDB on AWS). */
export function createDocumentClient(config: LambdaConfig): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}),
    // Fail fast and let the visitor retry rather than hold the request open.
    maxAttempts: 3,
    requestHandler: { connectionTimeout: connectionTimeoutMs, requestTimeout: requestTimeoutMs },
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
