/**
 * HTTP load on each POST endpoint of the local stack (autocannon), with valid
 * requests carrying unique data; afterwards the stored items are counted:
 * nothing lost (every 2xx stored), nothing doubled. Then the flood of issue 33
 * on a stack of its own: 500 contact messages at once from 100 addresses, every
 * one stored and listed, and what staff got: the window's notices and its digest.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import autocannon from 'autocannon';
import {
  apiRoutes,
  idempotencyKeyHeader,
  statusIndexName,
  tableName,
  type ChatRequestInput,
  type ContactInput,
  type JobApplicationInput,
  type NewsletterInput,
  type TableId,
} from '@ferrum/shared';
import { jobIds } from '@ferrum/shared/content/jobs';
import type { BudgetCheck } from './budgets.ts';
import { startStackProcess } from './local-stack-process.ts';

export interface LoadResult {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests sent; the last one of each connection may still be in flight when the run stops. */
  sent: number;
  responses2xx: number;
  non2xx: number;
  errors: number;
  /** Items in the table afterwards (undefined for the chat, which stores nothing). */
  storedItems?: number;
  /** The flood only: what staff got, and the items listed under status new. */
  staff?: StaffNotices;
}

/** What the flood's stack filed in its outbox, and what its status index lists. */
export interface StaffNotices {
  /** Items the status index lists under `status = new` (staff's list of new items). */
  listedItems: number;
  /** Notices of their own, one per item. */
  notices: number;
  /** Digests, one per form and window that folded posts. */
  digests: number;
  /** Each digest's subject. */
  digestSubjects: string[];
  /** Distinct sender addresses among the posts. */
  senders: number;
  /** The windows the posts fell in (the flood waits for a window to start, so 1 unless it ran long). */
  windows: number;
  windowSeconds: number;
  noticesPerWindow: number;
}

interface Target {
  path: string;
  table?: TableId;
  body: () => NewsletterInput | ContactInput | JobApplicationInput | ChatRequestInput;
  /** Send a new `Idempotency-Key` header with each request (contact, job applications), as the page does. */
  keyed?: boolean;
}

const targets: Target[] = [
  {
    path: apiRoutes.newsletter.path,
    table: 'newsletter',
    body: () => ({ email: `bench-${randomUUID()}@example.com`, source: 'blog' }),
  },
  {
    path: apiRoutes.contact.path,
    table: 'contact',
    body: () => ({
      firstName: 'Bench',
      lastName: 'Visitor',
      email: `bench-${randomUUID()}@example.com`,
      company: 'Load Test Utility',
      subject: 'Data diode pricing',
      message: 'We would like a quote for two data diodes for our water treatment plant.',
    }),
    keyed: true,
  },
  {
    path: apiRoutes.jobApplications.path,
    table: 'jobApplications',
    body: () => ({
      jobId: jobIds[0],
      fullName: 'Bench Applicant',
      email: `bench-${randomUUID()}@example.com`,
      phone: '+1 212 555 0100',
      linkedIn: '',
      coverLetter: 'I have ten years of experience securing industrial control systems.',
    }),
    keyed: true,
  },
  {
    path: apiRoutes.chat.path,
    body: () => ({ messages: [{ role: 'user', content: `What is a data diode? (${randomUUID()})` }] }),
  },
];

async function countItems(client: DynamoDBClient, table: string): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: table, Select: 'COUNT', ExclusiveStartKey: startKey as never }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/** Runs each target for `seconds` with `connections` connections. */
export async function loadApi(
  baseUrl: string,
  store: { endpoint: string; stage: string },
  options: { connections: number; seconds: number },
  onProgress: (line: string) => void,
): Promise<LoadResult[]> {
  const client = new DynamoDBClient({
    endpoint: store.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const results: LoadResult[] = [];
  try {
    for (const target of targets) {
      onProgress(`  ${target.path}: ${options.connections} connections for ${options.seconds} s`);
      const result = await autocannon({
        url: `${baseUrl}${target.path}`,
        connections: options.connections,
        duration: options.seconds,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: {
                ...request.headers,
                'content-type': 'application/json',
                ...(target.keyed ? { [idempotencyKeyHeader]: randomUUID() } : {}),
              },
              body: JSON.stringify(target.body()),
            }),
          },
        ],
      });
      results.push({
        path: target.path,
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        sent: result.requests.sent,
        responses2xx: result['2xx'],
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        storedItems: target.table ? await countItems(client, tableName(store.stage, target.table)) : undefined,
      });
    }
  } finally {
    client.destroy();
  }
  return results;
}

/** Issue 33's flood: 500 contact posts at concurrency 50, from 100 addresses (5 each), in one short window. */
export const flood = { posts: 500, connections: 50, senders: 100, windowSeconds: 30, noticesPerWindow: 5 } as const;

const floodStage = 'flood';

async function listedAsNew(client: DynamoDBClient, table: string): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: statusIndexName,
        KeyConditionExpression: '#status = :new',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':new': { S: 'new' } },
        Select: 'COUNT',
        ExclusiveStartKey: startKey as never,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The outbox's notices and digests (`...-contact-digest-<window>.txt`), once `digests` digests are filed or `deadline` passed. */
async function outboxOnceDigested(outboxDir: string, digests: number, deadline: number) {
  for (;;) {
    const files = await readdir(outboxDir).catch(() => [] as string[]);
    const digestFiles = files.filter((file) => file.includes('-digest-'));
    if (digestFiles.length >= digests || Date.now() > deadline) {
      const subjects = await Promise.all(
        digestFiles.map(async (file) =>
          (await readFile(join(outboxDir, file), 'utf8')).split('\n')[0]!.replace(/^Subject: /, ''),
        ),
      );
      return { notices: files.length - digestFiles.length, digestSubjects: subjects };
    }
    await waitMs(250);
  }
}

