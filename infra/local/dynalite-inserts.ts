/**
 * The embedded store's stand-in for a DynamoDB stream, as far as the staff
 * notifier needs one: an INSERT for each new item. dynalite has no streams, so
 * this listens beside it on its HTTP server and reports every PutItem that
 * succeeded under `attribute_not_exists(<key>)`: the only way the handlers
 * write a submission, and a success that can only mean a new item. A replay
 * fails its condition and a honeypot hit writes nothing, so neither is reported.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { parseTableName, tableKeys } from '@ferrum/shared';

/** A new item, as a stream record's NewImage carries it. */
export interface StoredInsert {
  readonly tableName: string;
  readonly item: Record<string, AttributeValue>;
}

interface PutItemRequest {
  TableName?: string;
  Item?: Record<string, AttributeValue>;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
}

/** The item a successful PutItem request created, or undefined when it may have replaced one. */
function insertedBy(request: PutItemRequest): StoredInsert | undefined {
  if (!request.TableName || !request.Item) return undefined;
  const table = parseTableName(request.TableName);
  const condition = /^attribute_not_exists\(\s*([#\w]+)\s*\)$/.exec(request.ConditionExpression?.trim() ?? '');
  if (!table || !condition) return undefined;
  const name = condition[1]!;
  const attribute = name.startsWith('#') ? request.ExpressionAttributeNames?.[name] : name;
  return attribute === tableKeys[table.table].partitionKey
    ? { tableName: request.TableName, item: request.Item }
    : undefined;
}

/** Calls `listener` for each item a PutItem creates on `server` (dynalite's); returns a function that stops it. */
export function watchInserts(server: Server, listener: (insert: StoredInsert) => void): () => void {
  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    if (request.headers['x-amz-target'] !== 'DynamoDB_20120810.PutItem') return;
    const chunks: Buffer[] = [];
    // dynalite reads the body with 'data' events too; both listeners get every chunk.
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.once('finish', () => {
      if (response.statusCode !== 200) return;
      let insert: StoredInsert | undefined;
      try {
        insert = insertedBy(JSON.parse(Buffer.concat(chunks).toString('utf8')) as PutItemRequest);
      } catch {
        return; // dynalite answered it, so it parsed; nothing to report otherwise.
      }
      if (insert) listener(insert);
    });
  };
  server.on('request', onRequest);
  return () => server.off('request', onRequest);
}
