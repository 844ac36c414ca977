/**
 * A DynamoDB endpoint that answers as the real service does where dynalite does
 * not: a failed conditional write asked for `ReturnValuesOnConditionCheckFailure:
 * 'ALL_OLD'` carries the stored item. It keeps items in memory, understands the
 * conditional writes of the submission store and the newsletter table
 * (PutItem with `attribute_not_exists(#key)`, UpdateItem setting a missing token),
 * GetItem, and records every call it gets, so a test counts what a request cost on
 * the wire.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

type Item = Record<string, AttributeValue>;

interface WriteRequest {
  TableName: string;
  Item?: Item;
  Key?: Item;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Item;
  ReturnValuesOnConditionCheckFailure?: 'ALL_OLD' | 'NONE';
}

export interface DynamoWire {
  endpoint: string;
  /** Every operation called, in order (`PutItem`, `GetItem`, ...). */
  calls: string[];
  /** Stores `item` in `table` under `keyAttribute`, as a previous write would have. */
  seed(table: string, keyAttribute: string, item: Item): void;
  close(): Promise<void>;
}

const operationOf = (target: string | string[] | undefined) => String(target).split('.').at(-1) ?? '';

/** Starts the endpoint on a free loopback port. */
export async function startDynamoWire(): Promise<DynamoWire> {
  const items = new Map<string, Item>();
  const keyOf = (table: string, attribute: string, value: AttributeValue | undefined) =>
    `${table}|${attribute}|${JSON.stringify(value)}`;
  const calls: string[] = [];

  function answer(operation: string, request: WriteRequest): { status: number; body: object } {
    const failed = (stored: Item | undefined) => ({
      status: 400,
      body: {
        __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
        message: 'The conditional request failed',
        ...(stored && request.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' ? { Item: stored } : {}),
      },
    });
    const names = request.ExpressionAttributeNames ?? {};
    if (operation === 'PutItem') {
      const attribute = names['#key']!;
      const key = keyOf(request.TableName, attribute, request.Item![attribute]);
      if (items.has(key)) return failed(items.get(key));
      items.set(key, request.Item!);
      return { status: 200, body: {} };
    }
    const [[attribute, value]] = Object.entries(request.Key ?? {}) as [[string, AttributeValue]];
    const stored = items.get(keyOf(request.TableName, attribute, value));
    if (operation === 'GetItem') return { status: 200, body: stored ? { Item: stored } : {} };
    if (operation === 'UpdateItem') {
      const tokenAttribute = names['#token']!;
      if (!stored || stored[tokenAttribute]) return failed(stored);
      stored[tokenAttribute] = request.ExpressionAttributeValues![':token']!;
      return { status: 200, body: {} };
    }
    return { status: 400, body: { __type: 'com.amazon.coral.validate#ValidationException', message: operation } };
  }

  const server: Server = createServer((incoming, response) => {
    let text = '';
    incoming.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    incoming.on('end', () => {
      const operation = operationOf(incoming.headers['x-amz-target']);
      calls.push(operation);
      const { status, body } = answer(operation, JSON.parse(text) as WriteRequest);
      response.writeHead(status, { 'Content-Type': 'application/x-amz-json-1.0' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    seed: (table, keyAttribute, item) => items.set(keyOf(table, keyAttribute, item[keyAttribute]), item),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
