/**
 * The indexes staff query in the DynamoDB console, against dynalite with the
 * tables `createTableInput` describes: "status = new, newest first" on contact
 * messages and job applications, "list = newsletter, newest first" on
 * subscriptions, and what a status change or a removal does to those lists.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apiRoutes,
  idempotencyKeyHeader,
  newsletterIndexName,
  newsletterList,
  statusIndexName,
  tableKeys,
  tableName,
  unsubscribeTokenPattern,
  type SubmissionStatus,
  type TableId,
} from '@ferrum/shared';
import { findJobOpening } from '@ferrum/shared/content/jobs';
import { testCredentials, testRegion, testStage } from './support/dynamo.ts';
import type * as StoreModule from '../src/lib/submission-store.ts';
import { apiEvent } from './support/events.ts';
import { loadHandler, setHandlerEnvironment } from './support/handlers.ts';

type Store = typeof StoreModule;

const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: testRegion, credentials: testCredentials }),
);
let store: Store;

beforeAll(async () => {
  setHandlerEnvironment();
  store = await import('../src/lib/submission-store.ts');
});
afterAll(() => client.destroy());

/**
 * What the console's "Query" on an index returns with "Sort descending" ticked:
 * every item under `partition`, newest first (all pages, as the console pages on).
 */
async function queryNewestFirst(table: TableId, partition: string): Promise<Record<string, unknown>[]> {
  const [index] = tableKeys[table].indexes;
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: tableName(testStage, table),
        IndexName: index.name,
        KeyConditionExpression: '#partition = :value',
        ExpressionAttributeNames: { '#partition': index.partitionKey },
        ExpressionAttributeValues: { ':value': partition },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Only the items this test stored (other test files share the tables), in the order the query gave. */
const onlyIds = (items: Record<string, unknown>[], ids: readonly string[]) =>
  items.filter((item) => ids.includes(String(item.id)));

/** Three moments a minute apart, on a day no other test writes on. */
function threeMinutes(): Date[] {
  const day = Date.UTC(2001, 0, 1) + Math.floor(Math.random() * 3_000) * 86_400_000;
  return [0, 1, 2].map((minute) => new Date(day + minute * 60_000));
}

const contactPayload = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  subject: 'Our plant was breached, call me',
  message: 'The historian at site B talks to an unknown host.',
  website: '',
};

async function setStatus(table: TableId, id: string, status: SubmissionStatus) {
  await client.send(
    new UpdateCommand({
      TableName: tableName(testStage, table),
      Key: { id },
      UpdateExpression: 'SET #status = :status',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status },
    }),
  );
}

describe(`${statusIndexName}, queried as the console does`, () => {
  it('lists new contact messages newest first, with who and what about but without the message', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const times = threeMinutes();
    for (const [i, id] of ids.entries()) await store.putContactSubmission(id, contactPayload, times[i]);

    const listed = onlyIds(await queryNewestFirst('contact', 'new'), ids);

    expect(listed.map((item) => item.id)).toEqual([...ids].reverse());
    expect(listed[0]).toEqual({
      id: ids[2],
      status: 'new',
      submitted_at: times[2]?.toISOString(),
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: 'Analytical Engines Ltd',
      subject: 'Our plant was breached, call me',
      email: 'ada@example.com',
    });
  });

  it('lists new job applications newest first, with the job title but without phone, LinkedIn or cover letter', async () => {
    const ids = [randomUUID(), randomUUID()];
    const times = threeMinutes();
    const job = findJobOpening('digital-twin-developer')!;
    const payload = {
      jobId: job.id,
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 (212) 555-0199',
      linkedIn: 'https://www.linkedin.com/in/grace-hopper-example',
      coverLetter: 'Twenty years of control-system audits for utilities.',
      website: '',
    };
    for (const [i, id] of ids.entries()) await store.putJobApplication(id, payload, job, times[i]);

    const listed = onlyIds(await queryNewestFirst('jobApplications', 'new'), ids);

    expect(listed.map((item) => item.id)).toEqual([...ids].reverse());
    expect(listed[0]).toEqual({
      id: ids[1],
      status: 'new',
      submitted_at: times[1]?.toISOString(),
      job_id: 'digital-twin-developer',
      job_title: 'Digital Twin Developer',
      full_name: 'Grace Hopper',
      email: 'grace@example.com',
    });
  });

  it('shows a message posted to the API in the new list at once', async () => {
    const contact = await loadHandler('contact');
    const id = randomUUID();
    const result = await contact(
      apiEvent({ path: apiRoutes.contact.path, body: contactPayload, headers: { [idempotencyKeyHeader]: id } }),
    );
    expect(result.statusCode).toBe(201);
    expect(onlyIds(await queryNewestFirst('contact', 'new'), [id])).toHaveLength(1);
  });

  it('moves an item out of "new" and into "in-progress" when staff change its status', async () => {
    const id = randomUUID();
    await store.putContactSubmission(id, contactPayload);

    await setStatus('contact', id, 'in-progress');

    expect(onlyIds(await queryNewestFirst('contact', 'new'), [id])).toEqual([]);
    expect(onlyIds(await queryNewestFirst('contact', 'in-progress'), [id])).toEqual([
      expect.objectContaining({ id, status: 'in-progress' }),
    ]);
  });
});

describe(`${newsletterIndexName}, queried as the console does`, () => {
  it('lists subscriptions newest first', async () => {
    const emails = [0, 1, 2].map(() => `reader-${randomUUID()}@example.com`);
    const times = threeMinutes();
    for (const [i, email] of emails.entries())
      await store.putNewsletterSubscription({ email, source: 'blog' }, times[i]);

    const listed = (await queryNewestFirst('newsletter', newsletterList)).filter((item) =>
      emails.includes(String(item.email)),
    );

    expect(listed.map((item) => item.email)).toEqual([...emails].reverse());
    expect(listed[0]).toEqual({
      email: emails[2],
      subscribed_at: times[2]?.toISOString(),
      source: 'blog',
      list: newsletterList,
      unsubscribe_token: expect.stringMatching(unsubscribeTokenPattern),
    });
  });

  it('drops an address for good when staff delete it on request', async () => {
    const email = `reader-${randomUUID()}@example.com`;
    await store.putNewsletterSubscription({ email });

    await client.send(new DeleteCommand({ TableName: tableName(testStage, 'newsletter'), Key: { email } }));

    const listed = await queryNewestFirst('newsletter', newsletterList);
    expect(listed.some((item) => item.email === email)).toBe(false);
  });
});
