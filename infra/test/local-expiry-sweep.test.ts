/**
 * The local stand-in for DynamoDB's TTL: expired contact messages and job
 * applications go at start and on the interval; unexpired items, items without
 * a Number expiry and newsletter subscriptions stay; nobody is notified.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expiryAttribute, tableKeys, tableName, type TableId } from '@ferrum/shared';
import { readLocalConfig } from '../local/config.ts';
import { startExpirySweep, type ExpirySweep } from '../local/expiry-sweep.ts';
import { ensureTables, startLocalDynamo, type LocalDynamo } from '../local/local-dynamodb.ts';
import { startLocalNotifier } from '../local/local-notifier.ts';
import { startLocalStack } from '../local/local-stack.ts';
import { freePort } from './support.ts';

const region = 'us-east-1';
/** The sweeps' clock: 2030-01-01T00:00:00Z, moved by the tests. */
let clock = Date.UTC(2030, 0, 1);
const nowSeconds = () => Math.floor(clock / 1000);
let dynamo: LocalDynamo;
let client: DynamoDBDocumentClient;
const sweeps: ExpirySweep[] = [];

beforeAll(async () => {
  dynamo = await startLocalDynamo(undefined);
  client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: dynamo.endpoint, region, credentials: { accessKeyId: 'l', secretAccessKey: 'l' } }),
  );
});
afterEach(async () => {
  await Promise.all(sweeps.splice(0).map((sweep) => sweep.close()));
});
afterAll(async () => {
  client.destroy();
  await dynamo.close();
});

/** Stores an item under `key` in `table` of `stage`, with `expires` as its expiry attribute (omitted when undefined). */
async function put(stage: string, table: TableId, key: string, expires?: unknown) {
  const Item = {
    [tableKeys[table].partitionKey]: key,
    submitted_at: '2027-01-01T00:00:00.000Z',
    ...(expires === undefined ? {} : { [expiryAttribute]: expires }),
  };
  await client.send(new PutCommand({ TableName: tableName(stage, table), Item }));
}

async function exists(stage: string, table: TableId, key: string): Promise<boolean> {
  const { Item } = await client.send(
    new GetCommand({ TableName: tableName(stage, table), Key: { [tableKeys[table].partitionKey]: key } }),
  );
  return Item !== undefined;
}

async function sweepOf(stage: string, options: { intervalMs?: number; print?: (text: string) => void } = {}) {
  const sweep = await startExpirySweep(dynamo.endpoint, stage, region, {
    now: () => clock,
    print: () => {},
    ...options,
  });
  sweeps.push(sweep);
  return sweep;
}

describe('the expiry sweep', () => {
  it('deletes expired contact messages and job applications at start; keeps the rest', async () => {
    const stage = 'start';
    await ensureTables(dynamo.endpoint, stage, region);
    await put(stage, 'contact', 'expired', nowSeconds() - 1);
    await put(stage, 'jobApplications', 'expired', nowSeconds() - 86_400);
    await put(stage, 'contact', 'expires-now', nowSeconds());
    await put(stage, 'contact', 'later', nowSeconds() + 3_600);
    await put(stage, 'jobApplications', 'later', nowSeconds() + 3_600);
    await put(stage, 'contact', 'no-expiry');
    // TTL reads a Number only: a date typed in as text is no expiry.
    await put(stage, 'contact', 'text-expiry', '2020-01-01');
    await put(stage, 'newsletter', 'reader@example.com', nowSeconds() - 86_400);
    const printed: string[] = [];

    await sweepOf(stage, { print: (text) => printed.push(text) });

    expect(await exists(stage, 'contact', 'expired')).toBe(false);
    expect(await exists(stage, 'jobApplications', 'expired')).toBe(false);
    for (const key of ['expires-now', 'later', 'no-expiry', 'text-expiry'])
      expect(await exists(stage, 'contact', key), key).toBe(true);
    expect(await exists(stage, 'jobApplications', 'later')).toBe(true);
    expect(await exists(stage, 'newsletter', 'reader@example.com')).toBe(true);
    expect(printed).toEqual([expect.stringContaining('Deleted 2 expired item(s)')]);
  });

  it('deletes on the interval what has expired since, and keeps an item whose expiry staff raised', async () => {
    const stage = 'interval';
    await ensureTables(dynamo.endpoint, stage, region);
    await put(stage, 'contact', 'soon', nowSeconds() + 60);
    await put(stage, 'contact', 'raised', nowSeconds() + 60);
    await sweepOf(stage, { intervalMs: 25 });
    expect(await exists(stage, 'contact', 'soon')).toBe(true);

    // Staff keep one longer in the console; then the clock passes the first expiry.
    await put(stage, 'contact', 'raised', nowSeconds() + 86_400);
    clock += 61_000;

    await vi.waitFor(async () => expect(await exists(stage, 'contact', 'soon')).toBe(false), { timeout: 5_000 });
    expect(await exists(stage, 'contact', 'raised')).toBe(true);
  });

  it('notifies nobody: a deletion is no new item', async () => {
    const stage = 'quiet';
    await ensureTables(dynamo.endpoint, stage, region);
    const printed: string[] = [];
    const notifier = startLocalNotifier(dynamo, region, { print: (text) => printed.push(text) });
    try {
      // A plain put, not a handler's conditional one: the notifier hears of nothing before the sweep either.
      await put(stage, 'contact', 'expired', nowSeconds() - 1);
      await sweepOf(stage);
      expect(await exists(stage, 'contact', 'expired')).toBe(false);
      await notifier.settled();
      expect(printed).toEqual([]);
    } finally {
      await notifier.close();
    }
  });
});

describe('the local stack', () => {
  it('sweeps its embedded store at start: what expired while it was stopped is gone before the first request', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ferrum-expiry-'));
    process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
    const config = readLocalConfig({ PORT: String(await freePort()), DATA_DIR: dataDir, STAGE: 'kept' });
    // Items left on disk by an earlier run: one expired since, one not yet.
    const earlier = await startLocalDynamo(dataDir);
    try {
      await ensureTables(earlier.endpoint, config.STAGE, region);
      const earlierClient = DynamoDBDocumentClient.from(
        new DynamoDBClient({
          endpoint: earlier.endpoint,
          region,
          credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
        }),
      );
      const now = Math.floor(Date.now() / 1000);
      for (const [id, expires] of [
        ['expired', now - 1],
        ['kept', now + 3_600],
      ] as const) {
        await earlierClient.send(
          new PutCommand({ TableName: tableName(config.STAGE, 'contact'), Item: { id, [expiryAttribute]: expires } }),
        );
      }
      earlierClient.destroy();
    } finally {
      await earlier.close();
    }

    const stack = await startLocalStack(config, {
      site: async (_request, response) => void response.end(),
      expirySweep: { print: () => {} },
    });
    try {
      expect(stack.expirySweep).toBeDefined();
      const reader = DynamoDBDocumentClient.from(
        new DynamoDBClient({
          endpoint: stack.dynamoEndpoint,
          region,
          credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
        }),
      );
      const get = async (id: string) =>
        (await reader.send(new GetCommand({ TableName: tableName(config.STAGE, 'contact'), Key: { id } }))).Item;
      expect(await get('expired')).toBeUndefined();
      expect(await get('kept')).toMatchObject({ id: 'kept' });
      reader.destroy();
    } finally {
      await stack.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
