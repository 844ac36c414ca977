/**
 * Staff notifications without AWS: each new contact message or job application
 * in the embedded store goes, as an INSERT stream record, through the very
 * notifier code the Lambda runs; what SNS would e-mail is printed to the
 * terminal and, when data is kept on disk, filed in an outbox folder beside it
 * (under `.local-data/`, which git ignores).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DynamoDBRecord } from 'aws-lambda';
import { createSubmissionNotifier, type NoticePublisher } from '@ferrum/lambdas/tooling';
import type { SubmissionNotice } from '@ferrum/lambdas/tooling';
import { notifyingTables, parseTableName, type TableId } from '@ferrum/shared';
import type { LocalConfig } from './config.ts';
import type { StoredInsert } from './dynalite-inserts.ts';
import type { LocalDynamo } from './local-dynamodb.ts';

export interface LocalNotifierOptions {
  /**
   * Folder each notification is filed in, as one text file.
   * @default none: the terminal only
   */
  readonly outboxDir?: string;
  /**
   * Where a notification is printed.
   * @default console.log
   */
  readonly print?: (text: string) => void;
}

export interface LocalNotifier {
  /** Resolves once every notification so far has been printed and filed. */
  settled(): Promise<void>;
  /** Stops listening, after the notifications under way. */
  close(): Promise<void>;
}

/**
 * `OUTBOX_DIR` when set; else `.local-data/outbox` beside the store's data, and none when the data
 * stays in memory (the benchmark).
 */
export function localOutboxDir(
  config: Pick<LocalConfig, 'DATA_DIR' | 'IN_MEMORY_STORE' | 'OUTBOX_DIR'>,
): string | undefined {
  if (config.OUTBOX_DIR) return config.OUTBOX_DIR;
  return config.IN_MEMORY_STORE ? undefined : join(dirname(config.DATA_DIR), 'outbox');
}

/** `2026-05-04T08-15-30-123Z-contact-<id>.txt`: sorts by time, safe on every file system. */
function outboxFileName(notice: SubmissionNotice): string {
  return `${notice.submittedAt}-${notice.form}-${notice.id}`.replace(/[^\w-]/g, '-') + '.txt';
}

/** Prints each notification (and files it) instead of publishing it to SNS. */
export function localPublisher({ outboxDir, print = console.log }: LocalNotifierOptions): NoticePublisher {
  return async (notice) => {
    const text = `Subject: ${notice.subject}\n\n${notice.message}\n`;
    let filed = '';
    if (outboxDir) {
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, outboxFileName(notice));
      await writeFile(file, text);
      filed = `, filed in ${file}`;
    }
    print(`--- staff notification (local: not e-mailed${filed}) ---\n${text}---`);
  };
}

function isNotifying(table: TableId): boolean {
  return (notifyingTables as readonly TableId[]).includes(table);
}

/** An INSERT record as the table's stream would deliver it (NEW_IMAGE view). */
function insertRecord(insert: StoredInsert, region: string, sequenceNumber: bigint): DynamoDBRecord {
  const image = insert.item as NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;
  return {
    eventID: randomUUID().replaceAll('-', ''),
    eventName: 'INSERT',
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: `arn:aws:dynamodb:${region}:000000000000:table/${insert.tableName}/stream/local`,
    dynamodb: {
      ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
      NewImage: image,
      SequenceNumber: String(sequenceNumber),
      StreamViewType: 'NEW_IMAGE',
    },
  };
}

/** Notifies, one record at a time and in write order, of every new item in the notifying tables of `dynamo`. */
export function startLocalNotifier(
  dynamo: LocalDynamo,
  region: string,
  options: LocalNotifierOptions = {},
): LocalNotifier {
  const notify = createSubmissionNotifier({ publish: localPublisher(options) });
  let sequenceNumber = 0n;
  let queue = Promise.resolve();
  const stop = dynamo.onInsert((insert) => {
    const table = parseTableName(insert.tableName);
    // As on AWS, where only these tables have a stream.
    if (!table || !isNotifying(table.table)) return;
    sequenceNumber += 1n;
    const record = insertRecord(insert, region, sequenceNumber);
    queue = queue
      .then(async () => {
        const { batchItemFailures } = await notify({ Records: [record] });
        if (batchItemFailures.length > 0) {
          console.error(
            `A staff notification failed (on AWS the stream retries it, then the dead-letter queue keeps it).`,
          );
        }
      })
      .catch((error: unknown) => console.error('The local notifier failed:', error));
  });
  return {
    settled: () => queue,
    close: async () => {
      stop();
      await queue;
    },
  };
}
