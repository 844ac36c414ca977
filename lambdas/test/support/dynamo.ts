/** Test access to dynalite: create tables, read items back, count them. */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createTableInput, tableIds, tableName, type TableId } from '@ferrum/shared';

/** The stage whose tables the global setup creates. */
export const testStage = 'test';

export const testRegion = 'us-east-1';

/** Dummy credentials: dynalite accepts any, and the SDK must not look for real ones. */
export const testCredentials = { accessKeyId: 'test', secretAccessKey: 'test' };

function documentClient(endpoint: string): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: testRegion, credentials: testCredentials }),
  );
}

/** Creates the three tables of `stage` (names from `tableName`). */
export async function createTables(endpoint: string, stage: string): Promise<void> {
  const client = documentClient(endpoint);
  try {
    for (const table of tableIds) await client.send(new CreateTableCommand(createTableInput(stage, table)));
  } finally {
    client.destroy();
  }
}

/** Test-side reads of one stage's tables. */
export function tableReader(endpoint: string, stage = testStage) {
  const client = documentClient(endpoint);
  return {
    /** The item under `key`, or undefined. */
    async get(table: TableId, key: Record<string, string>): Promise<Record<string, unknown> | undefined> {
      const { Item } = await client.send(new GetCommand({ TableName: tableName(stage, table), Key: key }));
      return Item;
    },
    /** Every item whose `attribute` equals `value` (a scan: for finding what a test stored without knowing its key). */
    async findBy(table: TableId, attribute: string, value: string): Promise<Record<string, unknown>[]> {
      const items: Record<string, unknown>[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new ScanCommand({
            TableName: tableName(stage, table),
            FilterExpression: '#attribute = :value',
            ExpressionAttributeNames: { '#attribute': attribute },
            ExpressionAttributeValues: { ':value': value },
            ExclusiveStartKey: startKey,
          }),
        );
        items.push(...(page.Items ?? []));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return items;
    },
    /** How many items the table holds (dynalite answers a COUNT scan in one page for test sizes). */
    async count(table: TableId): Promise<number> {
      let total = 0;
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new ScanCommand({ TableName: tableName(stage, table), Select: 'COUNT', ExclusiveStartKey: startKey }),
        );
        total += page.Count ?? 0;
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return total;
    },
    close: () => client.destroy(),
  };
}
