/**
 * A flood, end to end against dynalite: contact messages posted through the
 * real contact handler, their stream records handed to the real notifier in
 * concurrent batches, and the digest sender run as the schedule runs it, on a
 * clock the test moves. Every item is stored and listed; staff get the first
 * notices and one digest in which each address counts once.
 */
import { randomUUID } from 'node:crypto';
import { mockClient } from 'aws-sdk-client-mock';
import { PublishCommand, SNSClient, type PublishCommandInput } from '@aws-sdk/client-sns';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { apiRoutes, idempotencyKeyHeader, statusIndexName, tableName } from '@ferrum/shared';
import { createTables, tableReader, testCredentials, testRegion } from './support/dynamo.ts';
import { apiEvent } from './support/events.ts';
import { loadHandler, type InvokeHandler } from './support/handlers.ts';
import { freshWindowTable } from './support/notice-windows.ts';
import { streamEvent, streamRecord } from './support/streams.ts';

const stage = 'digest';
const noticesPerWindow = 5;
const senders = 20;
const postsPerSender = 3;
const sns = mockClient(SNSClient);
let contact: InvokeHandler;
let notify: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;
let sendDigests: () => Promise<{ sent: number }>;

beforeAll(async () => {
  const endpoint = inject('dynamoEndpoint');
  await createTables(endpoint, stage);
  const { tableName: windowTable, client } = await freshWindowTable(endpoint, { windowSeconds: 900, noticesPerWindow });
  client.destroy();
  vi.resetModules();
  contact = await loadHandler('contact', { stage });
  Object.assign(process.env, {
    NOTIFICATION_TOPIC_ARN: 'arn:aws:sns:us-east-1:123456789012:digest-ferrum-staff-notifications',
    NOTICE_WINDOW_TABLE: windowTable,
    NOTICE_WINDOW_SECONDS: '900',
    NOTICES_PER_WINDOW: String(noticesPerWindow),
  });
  notify = (await import('../src/handlers/submission-notifier.ts')).handler;
  sendDigests = (await import('../src/handlers/notice-digest.ts')).handler;
  sns.on(PublishCommand).resolves({ MessageId: 'message-1' });
});
afterEach(() => vi.useRealTimers());
afterAll(() => sns.restore());

const published = (): PublishCommandInput[] => sns.commandCalls(PublishCommand).map((call) => call.args[0].input);

/** Posts `postsPerSender` messages from each of `senders` addresses (a tag marks this run's), as visitors do. */
async function flood(tag: string): Promise<void> {
  const posts = Array.from({ length: senders * postsPerSender }, (_, index) => ({
    firstName: 'Flood',
    lastName: `Sender ${index % senders}`,
    email: `${tag}-${index % senders}@example.com`,
    subject: `Offer ${index}`,
    message: `SECRET-FLOOD-BODY ${index}`,
  }));
  for (const body of posts) {
    const result = await contact(
      apiEvent({ path: apiRoutes.contact.path, body, headers: { [idempotencyKeyHeader]: randomUUID() } }),
    );
    expect(result.statusCode).toBe(201);
  }
}

/** The tagged items as the stream delivers them: batches of 10, handed to the notifier at once. */
async function deliver(tag: string): Promise<void> {
  const reader = tableReader(inject('dynamoEndpoint'), stage);
  const items = (await reader.findBy('contact', 'first_name', 'Flood')).filter((item) =>
    String(item.email).startsWith(tag),
  );
  reader.close();
  expect(items).toHaveLength(senders * postsPerSender);
  const records = items.map((item) => streamRecord('contact', item, { stage, region: testRegion }));
  const batches = Array.from({ length: Math.ceil(records.length / 10) }, (_, index) =>
    streamEvent(...records.slice(index * 10, index * 10 + 10)),
  );
  const results = await Promise.all(batches.map((batch) => notify(batch)));
  for (const result of results) expect(result).toEqual({ batchItemFailures: [] });
}

/** Items listed under status new in the status index, as staff query it. */
async function listedAsNew(tag: string): Promise<number> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: testRegion, credentials: testCredentials }),
  );
  let listed = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: tableName(stage, 'contact'),
        IndexName: statusIndexName,
        KeyConditionExpression: '#status = :new',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':new': 'new' },
        ExclusiveStartKey: startKey,
      }),
    );
    listed += (page.Items ?? []).filter((item) => String(item.email).startsWith(tag)).length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  client.destroy();
  return listed;
}

describe('60 contact messages from 20 addresses within one window', () => {
  it('are all stored and listed; staff get 5 notices, then one digest when the window ends, each address counted once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-04T14:05:00.000Z'));
    const tag = `flood-${randomUUID()}`;
    await flood(tag);
    await deliver(tag);

    expect(await listedAsNew(tag)).toBe(senders * postsPerSender);
    expect(published()).toHaveLength(noticesPerWindow);
    for (const notice of published()) expect(notice.Subject).toMatch(/^\[digest\] New contact message: Offer \d+$/);

    // Before the window ends nothing is owed; after it, with no further post, the digest goes out once,
    // however many schedule runs overlap.
    vi.setSystemTime(new Date('2026-05-04T14:14:59.000Z'));
    expect(await sendDigests()).toEqual({ sent: 0 });
    vi.setSystemTime(new Date('2026-05-04T14:15:40.000Z'));
    const runs = await Promise.all([sendDigests(), sendDigests(), sendDigests()]);
    expect(runs.reduce((total, run) => total + run.sent, 0)).toBe(1);
    expect(await sendDigests()).toEqual({ sent: 0 });

    const digest = published().at(-1);
    expect(published()).toHaveLength(noticesPerWindow + 1);
    expect(digest?.Subject).toBe('[digest] 20 more contact messages since 2:05 PM UTC');
    expect(digest?.Message).toContain(
      '20 more contact messages on the digest site since 2:05 PM UTC on May 4, 2026, after the 5 with a notice of their own in the window from 2:00 PM UTC to 2:15 PM UTC.',
    );
    expect(digest?.Message).toContain('Repeated posts from one address count once: 55 contact messages in all');
    expect(digest?.Message).toContain(
      'https://us-east-1.console.aws.amazon.com/dynamodbv2/home?region=us-east-1#item-explorer?operation=QUERY&table=digest-contact-submissions',
    );
    expect(digest?.Message).toContain(`query the index ${statusIndexName} of digest-contact-submissions`);
    for (const secret of ['SECRET-FLOOD-BODY', 'Flood', 'Offer', '@example.com']) {
      expect(digest?.Message).not.toContain(secret);
    }
  });
});

describe('a digest SNS refuses', () => {
  it('stays owed and goes out with the next run', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-04T16:01:00.000Z'));
    const tag = `retry-${randomUUID()}`;
    await flood(tag);
    await deliver(tag);
    vi.setSystemTime(new Date('2026-05-04T16:16:00.000Z'));
    sns.reset();
    sns
      .on(PublishCommand)
      .rejectsOnce(Object.assign(new Error('Rate exceeded'), { name: 'ThrottledException' }))
      .resolves({ MessageId: 'message-2' });
    await expect(sendDigests()).rejects.toThrow('1 digest(s) not sent; the next run sends them.');
    expect(await sendDigests()).toEqual({ sent: 1 });
    expect(published().map((input) => input.Subject)).toEqual([
      '[digest] 20 more contact messages since 4:01 PM UTC',
      '[digest] 20 more contact messages since 4:01 PM UTC',
    ]);
  });
});
