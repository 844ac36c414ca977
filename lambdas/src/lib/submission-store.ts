/**
 * The form submissions in DynamoDB: one small function per operation. Items use
 * the snake_case attributes of docs/product.md#stored-items, ISO 8601 UTC times and flat values, so
 * staff can read them in the AWS console as they are. Contact messages and job
 * applications also carry `expires_at` (epoch seconds, the TTL attribute), set
 * once from the shared retention periods the privacy page states.
 */
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  expiresAt,
  initialSubmissionStatus,
  newsletterList,
  tableEnvironmentVariables,
  type ContactPayload,
  type ContactSource,
  type JobApplicationPayload,
  type NewsletterPayload,
  type SubmissionStatus,
} from '@ferrum/shared';
import type { JobOpening } from '@ferrum/shared/content/jobs';
import { newUnsubscribeToken } from '../newsletter/subscriptions.ts';
import { conditionFailure, type ConditionFailure } from './conditional-writes.ts';
import { readConfig } from './config.ts';
import { createDocumentClient } from './dynamodb.ts';
import { payloadFingerprint } from './payload-fingerprint.ts';

const config = readConfig();
const documentClient = createDocumentClient(config);

const tables = {
  newsletter: config[tableEnvironmentVariables.newsletter],
  contact: config[tableEnvironmentVariables.contact],
  jobApplications: config[tableEnvironmentVariables.jobApplications],
};

/** What a conditional put found: a new item, or one already stored under the same key. */
export type PutOutcome = 'created' | 'exists';

/**
 * What storing a submission under its idempotency key did: stored it; found the same
 * request already stored (a retry: `replayed`); or found a different request stored
 * under that key (`conflict`: nothing is written, and the sender must be told).
 */
export type SubmissionPutOutcome = 'created' | 'replayed' | 'conflict';

/** The attribute holding the print of the request a submission was stored from (./payload-fingerprint.ts). */
export const fingerprintAttribute = 'payload_sha256';

/** Puts `item` unless an item with the same key exists; never overwrites. */
async function putIfAbsent(
  tableName: string,
  keyAttribute: string,
  item: Record<string, unknown>,
  options: { returnStored: boolean } = { returnStored: false },
): Promise<{ outcome: 'created' } | ({ outcome: 'exists' } & ConditionFailure)> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: item,
        ConditionExpression: 'attribute_not_exists(#key)',
        ExpressionAttributeNames: { '#key': keyAttribute },
        ...(options.returnStored ? { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const } : {}),
      }),
    );
    return { outcome: 'created' };
  } catch (error) {
    const failure = conditionFailure(error);
    if (failure) return { outcome: 'exists', ...failure };
    throw error;
  }
}

/** The print of the submission stored under `id`, read consistently (the failed put did not return the item). */
async function storedFingerprint(tableName: string, id: string): Promise<unknown> {
  const { Item: stored } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: { id },
      ConsistentRead: true,
      ProjectionExpression: '#print',
      ExpressionAttributeNames: { '#print': fingerprintAttribute },
    }),
  );
  return stored?.[fingerprintAttribute];
}

/**
 * Puts a submission `item` under its idempotency key `id` unless one is stored; on a
 * stored one, compares the prints of the two requests. One conditional write, which
 * returns the stored item when it fails (a read only where the store does not): the
 * item is stored whole or not at all.
 */
async function putSubmission(
  tableName: string,
  item: { id: string; [fingerprintAttribute]: string } & Record<string, unknown>,
): Promise<SubmissionPutOutcome> {
  const put = await putIfAbsent(tableName, 'id', item, { returnStored: true });
  if (put.outcome === 'created') return 'created';
  const print = put.stored ? put.stored[fingerprintAttribute] : await storedFingerprint(tableName, item.id);
  // An item stored before prints were kept can't be told apart: a retry, as it was answered then.
  return print === undefined || print === item[fingerprintAttribute] ? 'replayed' : 'conflict';
}

