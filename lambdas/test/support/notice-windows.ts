/** A fresh window table in the tests' dynalite for each caller, so no test sees another's windows. */
import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { expect, vi } from 'vitest';
import { noticeWindows, noticeWindowTableInput, type NoticeWindows } from '../../src/notifications/notice-windows.ts';
import type { NoticeWindowSettings } from '../../src/notifications/notice-window.ts';
import { testCredentials, testRegion } from './dynamo.ts';

export interface TestWindows {
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
  readonly windows: NoticeWindows;
}

/** Creates a window table with a unique name and the operations on it under `settings`. */
export async function freshWindowTable(endpoint: string, settings: NoticeWindowSettings): Promise<TestWindows> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: testRegion, credentials: testCredentials }),
  );
  const tableName = `test-notice-windows-${randomUUID()}`;
  await client.send(new CreateTableCommand(noticeWindowTableInput(tableName)));
  // dynalite creates a table a moment after it answers.
  await vi.waitFor(async () => {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    expect(Table?.TableStatus).toBe('ACTIVE');
  });
  return { tableName, client, windows: noticeWindows({ client, tableName, settings }) };
}
