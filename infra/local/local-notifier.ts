/**
 * Staff notifications without AWS: each new contact message or job application
 * in the embedded store goes, as an INSERT stream record, through the very
 * notifier code the Lambda runs, with its window table in the same store; a
 * timer stands in for the schedule that sends each ended window's digest. What
 * SNS would e-mail is printed to the terminal and, when data is kept on disk,
 * filed in an outbox folder beside it (under `.local-data/`, which git ignores).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CreateTableCommand, DynamoDBClient, ResourceInUseException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import {
  createDigestSender,
  createSubmissionNotifier,
  noticeWindows,
  noticeWindowTableInput,
  noticeWindowTableName,
  type NoticePublisher,
  type NoticeWindowSettings,
  type StaffNotice,
} from '@ferrum/lambdas/tooling';
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
  /**
   * Notices per form and window before the rest go into a digest (NOTICE_WINDOW_SECONDS, NOTICES_PER_WINDOW).
   * @default the stages' setting: 5 in 15 minutes
   */
  readonly notices?: NoticeWindowSettings;
  /**
   * The stage whose ended windows are checked for their digest from the start (its table names).
   * @default each stage an insert came from
   */
  readonly stage?: string;
  /**
   * How often ended windows are checked for their digest (on AWS: every minute).
   * @default every 5 seconds
   */
  readonly digestCheckMs?: number;
  /**
   * The time now, in epoch milliseconds (tests set it).
   * @default Date.now
   */
  readonly clock?: () => number;
}

/** The stages' default (infra/lib/stages.ts). */
export const defaultLocalNotices: NoticeWindowSettings = { windowSeconds: 15 * 60, noticesPerWindow: 5 };

export interface LocalNotifier {
  /** Resolves once every notification so far has been printed and filed. */
  settled(): Promise<void>;
  /** Sends the digests ended windows owe now, as the timer does; resolves to how many went out. */
  sendDigests(): Promise<number>;
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

/** `2026-05-04T08-15-30-123Z-contact-<id>.txt` (a digest: `<window end>-contact-digest-<window start>.txt`): sorts by time, safe on every file system. */
function outboxFileName(notice: StaffNotice): string {
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

/** The window table of `stage` in the embedded store, created when first needed. */
async function ensureWindowTable(client: DynamoDBDocumentClient, stage: string): Promise<string> {
  const tableName = noticeWindowTableName(stage);
  try {
    await client.send(new CreateTableCommand(noticeWindowTableInput(tableName)));
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  return tableName;
}

/**
 * Notifies, one record at a time and in write order, of every new item in the notifying tables of `dynamo`,
 * rationed per form and window as on AWS; every `digestCheckMs` sends the digests ended windows owe.
 */
export function startLocalNotifier(
  dynamo: LocalDynamo,
  region: string,
  options: LocalNotifierOptions = {},
): LocalNotifier {
  const { notices = defaultLocalNotices, clock = () => Date.now() } = options;
  const publish = localPublisher(options);
  // dynalite accepts any credentials; the SDK must not look for real ones.
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region,
      endpoint: dynamo.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const stages = new Map<
    string,
    Promise<{ notify: ReturnType<typeof createSubmissionNotifier>; sendDigests: () => Promise<{ sent: number }> }>
  >();
  const forStage = (stage: string) => {
    let paths = stages.get(stage);
    if (!paths) {
      paths = ensureWindowTable(client, stage).then((tableName) => {
        const windows = noticeWindows({ client, tableName, settings: notices });
        return {
          notify: createSubmissionNotifier({
            publish,
            gate: (notice) => windows.admit(notice.form, notice.id, notice.sender, clock()),
          }),
          sendDigests: createDigestSender({ windows, publish, place: { region, stage }, settings: notices, clock }),
        };
      });
      stages.set(stage, paths);
    }
    return paths;
  };
  if (options.stage) void forStage(options.stage);
  let sequenceNumber = 0n;
  let queue = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    const run = queue.then(work);
    queue = run.catch((error: unknown) => console.error('The local notifier failed:', error));
    return run;
  };
  const stop = dynamo.onInsert((insert) => {
    const table = parseTableName(insert.tableName);
    // As on AWS, where only these tables have a stream.
    if (!table || !isNotifying(table.table)) return;
    sequenceNumber += 1n;
    const record = insertRecord(insert, region, sequenceNumber);
    void enqueue(async () => {
      const { batchItemFailures } = await (await forStage(table.stage)).notify({ Records: [record] });
      if (batchItemFailures.length > 0) {
        console.error(
          `A staff notification failed (on AWS the stream retries it, then the dead-letter queue keeps it).`,
        );
      }
    });
  });
  // Digests go through the same queue, so a digest never overtakes the notices before it.
  const sendDigests = async () => {
    let sent = 0;
    await enqueue(async () => {
      for (const paths of stages.values()) sent += (await (await paths).sendDigests()).sent;
    });
    return sent;
  };
  const timer = setInterval(() => void sendDigests().catch(() => undefined), options.digestCheckMs ?? 5_000);
  timer.unref();
  return {
    settled: () => queue,
    sendDigests,
    close: async () => {
      clearInterval(timer);
      stop();
      await queue;
      client.destroy();
    },
  };
}
