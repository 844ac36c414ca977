/**
 * DynamoDB's TTL without AWS. dynalite has no TTL (it refuses UpdateTimeToLive),
 * so the local stack deletes expired contact messages and job applications
 * itself: once at start, then on an interval. It keeps TTL's rules: an item goes
 * when its `expires_at` is a Number of epoch seconds before now; an item without
 * one, or with another type, stays; newsletter subscriptions are never looked
 * at. A deletion is a DeleteItem, which the local notifier never hears of, as a
 * TTL deletion on AWS notifies nobody.
 */
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';
import { expiringTables, expiryAttribute, tableKeys, tableName } from '@ferrum/shared';

/** How often the sweep runs after the one at start: DynamoDB itself typically takes up to two days. */
export const defaultSweepIntervalMs = 60 * 60 * 1000;

export interface ExpirySweepOptions {
  /**
   * Time between sweeps after the one at start.
   * @default one hour (`defaultSweepIntervalMs`)
   */
  readonly intervalMs?: number;
  /**
   * The clock, in milliseconds since 1970 (tests move it).
   * @default Date.now
   */
  readonly now?: () => number;
  /**
   * Where a sweep that deleted something, or failed, is reported.
   * @default console.log
   */
  readonly print?: (text: string) => void;
}

export interface ExpirySweep {
  /** Deletes every item expired by now; resolves to how many went. Sweeps never overlap. */
  sweep(): Promise<number>;
  /** Stops the interval, after the sweep under way. */
  close(): Promise<void>;
}

type Key = Record<string, unknown>;

/** The keys of the items of `table` whose expiry is before `nowSeconds`. */
async function expiredKeys(client: DynamoDBDocumentClient, TableName: string, keyName: string, nowSeconds: number) {
  const keys: Key[] = [];
  const pages = paginateScan(
    { client },
    {
      TableName,
      // `<` against a Number is false for a String or a missing attribute: TTL ignores those too.
      FilterExpression: '#expires < :now',
      ProjectionExpression: '#key',
      ExpressionAttributeNames: { '#expires': expiryAttribute, '#key': keyName },
      ExpressionAttributeValues: { ':now': nowSeconds },
    },
  );
  for await (const page of pages) keys.push(...(page.Items ?? []));
  return keys;
}

/** Deletes the item under `Key` if it is still expired (staff may have raised its expiry since the scan). */
async function deleteIfExpired(client: DynamoDBDocumentClient, TableName: string, Key: Key, nowSeconds: number) {
  try {
    await client.send(
      new DeleteCommand({
        TableName,
        Key,
        ConditionExpression: '#expires < :now',
        ExpressionAttributeNames: { '#expires': expiryAttribute },
        ExpressionAttributeValues: { ':now': nowSeconds },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Sweeps the expiring tables of `stage` on `endpoint` now, resolves once that
 * first sweep is done, and sweeps again every `intervalMs`.
 */
export async function startExpirySweep(
  endpoint: string,
  stage: string,
  region: string,
  { intervalMs = defaultSweepIntervalMs, now = Date.now, print = console.log }: ExpirySweepOptions = {},
): Promise<ExpirySweep> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );

  async function sweepOnce(): Promise<number> {
    const nowSeconds = Math.floor(now() / 1000);
    let deleted = 0;
    for (const table of expiringTables) {
      const name = tableName(stage, table);
      for (const key of await expiredKeys(client, name, tableKeys[table].partitionKey, nowSeconds)) {
        if (await deleteIfExpired(client, name, key, nowSeconds)) deleted += 1;
      }
    }
    if (deleted > 0) print(`Deleted ${deleted} expired item(s) from the local store, as DynamoDB's TTL would.`);
    return deleted;
  }

  let running: Promise<number> | undefined;
  const sweep = () => {
    running ??= sweepOnce().finally(() => (running = undefined));
    return running;
  };

  try {
    await sweep();
  } catch (error) {
    client.destroy();
    throw error;
  }
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => print(`The expiry sweep failed (it runs again in ${intervalMs} ms): ${error}`));
  }, intervalMs);
  // The sweep alone never keeps the process alive.
  timer.unref();

  return {
    sweep,
    close: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
      client.destroy();
    },
  };
}
