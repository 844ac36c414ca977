/**
 * Turns DynamoDB stream records of new contact messages and job applications
 * into staff notifications, one per item unless the gate folds it into its
 * window's digest (notice-windows.ts), through whatever publishes them (SNS
 * on AWS, the terminal and an outbox folder locally). Only an INSERT notifies:
 * an idempotent replay writes nothing and a honeypot hit stores nothing, so
 * neither produces a record; a staff edit is a MODIFY, and the deletion of an
 * expired item by DynamoDB's TTL is a REMOVE that is logged as such, never an error.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { Logger } from '@aws-lambda-powertools/logger';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { notifyingTables, parseTableName, type NotifyingTable } from '@ferrum/shared';
import type { NoticeDecision } from './notice-windows.ts';
import { submissionNotice, UnexpectedItemError, type StaffNotice, type SubmissionNotice } from './submission-notice.ts';

/** Sends one notification; throws when it could not be handed over. */
export type NoticePublisher = (notice: StaffNotice) => Promise<void>;

/** Whether a new item's notice goes out now or into its window's digest (notice-windows.ts decides on AWS and locally). */
export type NoticeGate = (notice: SubmissionNotice) => Promise<NoticeDecision>;

export interface SubmissionNotifierOptions {
  readonly publish: NoticePublisher;
  /**
   * Rations notices per form and window.
   * @default every new item is noticed (no window)
   */
  readonly gate?: NoticeGate;
  /**
   * Where the outcome of each record is logged: form, id and outcome only, never a name or a subject.
   * @default a Powertools logger for the service `ferrum-notifier`
   */
  readonly logger?: Logger;
}

/** `arn:aws:dynamodb:<region>:<account>:table/<name>/stream/<label>` → region and table name. */
function streamSource(arn: string | undefined): { region: string; tableName: string } {
  const match = /^arn:[^:]+:dynamodb:([^:]+):[^:]*:table\/([^/]+)\/stream\//.exec(arn ?? '');
  if (!match) throw new UnexpectedItemError(`Not a DynamoDB stream record (source ${arn ?? 'missing'})`);
  return { region: match[1]!, tableName: match[2]! };
}

/**
 * Whether DynamoDB's TTL removed the record's item (it had expired): the stream
 * names the service as the one who deleted it (DynamoDB Streams `Identity`).
 */
export function isTimeToLiveDeletion(record: DynamoDBRecord): boolean {
  const identity = record.userIdentity as { type?: unknown; principalId?: unknown } | undefined;
  return (
    record.eventName === 'REMOVE' && identity?.type === 'Service' && identity.principalId === 'dynamodb.amazonaws.com'
  );
}

function isNotifyingTable(table: string): table is NotifyingTable {
  return (notifyingTables as readonly string[]).includes(table);
}

/** The notification a record asks for, or undefined for a record that notifies nobody. */
function noticeFor(record: DynamoDBRecord): SubmissionNotice | undefined {
  // The event source mapping passes only INSERTs; this keeps the local path and a widened filter honest.
  if (record.eventName !== 'INSERT') return undefined;
  const { region, tableName } = streamSource(record.eventSourceARN);
  const table = parseTableName(tableName);
  if (!table || !isNotifyingTable(table.table)) {
    throw new UnexpectedItemError(`Stream of ${tableName}, which notifies nobody`);
  }
  const image = record.dynamodb?.NewImage;
  if (!image) throw new UnexpectedItemError('The stream record has no new image (stream view type must be NEW_IMAGE)');
  const item = unmarshall(image as Record<string, AttributeValue>);
  return submissionNotice(table.table, item, { region, stage: table.stage, tableName });
}

/**
 * A stream batch handler. Records are handled in order; at the first failure it
 * reports that record, so Lambda retries from it on (a DynamoDB stream keeps
 * order per item) and, once retries run out, sends the batch's description to
 * the on-failure destination.
 */
export function createSubmissionNotifier(options: SubmissionNotifierOptions) {
  const logger = options.logger ?? new Logger({ serviceName: 'ferrum-notifier' });
  const gate = options.gate ?? (async () => 'notice' as const);
  return async function notifySubmissions(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
    for (const record of event.Records) {
      const sequenceNumber = record.dynamodb?.SequenceNumber ?? '';
      try {
        if (isTimeToLiveDeletion(record)) {
          // Retention at work (docs/decisions/017): nobody needs to hear of it.
          logger.info('expired item deleted', { outcome: 'expired', sequenceNumber });
          continue;
        }
        const notice = noticeFor(record);
        if (!notice) {
          logger.info('record skipped', { outcome: 'skipped', eventName: record.eventName, sequenceNumber });
          continue;
        }
        if ((await gate(notice)) === 'digest') {
          logger.info('folded into the digest', { outcome: 'folded', form: notice.form, id: notice.id });
          continue;
        }
        await options.publish(notice);
        logger.info('staff notified', { outcome: 'notified', form: notice.form, id: notice.id });
      } catch (error) {
        // The name and our own messages only: a service error could echo what it was sent.
        const errorName = error instanceof Error ? error.name : typeof error;
        const detail = error instanceof UnexpectedItemError ? { errorMessage: error.message } : {};
        logger.error('notification failed', { outcome: 'failed', errorName, ...detail, sequenceNumber });
        return { batchItemFailures: [{ itemIdentifier: sequenceNumber }] };
      }
    }
    return { batchItemFailures: [] };
  };
}
