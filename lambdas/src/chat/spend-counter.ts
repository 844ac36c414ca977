/**
 * The stage's model spend in the current hour, shared by every instance of the
 * chat function through one item per hour in a small DynamoDB table: before a
 * model call the hour's total is read (a consistent read of one small item, a few
 * milliseconds beside the model's first token), and each answer adds its cost
 * (one UpdateItem, ADD, atomic under concurrency). Over the ceiling, the chat
 * answers from the site's content until the hour turns. Answers already under way
 * when the ceiling is crossed still finish, so it is passed by at most the answers
 * in flight (the reserved concurrency bounds them).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ModelPrices, SpendConfig } from './chat-config.ts';
import type { TokenCounts } from './bedrock-responder.ts';

/** The table's key and attributes (infra/lib/chat-spend.ts creates it with this key and TTL attribute). */
export const spendTable = {
  key: 'hour',
  total: 'usd',
  answers: 'answers',
  /** Epoch seconds: DynamoDB's TTL deletes an hour's item a day after it ended. */
  expiry: 'expires_at',
} as const;

/** The table: one item per hour, keyed by the hour; its TTL attribute is `expiry` (set in the CDK app). */
export function spendTableInput(tableName: string) {
  return {
    TableName: tableName,
    AttributeDefinitions: [{ AttributeName: spendTable.key, AttributeType: 'S' as const }],
    KeySchema: [{ AttributeName: spendTable.key, KeyType: 'HASH' as const }],
    BillingMode: 'PAY_PER_REQUEST' as const,
  };
}

/** The hour an instant falls in, UTC: `2026-11-25T18`. */
export function spendHour(now: Date): string {
  return now.toISOString().slice(0, 13);
}

/** What an answer's tokens cost, in USD. */
export function answerCostUsd(usage: TokenCounts, prices: ModelPrices): number {
  const perToken = (count: number | undefined, pricePerMillion: number) => ((count ?? 0) * pricePerMillion) / 1_000_000;
  return (
    perToken(usage.inputTokens, prices.input) +
    perToken(usage.outputTokens, prices.output) +
    perToken(usage.cacheReadInputTokens, prices.cacheRead) +
    perToken(usage.cacheWriteInputTokens, prices.cacheWrite)
  );
}

export interface SpendCounter {
  /** True when the hour's spend has reached the ceiling. */
  overCeiling(now?: Date): Promise<boolean>;
  /** Adds the cost of an answer's tokens to the hour: the answer's cost and the hour's total after it. */
  add(usage: TokenCounts, now?: Date): Promise<{ costUsd: number; hourUsd: number }>;
}

/** A counter on the table of `config`; `client` replaces the DynamoDB client (tests). */
export function createSpendCounter(config: SpendConfig, client?: DynamoDBDocumentClient): SpendCounter {
  const documents =
    client ??
    DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: config.region,
        ...(config.dynamoEndpoint ? { endpoint: config.dynamoEndpoint } : {}),
        // A count must never hold an answer up: fail fast, and the answer goes on.
        maxAttempts: 2,
        requestHandler: { connectionTimeout: 500, requestTimeout: 1_000 },
      }),
    );
  return {
    async overCeiling(now = new Date()) {
      const { Item } = await documents.send(
        new GetCommand({
          TableName: config.tableName,
          Key: { [spendTable.key]: spendHour(now) },
          ConsistentRead: true,
        }),
      );
      return Number(Item?.[spendTable.total] ?? 0) >= config.ceilingUsd;
    },
    async add(usage, now = new Date()) {
      const usd = answerCostUsd(usage, config.prices);
      const hour = spendHour(now);
      const { Attributes } = await documents.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: { [spendTable.key]: hour },
          UpdateExpression: 'ADD #total :usd, #answers :one SET #expiry = if_not_exists(#expiry, :expiry)',
          ExpressionAttributeNames: {
            '#total': spendTable.total,
            '#answers': spendTable.answers,
            '#expiry': spendTable.expiry,
          },
          ExpressionAttributeValues: {
            ':usd': usd,
            ':one': 1,
            ':expiry': Math.floor(now.getTime() / 1000) + 25 * 3600,
          },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return { costUsd: usd, hourUsd: Number(Attributes?.[spendTable.total] ?? usd) };
    },
  };
}
