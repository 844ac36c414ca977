/**
 * The newsletter table's operations for leaving it and for the staff export:
 * each takes the document client and the table name, so the unsubscribe
 * function (configured at cold start) and the export script (a stage's table
 * or the local stack's) share them.
 */
import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, paginateQuery, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  newsletterIndexName,
  newsletterList,
  unsubscribeTokenAttribute,
  unsubscribeTokenBytes,
  unsubscribeTokenIndexName,
} from '@ferrum/shared';
import { conditionFailure } from '../lib/conditional-writes.ts';

/** A new unsubscribe token: 256 random bits, base64url (43 characters, URL-safe as it is). */
export function newUnsubscribeToken(): string {
  return randomBytes(unsubscribeTokenBytes).toString('base64url');
}

/** The address whose subscription carries `token`, or undefined (unknown, or already used). */
export async function findSubscriberByToken(
  client: DynamoDBDocumentClient,
  tableName: string,
  token: string,
): Promise<string | undefined> {
  const { Items = [] } = await client.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: unsubscribeTokenIndexName,
      KeyConditionExpression: '#token = :token',
      ExpressionAttributeNames: { '#token': unsubscribeTokenAttribute },
      ExpressionAttributeValues: { ':token': token },
    }),
  );
  const email = Items[0]?.email;
  return typeof email === 'string' ? email : undefined;
}

/** What became of an unsubscribe request: the subscription is gone, or the token named none. */
export type RemoveOutcome = 'removed' | 'not-found';

/**
 * Deletes the subscription that carries `token`. The delete is conditional on
 * the token, so a stale index entry (the index is eventually consistent) never
 * removes a newer subscription of the same address.
 */
export async function removeSubscription(
  client: DynamoDBDocumentClient,
  tableName: string,
  token: string,
): Promise<RemoveOutcome> {
  const email = await findSubscriberByToken(client, tableName, token);
  if (email === undefined) return 'not-found';
  try {
    await client.send(
      new DeleteCommand({
        TableName: tableName,
        Key: { email },
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#token': unsubscribeTokenAttribute },
        ExpressionAttributeValues: { ':token': token },
      }),
    );
    return 'removed';
  } catch (error) {
    if (conditionFailure(error)) return 'not-found';
    throw error;
  }
}

/** A subscription as the export lists it. */
export interface ListedSubscription {
  email: string;
  subscribed_at: string;
  /** Absent on items stored before tokens existed (`ensureUnsubscribeToken` gives them one). */
  unsubscribe_token?: string;
}

/** Every subscription, oldest first, through the list index (which holds whole items). */
export async function* listSubscriptions(
  client: DynamoDBDocumentClient,
  tableName: string,
): AsyncGenerator<ListedSubscription> {
  const pages = paginateQuery(
    { client },
    {
      TableName: tableName,
      IndexName: newsletterIndexName,
      KeyConditionExpression: '#list = :list',
      ExpressionAttributeNames: { '#list': 'list' },
      ExpressionAttributeValues: { ':list': newsletterList },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) yield item as ListedSubscription;
  }
}

/**
 * The token of `email`'s subscription, giving it one if it has none (items
 * stored before tokens existed); undefined when the subscription is gone. Never
 * replaces a token and never recreates a deleted item.
 */
export async function ensureUnsubscribeToken(
  client: DynamoDBDocumentClient,
  tableName: string,
  email: string,
): Promise<string | undefined> {
  const token = newUnsubscribeToken();
  try {
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { email },
        UpdateExpression: 'SET #token = :token',
        ConditionExpression: 'attribute_exists(email) AND attribute_not_exists(#token)',
        ExpressionAttributeNames: { '#token': unsubscribeTokenAttribute },
        ExpressionAttributeValues: { ':token': token },
        // It has a token already: DynamoDB returns the item with the failure, its token in it.
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return token;
  } catch (error) {
    const failure = conditionFailure(error);
    if (!failure) throw error;
    if (failure.stored) return tokenOf(failure.stored);
  }
  // No item came with the failure: it was deleted, or the store returns none (dynalite). Read which.
  const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: { email }, ConsistentRead: true }));
  return Item ? tokenOf(Item) : undefined;
}

function tokenOf(item: Record<string, unknown>): string | undefined {
  const token = item[unsubscribeTokenAttribute];
  return typeof token === 'string' ? token : undefined;
}
