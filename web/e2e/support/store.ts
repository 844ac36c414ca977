/**
 * Reads items back from the local stack's embedded DynamoDB, so the end-to-end
 * tests can check what a form really stored (dummy credentials: the embedded
 * store accepts any).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tableName, type TableId } from '@ferrum/shared';
import { e2eStack } from './stack.ts';

const documentClient = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: e2eStack.dynamoEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'e2e', secretAccessKey: 'e2e' },
  }),
);

/** The item of `table` under `key`, or undefined. */
export async function getStoredItem(table: TableId, key: Record<string, string>) {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(e2eStack.stage, table), Key: key }));
  return Item;
}

/** Every item of `table` whose `attribute` equals `value` (a full scan: the local tables are small). */
export async function findStoredItems(table: TableId, attribute: string, value: string) {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({
        TableName: tableName(e2eStack.stage, table),
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
}
