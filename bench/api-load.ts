/**
 * HTTP load on each POST endpoint of the local stack (autocannon), with valid
 * requests carrying unique data; afterwards the stored items are counted:
 * nothing lost (every 2xx stored), nothing doubled.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import autocannon from 'autocannon';
import {
  apiRoutes,
  idempotencyKeyHeader,
  tableName,
  type ChatRequestInput,
  type ContactInput,
  type JobApplicationInput,
  type NewsletterInput,
  type TableId,
} from '@ferrum/shared';
import { jobIds } from '@ferrum/shared/content/jobs';

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
