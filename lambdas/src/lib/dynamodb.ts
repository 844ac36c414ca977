/** The DynamoDB clients, created once per Lambda container. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LambdaConfig } from './config.ts';

/** A document client for the configured endpoint (dynalite locally, DynamoDB on AWS). */
export function createDocumentClient(config: LambdaConfig): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}),
    // Fail fast and let the visitor retry rather than hold the request open.
    maxAttempts: 3,
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
