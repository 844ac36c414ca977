/**
 * A duplicate costs one DynamoDB call: the failed conditional write brings the
 * stored item back (`ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`), so a
 * retry is told from a conflict, and an existing token is found, without a
 * second read. Counted on the wire, against an endpoint that answers as
 * DynamoDB does (dynalite returns no item with the failure; the store reads it
 * then, which every dynalite test of these routes goes through).
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoutes, idempotencyKeyHeader, tableName, unsubscribeTokenAttribute } from '@ferrum/shared';
import { ensureUnsubscribeToken } from '../src/newsletter/subscriptions.ts';
import { testCredentials, testRegion, testStage } from './support/dynamo.ts';
import { startDynamoWire, type DynamoWire } from './support/dynamodb-wire.ts';
import { apiEvent, responseBody } from './support/events.ts';
import { loadHandler, type InvokeHandler } from './support/handlers.ts';

let wire: DynamoWire;
let contact: InvokeHandler;

beforeAll(async () => {
  wire = await startDynamoWire();
  vi.resetModules();
  contact = await loadHandler('contact', { endpoint: wire.endpoint });
});
afterAll(() => wire.close());
beforeEach(() => {
  wire.calls.length = 0;
});

const message = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Refinery assessment',
  message: 'We would like a quote for an OT assessment of two sites.',
};

const send = (body: unknown, key: string) =>
  contact(apiEvent({ path: apiRoutes.contact.path, body, headers: { [idempotencyKeyHeader]: key } }));

describe('a duplicate costs one DynamoDB call', () => {
  it('answers a retried contact message 201 from its failed put alone', async () => {
    const key = randomUUID();
    expect((await send(message, key)).statusCode).toBe(201);
    wire.calls.length = 0;

    const retry = await send(message, key);

    expect(retry.statusCode).toBe(201);
    expect(responseBody(retry)).toEqual({ ok: true, id: key });
    expect(wire.calls).toEqual(['PutItem']);
  });

  it('refuses another message under a stored key with 422 from its failed put alone', async () => {
    const key = randomUUID();
    await send(message, key);
    wire.calls.length = 0;

    const other = await send({ ...message, message: 'A different message, sent with the same key.' }, key);

    expect(other.statusCode).toBe(422);
    expect(responseBody(other)).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(wire.calls).toEqual(['PutItem']);
  });

  it("gives back a subscription's unsubscribe token from its failed update alone", async () => {
    const table = tableName(testStage, 'newsletter');
    const email = `token-${randomUUID()}@example.com`;
    wire.seed(table, 'email', { email: { S: email }, [unsubscribeTokenAttribute]: { S: 'the-stored-token' } });
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: wire.endpoint, region: testRegion, credentials: testCredentials }),
    );

    expect(await ensureUnsubscribeToken(client, table, email)).toBe('the-stored-token');
    expect(wire.calls).toEqual(['UpdateItem']);
    client.destroy();
  });
});
