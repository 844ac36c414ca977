/**
 * The embedded store's tables: created with the shared indexes, and a table
 * kept on disk from before an index existed rebuilt with it, items kept.
 */
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTableInput,
  newsletterIndexName,
  newsletterList,
  statusIndexName,
  tableIds,
  tableKeys,
  tableName,
} from '@ferrum/shared';
import { ensureTables, startLocalDynamo, type LocalDynamo } from '../local/local-dynamodb.ts';

const region = 'us-east-1';
let dynamo: LocalDynamo;
let client: DynamoDBDocumentClient;

beforeAll(async () => {
  dynamo = await startLocalDynamo(undefined);
  client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: dynamo.endpoint, region, credentials: { accessKeyId: 'l', secretAccessKey: 'l' } }),
  );
});
afterAll(async () => {
  client.destroy();
  await dynamo.close();
});

const indexNames = async (stage: string, table: (typeof tableIds)[number]) => {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName(stage, table) }));
  return (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName);
};

describe('ensureTables', () => {
  it('creates every table with its shared indexes', async () => {
    await ensureTables(dynamo.endpoint, 'fresh', region);
    for (const table of tableIds)
      expect(await indexNames('fresh', table)).toEqual(tableKeys[table].indexes.map((index) => index.name));
  });

  it('rebuilds a table kept from before its index, keeping the items and listing them in the index', async () => {
    const stage = 'old';
    for (const table of ['contact', 'newsletter'] as const) {
      const { GlobalSecondaryIndexes: _indexes, ...withoutIndexes } = createTableInput(stage, table);
      await client.send(
        new CreateTableCommand({
          ...withoutIndexes,
          AttributeDefinitions: withoutIndexes.AttributeDefinitions.filter(
            (definition) => definition.AttributeName === tableKeys[table].partitionKey,
          ),
        }),
      );
    }
    const contactItem = { id: 'kept-1', submitted_at: '2025-01-02T03:04:05.000Z', status: 'new', subject: 'Kept' };
    await client.send(new PutCommand({ TableName: tableName(stage, 'contact'), Item: contactItem }));
    await client.send(
      new PutCommand({
        TableName: tableName(stage, 'newsletter'),
        Item: { email: 'kept@example.com', subscribed_at: '2025-01-02T03:04:05.000Z', source: null },
      }),
    );

    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await ensureTables(dynamo.endpoint, stage, region);
      expect(log).toHaveBeenCalledWith(
        'Rebuilt local table old-contact-submissions with its current indexes (1 items kept).',
      );
    } finally {
      log.mockRestore();
    }

    expect(await indexNames(stage, 'contact')).toEqual([statusIndexName]);
    const listed = await client.send(
      new QueryCommand({
        TableName: tableName(stage, 'contact'),
        IndexName: statusIndexName,
        KeyConditionExpression: '#status = :new',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':new': 'new' },
      }),
    );
    expect(listed.Items).toEqual([expect.objectContaining({ id: 'kept-1', subject: 'Kept' })]);
    const subscriptions = await client.send(
      new QueryCommand({
        TableName: tableName(stage, 'newsletter'),
        IndexName: newsletterIndexName,
        KeyConditionExpression: '#list = :list',
        ExpressionAttributeNames: { '#list': 'list' },
        ExpressionAttributeValues: { ':list': newsletterList },
      }),
    );
    expect(subscriptions.Items).toEqual([expect.objectContaining({ email: 'kept@example.com', list: newsletterList })]);
  });

  it('leaves tables that already have their indexes alone', async () => {
    await ensureTables(dynamo.endpoint, 'same', region);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await ensureTables(dynamo.endpoint, 'same', region);
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});
