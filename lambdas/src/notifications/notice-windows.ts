/**
 * The window table: one item per form and window that counts who had a notice
 * and what was folded into the digest. Every change is one conditional or atomic
 * UpdateItem, so concurrent notifier batches and digest senders agree without a
 * lock: a notice is granted while fewer than the limit were, a digest is claimed
 * by one sender only, and nothing is folded into a window whose digest is claimed.
 */
import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expiryAttribute, type NotifyingTable } from '@ferrum/shared';
import {
  digestLookbackSeconds,
  noticeWindowKeys,
  windowItemLifetimeSeconds,
  windowStartKey,
  windowStartOf,
  type NoticeWindowSettings,
} from './notice-window.ts';

/** What happens to a new item's notice. */
export type NoticeDecision = 'notice' | 'digest';

/** A window whose digest one sender has claimed: its counts are final. */
export interface FoldedWindow {
  readonly form: NotifyingTable;
  /** Epoch milliseconds. */
  readonly windowStart: number;
  /** When the first post was folded (epoch milliseconds): the digest's "since". */
  readonly firstFoldedAt: number;
  /** Addresses whose posts were folded, each counted once. */
  readonly senders: number;
  /** Posts folded, repeats included. */
  readonly posts: number;
  /** Notices of their own granted in the window. */
  readonly notices: number;
}

export interface NoticeWindowsOptions {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
  readonly settings: NoticeWindowSettings;
}

/**
 * Addresses one window item remembers (16 hex characters each, well under the
 * 400 KB item limit); beyond them every folded post counts as a new sender.
 */
export const maxTrackedSenders = 10_000;

/** A claimed digest whose sender vanished (a crash, a timeout) may be claimed again after this. */
export const digestClaimLeaseMs = 5 * 60_000;

const digestSending = 'sending';
const digestSent = 'sent';

/** A document client for the window table (dynalite locally, DynamoDB on AWS). */
export function createWindowTableClient(region: string, endpoint?: string): DynamoDBDocumentClient {
  const client = new DynamoDBClient({ region, ...(endpoint ? { endpoint } : {}), maxAttempts: 3 });
  return DynamoDBDocumentClient.from(client);
}

function isConditionFailure(error: unknown): boolean {
  return (
    error instanceof ConditionalCheckFailedException ||
    (error as Error | undefined)?.name === 'ConditionalCheckFailedException'
  );
}

function setSize(value: unknown): number {
  return value instanceof Set ? value.size : 0;
}

/** One stage's window table, as every operation below reads it. */
interface WindowTable extends NoticeWindowsOptions {
  readonly windowMs: number;
}

function keyOf(form: NotifyingTable, windowStart: number) {
  return { [noticeWindowKeys.partitionKey]: form, [noticeWindowKeys.sortKey]: windowStartKey(windowStart) };
}

/** When a window's item may go (DynamoDB's TTL), in epoch seconds. */
function expiryOf(table: WindowTable, windowStart: number): number {
  return Math.floor((windowStart + table.windowMs) / 1000) + windowItemLifetimeSeconds;
}

