/**
 * The embedded DynamoDB-compatible server (dynalite) for running without AWS,
 * with the project's tables and indexes created if missing. Data lives on disk
 * under the configured folder, so it survives restarts.
 */
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  ScanCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { createTableInput, newsletterList, tableIds, type TableId } from '@ferrum/shared';
import { watchInserts, type StoredInsert } from './dynalite-inserts.ts';

export interface LocalDynamo {
  endpoint: string;
  /** Calls `listener` with each new item (the local stand-in for a stream's INSERTs); returns a function that stops it. */
  onInsert(listener: (insert: StoredInsert) => void): () => void;
  close(): Promise<void>;
}

/** Starts dynalite on loopback (`port` 0 = any free port); `dataDir` undefined keeps data in memory. */
export async function startLocalDynamo(dataDir: string | undefined, port = 0): Promise<LocalDynamo> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const server = dynalite({
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
    ...(dataDir ? { path: dataDir } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    onInsert: (listener) => watchInserts(server, listener),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Item = Record<string, AttributeValue>;
type TableInput = ReturnType<typeof createTableInput>;

interface IndexDescription {
  IndexName?: string;
  KeySchema?: readonly { AttributeName?: string; KeyType?: string }[];
  Projection?: { ProjectionType?: string; NonKeyAttributes?: readonly string[] };
}

/** Names, keys and projections of indexes, comparable across a CreateTable input and a DescribeTable answer. */
function indexShape(indexes: readonly IndexDescription[] = []): string {
  return JSON.stringify(
    indexes
      .map((index) => [
        index.IndexName,
        (index.KeySchema ?? []).map((key) => `${key.AttributeName}:${key.KeyType}`),
        index.Projection?.ProjectionType,
        [...(index.Projection?.NonKeyAttributes ?? [])].sort(),
      ])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  );
}

async function waitUntilDeleted(client: DynamoDBClient, TableName: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await client.send(new DescribeTableCommand({ TableName }));
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return;
      throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Table ${TableName} was not deleted`);
}

/** What an item stored before its table's index existed needs to appear in that index. */
function upgradeItem(table: TableId, item: Item): Item {
  return table === 'newsletter' && !item.list ? { ...item, list: { S: newsletterList } } : item;
}

/**
 * Recreates a table with `input`'s indexes, keeping its items: dynalite cannot
 * add an index to an existing table, and data kept on disk from before an index
 * existed would otherwise never show in it.
 */
async function rebuildTable(client: DynamoDBClient, table: TableId, input: TableInput): Promise<number> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: input.TableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []).map((item) => upgradeItem(table, item)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await client.send(new DeleteTableCommand({ TableName: input.TableName }));
  await waitUntilDeleted(client, input.TableName);
  await client.send(new CreateTableCommand(input));
  // BatchWriteItem takes 25 items at a time; dynalite writes every one it is given.
  for (let start = 0; start < items.length; start += 25) {
    const batch = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    await client.send(new BatchWriteItemCommand({ RequestItems: { [input.TableName]: batch } }));
  }
  return items.length;
}

/** Creates the stage's tables on `endpoint` unless they exist; rebuilds one whose indexes differ, keeping its items. */
export async function ensureTables(endpoint: string, stage: string, region: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const { TableNames = [] } = await client.send(new ListTablesCommand({}));
    for (const table of tableIds) {
      const input = createTableInput(stage, table);
      if (!TableNames.includes(input.TableName)) {
        await client.send(new CreateTableCommand(input));
        continue;
      }
      const { Table } = await client.send(new DescribeTableCommand({ TableName: input.TableName }));
      if (indexShape(Table?.GlobalSecondaryIndexes) !== indexShape(input.GlobalSecondaryIndexes)) {
        const kept = await rebuildTable(client, table, input);
        console.log(`Rebuilt local table ${input.TableName} with its current indexes (${kept} items kept).`);
      }
    }
  } finally {
    client.destroy();
  }
}
