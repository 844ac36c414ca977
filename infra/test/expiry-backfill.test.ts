/**
 * The one-off backfill for items stored before retention existed, against the
 * embedded DynamoDB-compatible store: the expiry the handlers would have set,
 * nothing overwritten, a dry run that writes nothing.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiresAt, expiryAttribute, tableName, type ExpiringTable } from '@ferrum/shared';
import { ensureTables, startLocalDynamo, type LocalDynamo } from '../local/local-dynamodb.ts';
import { backfillExpiry } from '../scripts/expiry-backfill.ts';

const region = 'us-east-1';
const now = () => Date.UTC(2027, 5, 1);
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

const put = (stage: string, table: ExpiringTable, item: Record<string, unknown>) =>
  client.send(new PutCommand({ TableName: tableName(stage, table), Item: { status: 'new', ...item } }));

async function expiryOf(stage: string, table: ExpiringTable, id: string): Promise<unknown> {
  const { Item } = await client.send(new GetCommand({ TableName: tableName(stage, table), Key: { id } }));
  return Item?.[expiryAttribute];
}

describe('backfillExpiry', () => {
  it('gives old items the expiry the handlers set, counts those already past it, and leaves set ones alone', async () => {
    const stage = 'old';
    await ensureTables(dynamo.endpoint, stage, region);
    await put(stage, 'contact', { id: 'recent', submitted_at: '2027-01-15T10:00:00.000Z' });
    await put(stage, 'contact', { id: 'ancient', submitted_at: '2024-03-01T09:30:00.000Z' });
    await put(stage, 'contact', {
      id: 'kept-longer',
      submitted_at: '2024-03-01T09:30:00.000Z',
      [expiryAttribute]: 1_900_000_000,
    });
    await put(stage, 'contact', { id: 'typed-by-hand', submitted_at: 'last Tuesday' });
    await put(stage, 'jobApplications', { id: 'application', submitted_at: '2026-11-24T00:00:00.000Z' });

    const results = await backfillExpiry(client, stage, { now });

    expect(results).toEqual([
      { table: tableName(stage, 'contact'), updated: 2, alreadyExpired: 1, unreadable: ['typed-by-hand'] },
      { table: tableName(stage, 'jobApplications'), updated: 1, alreadyExpired: 0, unreadable: [] },
    ]);
    expect(await expiryOf(stage, 'contact', 'recent')).toBe(expiresAt('contact', new Date('2027-01-15T10:00:00.000Z')));
    expect(await expiryOf(stage, 'contact', 'ancient')).toBe(
      expiresAt('contact', new Date('2024-03-01T09:30:00.000Z')),
    );
    expect(await expiryOf(stage, 'contact', 'kept-longer')).toBe(1_900_000_000);
    expect(await expiryOf(stage, 'contact', 'typed-by-hand')).toBeUndefined();
    expect(await expiryOf(stage, 'jobApplications', 'application')).toBe(1_858_636_800);

    // A second run finds nothing left to do.
    expect((await backfillExpiry(client, stage, { now })).map((result) => result.updated)).toEqual([0, 0]);
  });

  it('writes nothing in a dry run, but counts what it would do', async () => {
    const stage = 'dry';
    await ensureTables(dynamo.endpoint, stage, region);
    await put(stage, 'contact', { id: 'old', submitted_at: '2024-03-01T09:30:00.000Z' });

    const [contact] = await backfillExpiry(client, stage, { now, dryRun: true });

    expect(contact).toMatchObject({ updated: 1, alreadyExpired: 1 });
    expect(await expiryOf(stage, 'contact', 'old')).toBeUndefined();
  });
});