/** An empty optional field is stored as null (docs/product.md#stored-items), not as an empty string or a missing attribute. */
function orNull(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

/**
 * The newsletter item: one per address, keyed by the normalised (trimmed,
 * lower-cased) e-mail. `list` is the partition of the index that lists
 * subscriptions newest first (`newsletterIndexName`); the token is the key of
 * the index the unsubscribe link looks it up in.
 */
export interface NewsletterSubscriptionItem {
  email: string;
  subscribed_at: string;
  source: string | null;
  list: typeof newsletterList;
  /** The secret of this subscription's unsubscribe link (shared `unsubscribeTokenAttribute`, indexed). */
  unsubscribe_token: string;
}

/** Stores a subscription; 'exists' when the address is already subscribed. */
export async function putNewsletterSubscription(payload: NewsletterPayload, now = new Date()): Promise<PutOutcome> {
  const item: NewsletterSubscriptionItem = {
    email: payload.email,
    subscribed_at: now.toISOString(),
    source: payload.source ?? null,
    list: newsletterList,
    unsubscribe_token: newUnsubscribeToken(),
  };
  return (await putIfAbsent(tables.newsletter, 'email', { ...item })).outcome;
}

/** The contact item, keyed by the request's idempotency key. */
export interface ContactSubmissionItem {
  id: string;
  submitted_at: string;
  /** When DynamoDB's TTL may delete it (epoch seconds): `submitted_at` plus the contact retention period. */
  expires_at: number;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  /** Where the message began when not on the contact page: `assistant` (the chat's "Talk to our team"); else null. */
  source: ContactSource | null;
  /** Review status (shared vocabulary); staff change it in the console. */
  status: SubmissionStatus;
  /** The print of the request it was stored from, to tell a retry from another message under the same key. */
  [fingerprintAttribute]: string;
}

/** Stores a contact message under `id`, its idempotency key (see `SubmissionPutOutcome`). */
export async function putContactSubmission(
  id: string,
  payload: ContactPayload,
  now = new Date(),
): Promise<SubmissionPutOutcome> {
  const item: ContactSubmissionItem = {
    id,
    submitted_at: now.toISOString(),
    expires_at: expiresAt('contact', now),
    first_name: payload.firstName,
    last_name: payload.lastName,
    email: payload.email,
    company: orNull(payload.company),
    subject: payload.subject,
    message: payload.message,
    source: payload.source ?? null,
    status: initialSubmissionStatus,
    [fingerprintAttribute]: payloadFingerprint(payload),
  };
  return putSubmission(tables.contact, { ...item });
}

/** The job application item, keyed by the request's idempotency key; carries the title so staff need no lookup. */
export interface JobApplicationItem {
  id: string;
  submitted_at: string;
  /** When DynamoDB's TTL may delete it (epoch seconds): `submitted_at` plus the job-application retention period. */
  expires_at: number;
  job_id: string;
  job_title: string;
  full_name: string;
  email: string;
  phone: string;
  linkedin_url: string | null;
  cover_letter: string;
  /** Review status (shared vocabulary); staff change it in the console. */
  status: SubmissionStatus;
  /** The print of the request it was stored from, to tell a retry from another application under the same key. */
  [fingerprintAttribute]: string;
}

/** Stores an application for `job` under `id`, its idempotency key (see `SubmissionPutOutcome`). */
export async function putJobApplication(
  id: string,
  payload: JobApplicationPayload,
  job: Pick<JobOpening, 'id' | 'title'>,
  now = new Date(),
): Promise<SubmissionPutOutcome> {
  const item: JobApplicationItem = {
    id,
    submitted_at: now.toISOString(),
    expires_at: expiresAt('jobApplications', now),
    job_id: job.id,
    job_title: job.title,
    full_name: payload.fullName,
    email: payload.email,
    phone: payload.phone,
    linkedin_url: orNull(payload.linkedIn),
    cover_letter: payload.coverLetter,
    status: initialSubmissionStatus,
    [fingerprintAttribute]: payloadFingerprint(payload),
  };
  return putSubmission(tables.jobApplications, { ...item });
}

/** Describes every submission table; throws when any is missing or DynamoDB is unreachable. */
export async function describeSubmissionTables(): Promise<void> {
  await Promise.all(
    Object.values(tables).map((TableName) => documentClient.send(new DescribeTableCommand({ TableName }))),
  );
}