/**
 * Starts a stack of its own on `port` (fresh store, an outbox, a ${flood.windowSeconds}-second window), waits for a
 * window to begin, posts the flood, waits for the window's digest, and counts what was stored, listed and sent.
 */
export async function floodContact(port: number, onProgress: (line: string) => void): Promise<LoadResult> {
  const outboxDir = await mkdtemp(join(tmpdir(), 'ferrum-bench-outbox-'));
  const stack = await startStackProcess(port, {
    environment: {
      STAGE: floodStage,
      OUTBOX_DIR: outboxDir,
      NOTICE_WINDOW_SECONDS: String(flood.windowSeconds),
      NOTICES_PER_WINDOW: String(flood.noticesPerWindow),
    },
  });
  const client = new DynamoDBClient({
    endpoint: stack.dynamoEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const windowMs = flood.windowSeconds * 1000;
    // Windows start on multiples of their length: begin just after one starts, so the flood falls in one.
    await waitMs(windowMs - (Date.now() % windowMs) + 100);
    onProgress(
      `  ${apiRoutes.contact.path}: a flood of ${flood.posts} posts from ${flood.senders} addresses, ${flood.connections} connections`,
    );
    const startedAt = Date.now();
    let index = 0;
    const result = await autocannon({
      url: `${stack.url}${apiRoutes.contact.path}`,
      connections: flood.connections,
      amount: flood.posts,
      method: 'POST',
      requests: [
        {
          setupRequest: (request) => {
            const sender = index % flood.senders;
            index += 1;
            const body: ContactInput = {
              firstName: 'Flood',
              lastName: `Sender ${sender}`,
              email: `flood-${sender}@example.com`,
              subject: `Offer ${index}`,
              message: 'Buy our list of ten million verified industrial buyers today.',
            };
            return {
              ...request,
              headers: { ...request.headers, 'content-type': 'application/json', [idempotencyKeyHeader]: randomUUID() },
              body: JSON.stringify(body),
            };
          },
        },
      ],
    });
    const endedAt = Date.now();
    const windows = Math.floor(endedAt / windowMs) - Math.floor(startedAt / windowMs) + 1;
    onProgress(`  waiting for the window's digest (up to ${flood.windowSeconds + 15} s)...`);
    const outbox = await outboxOnceDigested(
      outboxDir,
      windows,
      (Math.floor(endedAt / windowMs) + 1) * windowMs + 15_000,
    );
    const table = tableName(floodStage, 'contact');
    return {
      path: `${apiRoutes.contact.path} (flood)`,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      sent: result.requests.sent,
      responses2xx: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      storedItems: await countItems(client, table),
      staff: {
        listedItems: await listedAsNew(client, table),
        notices: outbox.notices,
        digests: outbox.digestSubjects.length,
        digestSubjects: outbox.digestSubjects,
        senders: flood.senders,
        windows,
        windowSeconds: flood.windowSeconds,
        noticesPerWindow: flood.noticesPerWindow,
      },
    };
  } finally {
    client.destroy();
    await stack.stop();
  }
}

/** The flood's budgets: every post stored and listed, at most the limit of notices per window, one digest per window. */
export function floodChecks(results: LoadResult[]): BudgetCheck[] {
  return results.flatMap(({ path, storedItems, staff }) =>
    staff
      ? [
          {
            name: `${path}: every stored item listed under status new`,
            measured: `${staff.listedItems} listed of ${storedItems ?? 0} stored`,
            budget: 'all',
            ok: staff.listedItems === storedItems,
          },
          {
            name: `${path}: notices of their own`,
            measured: `${staff.notices} in ${staff.windows} window(s)`,
            budget: `≤ ${staff.noticesPerWindow} a window`,
            ok: staff.notices <= staff.noticesPerWindow * staff.windows,
          },
          {
            name: `${path}: digests`,
            measured: `${staff.digests}: ${staff.digestSubjects.join('; ') || 'none'}`,
            budget: 'one a window',
            ok: staff.digests === staff.windows,
          },
        ]
      : [],
  );
}

/** The report's lines on what staff got from the flood. */
export function floodReport(results: LoadResult[]): string[] {
  return results.flatMap(({ path, sent, responses2xx, storedItems, staff }) =>
    staff
      ? [
          `### Staff notices under a flood (${path})`,
          [
            '| posts sent | 2xx | items stored | listed under status new | notices sent | digests sent |',
            '| --- | --- | --- | --- | --- | --- |',
            `| ${sent} | ${responses2xx} | ${storedItems ?? 0} | ${staff.listedItems} | ${staff.notices} | ${staff.digests} |`,
          ].join('\n'),
          `${staff.senders} addresses, ${sent / staff.senders} posts each, in ${staff.windows} notice window(s) of ${staff.windowSeconds} s ` +
            `(the stages' window is 15 minutes; NOTICE_WINDOW_SECONDS shortens it here), ${staff.noticesPerWindow} notices a window. ` +
            `Digest: ${staff.digestSubjects.map((subject) => `“${subject}”`).join(', ') || 'none'} (repeats from one address count once). ` +
            'Counted from the stack’s outbox (one file per notice or digest) and its status index.',
        ]
      : [],
  );
}
