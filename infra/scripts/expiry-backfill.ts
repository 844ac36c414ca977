/**
 * Gives contact messages and job applications stored before retention existed
 * their `expires_at`, counted from their own `submitted_at` with the shared
 * periods, exactly as the handlers would have set it. Items older than the
 * period get an expiry in the past, so DynamoDB's TTL deletes them within days:
 * that is the privacy page's promise, and why `dryRun` counts them first.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { paginateScan, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { expiresAt, expiringTables, expiryAttribute, tableName, type ExpiringTable } from '@ferrum/shared';

/** What the backfill did (or, in a dry run, would do) to one table. */
export interface TableBackfill {
  readonly table: string;
  /** Items given an expiry. */
  readonly updated: number;
  /** Of those, items whose expiry is already past: TTL deletes them within days. */
  readonly alreadyExpired: number;
  /** Ids of items without a readable `submitted_at`, left as they are for staff to decide. */
  readonly unreadable: readonly string[];
}

export interface BackfillOptions {
  /** Count only; write nothing. */
  readonly dryRun?: boolean;
  /**
   * The clock that decides what is already expired, in milliseconds.
   * @default Date.now
   */
  readonly now?: () => number;
}

type Item = Record<string, unknown>;

/** Items of `TableName` without an expiry: their id and submitted_at only. */
async function itemsWithoutExpiry(client: DynamoDBDocumentClient, TableName: string): Promise<Item[]> {
  const items: Item[] = [];
  const pages = paginateScan(
    { client },
    {
      TableName,
      FilterExpression: 'attribute_not_exists(#expires)',
      ProjectionExpression: '#id, #submitted',
      ExpressionAttributeNames: { '#expires': expiryAttribute, '#id': 'id', '#submitted': 'submitted_at' },
    },
  );
  for await (const page of pages) items.push(...(page.Items ?? []));
  return items;
}

/** Sets the expiry unless one appeared since the scan (a handler or staff set it: theirs wins). */
async function setExpiry(client: DynamoDBDocumentClient, TableName: string, id: unknown, expiry: number) {
  try {
    await client.send(
      new UpdateCommand({
        TableName,
        Key: { id },
        UpdateExpression: 'SET #expires = :expiry',
        ConditionExpression: 'attribute_exists(#id) AND attribute_not_exists(#expires)',
        ExpressionAttributeNames: { '#expires': expiryAttribute, '#id': 'id' },
        ExpressionAttributeValues: { ':expiry': expiry },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

async function backfillTable(
  client: DynamoDBDocumentClient,
  stage: string,
  table: ExpiringTable,
  { dryRun = false, now = Date.now }: BackfillOptions,
): Promise<TableBackfill> {
  const name = tableName(stage, table);
  const nowSeconds = Math.floor(now() / 1000);
  let updated = 0;
  let alreadyExpired = 0;
  const unreadable: string[] = [];
  for (const item of await itemsWithoutExpiry(client, name)) {
    const submittedAt = typeof item.submitted_at === 'string' ? new Date(item.submitted_at) : undefined;
    if (!submittedAt || Number.isNaN(submittedAt.getTime())) {
      unreadable.push(String(item.id));
      continue;
    }
    const expiry = expiresAt(table, submittedAt);
    if (!dryRun && !(await setExpiry(client, name, item.id, expiry))) continue;
    updated += 1;
    if (expiry < nowSeconds) alreadyExpired += 1;
  }
  return { table: name, updated, alreadyExpired, unreadable };
}

/** Backfills every expiring table of `stage`, one after the other. */
export async function backfillExpiry(
  client: DynamoDBDocumentClient,
  stage: string,
  options: BackfillOptions = {},
): Promise<TableBackfill[]> {
  const results: TableBackfill[] = [];
  for (const table of expiringTables) results.push(await backfillTable(client, stage, table, options));
  return results;
}
