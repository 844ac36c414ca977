/** Builds DynamoDB stream events as Lambda's event source mapping delivers them. */
import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { expiresAt, tableKeys, tableName, type TableId } from '@ferrum/shared';

type StreamImage = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;

let sequence = 100_000_000_000_000_000_000n;

export interface StreamRecordOptions {
  eventName?: DynamoDBRecord['eventName'];
  stage?: string;
  region?: string;
}

/** One stream record of `item` in `table` (NEW_IMAGE view), with a fresh, increasing sequence number. */
export function streamRecord(
  table: TableId,
  item: Record<string, unknown>,
  { eventName = 'INSERT', stage = 'dev', region = 'eu-west-1' }: StreamRecordOptions = {},
): DynamoDBRecord {
  const key = tableKeys[table].partitionKey;
  sequence += 1n;
  return {
    eventID: randomUUID().replaceAll('-', ''),
    eventName,
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: `arn:aws:dynamodb:${region}:123456789012:table/${tableName(stage, table)}/stream/2026-01-01T00:00:00.000`,
    dynamodb: {
      ApproximateCreationDateTime: Date.now() / 1000,
      Keys: marshall({ [key]: item[key] }) as unknown as StreamImage,
      NewImage: marshall(item, { removeUndefinedValues: true }) as unknown as StreamImage,
      SequenceNumber: String(sequence),
      SizeBytes: 512,
      StreamViewType: 'NEW_IMAGE',
    },
  };
}

/**
 * The record DynamoDB's TTL writes when it deletes an expired item: a REMOVE by
 * the service itself, with the keys and no image (the tables stream NEW_IMAGE,
 * and a deleted item has no new image).
 */
export function timeToLiveDeletionRecord(table: TableId, item: Record<string, unknown>): DynamoDBRecord {
  const record = streamRecord(table, item, { eventName: 'REMOVE' });
  const { NewImage: _none, ...withoutImage } = record.dynamodb ?? {};
  return {
    ...record,
    dynamodb: withoutImage,
    userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' },
  };
}

/** A batch of records. */
export function streamEvent(...records: DynamoDBRecord[]): DynamoDBStreamEvent {
  return { Records: records };
}

/** A contact item as the store writes it (see ContactSubmissionItem), changed by `changes`. */
export function contactItem(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    submitted_at: '2026-05-04T08:15:30.123Z',
    expires_at: expiresAt('contact', new Date('2026-05-04T08:15:30.123Z')),
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines Ltd',
    subject: 'Our plant was breached, call me',
    message: 'SECRET-MESSAGE-BODY: the historian at site B talks to an unknown host.',
    source: null,
    status: 'new',
    ...changes,
  };
}

/** A job application item as the store writes it (see JobApplicationItem), changed by `changes`. */
export function jobApplicationItem(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    submitted_at: '2026-05-04T09:00:00.000Z',
    expires_at: expiresAt('jobApplications', new Date('2026-05-04T09:00:00.000Z')),
    job_id: 'ics-security-consultant',
    job_title: 'ICS Security Consultant',
    full_name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+1 (212) 555-0199',
    linkedin_url: 'https://www.linkedin.com/in/secret-linkedin-profile',
    cover_letter: 'SECRET-COVER-LETTER: twenty years of control-system audits.',
    status: 'new',
    ...changes,
  };
}

/** Values a notification or a log line must never carry (message, e-mail, phone, LinkedIn URL, cover letter). */
export const privateValues = [
  'SECRET-MESSAGE-BODY',
  'ada@example.com',
  'grace@example.com',
  '555-0199',
  'secret-linkedin-profile',
  'SECRET-COVER-LETTER',
];