/** Grants a notice of its own unless the window's limit is reached or the sender had one; a retry of a granted item is granted again. */
async function grantNotice(
  table: WindowTable,
  form: NotifyingTable,
  windowStart: number,
  id: string,
  sender: string,
): Promise<boolean> {
  try {
    await table.client.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keyOf(form, windowStart),
        UpdateExpression:
          'ADD noticed_ids :ids, noticed_senders :senders SET #expiry = if_not_exists(#expiry, :expiry)',
        ConditionExpression:
          'contains(noticed_ids, :id) OR ((attribute_not_exists(noticed_ids) OR size(noticed_ids) < :limit) AND NOT contains(noticed_senders, :sender))',
        ExpressionAttributeNames: { '#expiry': expiryAttribute },
        ExpressionAttributeValues: {
          ':ids': new Set([id]),
          ':senders': new Set([sender]),
          ':id': id,
          ':sender': sender,
          ':limit': table.settings.noticesPerWindow,
          ':expiry': expiryOf(table, windowStart),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Adds the post to the window's digest; false when the digest is already claimed (the post belongs to the next one). */
async function fold(
  table: WindowTable,
  form: NotifyingTable,
  windowStart: number,
  sender: string,
  at: number,
): Promise<boolean> {
  const common = {
    TableName: table.tableName,
    Key: keyOf(form, windowStart),
    ExpressionAttributeNames: { '#expiry': expiryAttribute },
  };
  const values = { ':one': 1, ':at': new Date(at).toISOString(), ':expiry': expiryOf(table, windowStart) };
  const setCommon =
    'SET first_folded_at = if_not_exists(first_folded_at, :at), #expiry = if_not_exists(#expiry, :expiry)';
  try {
    await table.client.send(
      new UpdateCommand({
        ...common,
        UpdateExpression: `ADD folded_senders :senders, folded_posts :one ${setCommon}`,
        ConditionExpression:
          'attribute_not_exists(digest) AND (attribute_not_exists(folded_senders) OR size(folded_senders) < :cap OR contains(folded_senders, :sender))',
        ExpressionAttributeValues: {
          ...values,
          ':senders': new Set([sender]),
          ':sender': sender,
          ':cap': maxTrackedSenders,
        },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { Item } = await table.client.send(
    new GetCommand({ TableName: table.tableName, Key: common.Key, ConsistentRead: true }),
  );
  if (Item?.digest) return false;
  // Too many addresses to remember: this post counts as a new sender.
  try {
    await table.client.send(
      new UpdateCommand({
        ...common,
        UpdateExpression: `ADD folded_posts :one, untracked_senders :one ${setCommon}`,
        ConditionExpression: 'attribute_not_exists(digest)',
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Decides, at `at` (epoch ms), whether the new item `id` from `sender` gets a notice of its own or goes into the digest. */
async function admit(
  table: WindowTable,
  form: NotifyingTable,
  id: string,
  sender: string,
  at: number,
): Promise<NoticeDecision> {
  const windowStart = windowStartOf(at, table.settings.windowSeconds);
  if (await grantNotice(table, form, windowStart, id, sender)) return 'notice';
  // A post that reaches a window whose digest is already claimed (clocks a moment apart) joins the next one.
  if (!(await fold(table, form, windowStart, sender, at)))
    await fold(table, form, windowStart + table.windowMs, sender, at);
  return 'digest';
}

/** Starts (epoch ms) of the windows of `form` that ended before `at`, folded something and still owe their digest. */
async function owedDigests(table: WindowTable, form: NotifyingTable, at: number): Promise<number[]> {
  const current = windowStartOf(at, table.settings.windowSeconds);
  const starts: number[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(
      new QueryCommand({
        TableName: table.tableName,
        KeyConditionExpression: '#form = :form AND #start BETWEEN :from AND :to',
        FilterExpression: 'folded_posts > :zero AND (attribute_not_exists(digest) OR digest <> :sent)',
        ExpressionAttributeNames: { '#form': noticeWindowKeys.partitionKey, '#start': noticeWindowKeys.sortKey },
        ExpressionAttributeValues: {
          ':form': form,
          ':from': windowStartKey(current - digestLookbackSeconds * 1000),
          ':to': windowStartKey(current - 1),
          ':zero': 0,
          ':sent': digestSent,
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) starts.push(Date.parse(String(item[noticeWindowKeys.sortKey])));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return starts;
}

/** Claims the digest of a window for the caller alone; undefined when another sender has it or it went out. */
async function claimDigest(
  table: WindowTable,
  form: NotifyingTable,
  windowStart: number,
  at: number,
): Promise<FoldedWindow | undefined> {
  try {
    const { Attributes: item = {} } = await table.client.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keyOf(form, windowStart),
        UpdateExpression: 'SET digest = :sending, digest_claimed_at = :at',
        ConditionExpression:
          'folded_posts > :zero AND (attribute_not_exists(digest) OR (digest = :sending AND digest_claimed_at < :expired))',
        ExpressionAttributeValues: {
          ':sending': digestSending,
          ':at': at,
          ':expired': at - digestClaimLeaseMs,
          ':zero': 0,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return {
      form,
      windowStart,
      firstFoldedAt: Date.parse(String(item.first_folded_at)),
      senders: setSize(item.folded_senders) + Number(item.untracked_senders ?? 0),
      posts: Number(item.folded_posts ?? 0),
      notices: setSize(item.noticed_ids),
    };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Gives a claimed digest back after its publication failed, so the next run sends it at once. */
async function releaseDigest(table: WindowTable, form: NotifyingTable, windowStart: number): Promise<void> {
  await table.client.send(
    new UpdateCommand({
      TableName: table.tableName,
      Key: keyOf(form, windowStart),
      UpdateExpression: 'REMOVE digest, digest_claimed_at',
      ConditionExpression: 'digest = :sending',
      ExpressionAttributeValues: { ':sending': digestSending },
    }),
  );
}

/** Records that the claimed digest went out, so no sender sends it again. */
async function markDigestSent(
  table: WindowTable,
  form: NotifyingTable,
  windowStart: number,
  at: number,
): Promise<void> {
  await table.client.send(
    new UpdateCommand({
      TableName: table.tableName,
      Key: keyOf(form, windowStart),
      UpdateExpression: 'SET digest = :sent, digest_sent_at = :at',
      ExpressionAttributeValues: { ':sent': digestSent, ':at': new Date(at).toISOString() },
    }),
  );
}

/** The window table's operations for one stage. */
export function noticeWindows(options: NoticeWindowsOptions) {
  const table: WindowTable = { ...options, windowMs: options.settings.windowSeconds * 1000 };
  return {
    admit: (form: NotifyingTable, id: string, sender: string, at: number) => admit(table, form, id, sender, at),
    owedDigests: (form: NotifyingTable, at: number) => owedDigests(table, form, at),
    claimDigest: (form: NotifyingTable, windowStart: number, at: number) => claimDigest(table, form, windowStart, at),
    releaseDigest: (form: NotifyingTable, windowStart: number) => releaseDigest(table, form, windowStart),
    markDigestSent: (form: NotifyingTable, windowStart: number, at: number) =>
      markDigestSent(table, form, windowStart, at),
  };
}

export type NoticeWindows = ReturnType<typeof noticeWindows>;

/** The window table as the local stack and the tests create it (the CDK app builds the same keys). */
export function noticeWindowTableInput(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: noticeWindowKeys.partitionKey, AttributeType: 'S' },
      { AttributeName: noticeWindowKeys.sortKey, AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: noticeWindowKeys.partitionKey, KeyType: 'HASH' },
      { AttributeName: noticeWindowKeys.sortKey, KeyType: 'RANGE' },
    ],
  };
}
