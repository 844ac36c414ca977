import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import {
  apiRoutes,
  brand,
  newsletterList,
  tableName,
  unsubscribeTokenAttribute,
  unsubscribeTokenPattern,
} from '@ferrum/shared';
import { readLocalConfig } from '../local/config.ts';
import { startLocalStack, type LocalStack } from '../local/local-stack.ts';
import { readRuntimeFile } from '../local/runtime-file.ts';
import { siteUrlOutput } from '../lib/edge-stack.ts';
import { repositoryRoot } from '../lib/operation-function.ts';
import { csvField, csvRecord } from '../scripts/csv.ts';
import { exportNewsletter, localExportTarget, stageExportTarget } from '../scripts/newsletter-list.ts';
import { freePort, siteFixture } from './support.ts';

/**
 * Runs the export script as npm does. Asynchronously: the stack it reads runs in
 * this very process, which must keep answering meanwhile.
 */
function runExportScript(
  args: string[],
  environment: NodeJS.ProcessEnv = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'infra/scripts/newsletter-export.ts', ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, ...environment },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('CSV (RFC 4180)', () => {
  it('leaves plain fields bare and ends every record with CRLF', () => {
    expect(csvRecord(['a@example.com', '2026-01-02T03:04:05.000Z', 'https://x.example/u?token=ab-_'])).toBe(
      'a@example.com,2026-01-02T03:04:05.000Z,https://x.example/u?token=ab-_\r\n',
    );
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    expect(csvField('')).toBe('');
  });
});

describe('--stage', () => {
  const cloudFormation = mockClient(CloudFormationClient);
  afterEach(() => cloudFormation.reset());
  afterAll(() => cloudFormation.restore());

  it('reads the stage table in the stage region, with links on the canonical origin for production', async () => {
    expect(await stageExportTarget('prod', { environment: {} })).toEqual({
      tableName: tableName('prod', 'newsletter'),
      region: 'us-east-1',
      siteOrigin: brand.siteUrl,
    });
    expect((await stageExportTarget('prod', { environment: { AWS_REGION: 'eu-west-1' } })).region).toBe('eu-west-1');
    expect(cloudFormation.calls()).toHaveLength(0);
  });

  it('links a stage without a domain to the address its Edge stack reports (SiteUrl, us-east-1)', async () => {
    cloudFormation.on(DescribeStacksCommand, { StackName: 'FerrumShield-dev-Edge' }).resolves({
      Stacks: [
        {
          StackName: 'FerrumShield-dev-Edge',
          CreationTime: new Date(),
          StackStatus: 'UPDATE_COMPLETE',
          Outputs: [
            { OutputKey: 'ApiUrl', OutputValue: 'https://x.execute-api.us-east-1.amazonaws.com/live/api' },
            { OutputKey: siteUrlOutput, OutputValue: 'https://d111.cloudfront.net' },
          ],
        },
      ],
    });
    expect((await stageExportTarget('dev', { environment: {} })).siteOrigin).toBe('https://d111.cloudfront.net');
    expect(await cloudFormation.call(0).thisValue.config.region()).toBe('us-east-1');
  });

  it('says what to do when the stack cannot be read (not deployed, no credentials)', async () => {
    cloudFormation.on(DescribeStacksCommand).rejects(new Error('Stack with id FerrumShield-dev-Edge does not exist'));
    await expect(stageExportTarget('dev', { environment: {} })).rejects.toThrow(
      /site URL of stage dev \(Stack with id FerrumShield-dev-Edge does not exist\).*--site-url/,
    );
  });

  it('takes --site-url as given, without asking CloudFormation', async () => {
    expect(
      (await stageExportTarget('dev', { siteUrl: 'https://d111.cloudfront.net/', environment: {} })).siteOrigin,
    ).toBe('https://d111.cloudfront.net');
    expect(cloudFormation.calls()).toHaveLength(0);
  });

  it('refuses an unknown stage, naming the known ones', async () => {
    await expect(stageExportTarget('nope', { environment: {} })).rejects.toThrow(/Known stages: dev, prod/);
  });
});

describe('--local, against a running local stack', () => {
  const stage = 'export';
  const runtimeFile = join(mkdtempSync(join(tmpdir(), 'ferrum-runtime-')), 'local-stack.json');
  let stack: LocalStack;
  let store: DynamoDBDocumentClient;

  beforeAll(async () => {
    process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
    // Data on disk, as `npm start` keeps it: such a stack writes its runtime file.
    const config = readLocalConfig({
      PORT: String(await freePort()),
      STAGE: stage,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ferrum-export-data-')),
      SITE_DIR: siteFixture(),
      RUNTIME_FILE: runtimeFile,
    });
    stack = await startLocalStack(config);
    store = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: stack.dynamoEndpoint,
        region: config.AWS_REGION,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
  }, 30_000);
  afterAll(async () => {
    store.destroy();
    await stack.close();
  });

  const subscribe = (email: string) =>
    fetch(`${stack.url}${apiRoutes.newsletter.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });

  it('finds the stack through its runtime file, which goes when the stack stops', async () => {
    const runtime = await readRuntimeFile(runtimeFile);
    expect(runtime).toMatchObject({ url: stack.url, dynamoEndpoint: stack.dynamoEndpoint, stage });
    expect(localExportTarget(runtime)).toMatchObject({ tableName: tableName(stage, 'newsletter') });

    const other = join(mkdtempSync(join(tmpdir(), 'ferrum-runtime-')), 'local-stack.json');
    const second = await startLocalStack(
      readLocalConfig({
        PORT: String(await freePort()),
        STAGE: 'export-second',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'ferrum-export-data-')),
        SITE_DIR: siteFixture(),
        RUNTIME_FILE: other,
      }),
    );
    expect(existsSync(other)).toBe(true);
    await second.close();
    expect(existsSync(other)).toBe(false);
    await expect(readRuntimeFile(other)).rejects.toThrow(/npm start/);
    writeFileSync(other, 'not json');
    await expect(readRuntimeFile(other)).rejects.toThrow(/restart `npm start`/);
  });

  it('prints the header and one row per subscription, oldest first, with a working link each', async () => {
    const first = `first-${Date.now()}@example.com`;
    const second = `second-${Date.now()}@example.com`;
    expect((await subscribe(first)).status).toBe(201);
    expect((await subscribe(second)).status).toBe(201);
    // A subscription stored before tokens existed: the export gives it one.
    const legacy = `legacy-${Date.now()}@example.com`;
    await store.send(
      new PutCommand({
        TableName: tableName(stage, 'newsletter'),
        Item: { email: legacy, subscribed_at: '2024-05-06T07:08:09.000Z', source: null, list: newsletterList },
      }),
    );

    let csv = '';
    const rows = await exportNewsletter(localExportTarget(await readRuntimeFile(runtimeFile)), (chunk) => {
      csv += chunk;
    });

    const lines = csv.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('email,subscribed_at,unsubscribe_url');
    expect(rows).toBe(lines.length - 2);
    const byEmail = new Map(lines.slice(1, -1).map((line) => [line.split(',')[0]!, line.split(',')]));
    expect([...byEmail.keys()].indexOf(legacy)).toBeLessThan([...byEmail.keys()].indexOf(first));
    for (const email of [first, second, legacy]) {
      const [, subscribedAt, link] = byEmail.get(email)!;
      expect(subscribedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      const url = new URL(link!);
      expect(`${url.origin}${url.pathname}`).toBe(`${stack.url}${apiRoutes.unsubscribe.path}`);
      const token = url.searchParams.get('token');
      expect(token).toMatch(unsubscribeTokenPattern);
      const { Item } = await store.send(new GetCommand({ TableName: tableName(stage, 'newsletter'), Key: { email } }));
      expect(Item?.[unsubscribeTokenAttribute]).toBe(token);
      // The link opens the confirmation page (a GET unsubscribes nobody).
      expect((await fetch(link!)).status).toBe(200);
    }

    // A second export keeps every token: links already mailed keep working.
    let again = '';
    await exportNewsletter(localExportTarget(await readRuntimeFile(runtimeFile)), (chunk) => {
      again += chunk;
    });
    expect(again).toBe(csv);
  });

  it('runs as `npm run newsletter:export -- --local`: CSV on stdout, the count on stderr', async () => {
    const result = await runExportScript(['--local'], { RUNTIME_FILE: runtimeFile });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.startsWith('email,subscribed_at,unsubscribe_url\r\n')).toBe(true);
    expect(result.stderr).toMatch(/\d+ subscriptions? exported\./);
  }, 30_000);

  it('says how to start the stack when none runs, and how to call it when the arguments are wrong', async () => {
    const missing = await runExportScript(['--local'], { RUNTIME_FILE: join(tmpdir(), 'no-such-runtime-file.json') });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/Start it with `npm start`/);
    const wrong = await runExportScript([]);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/Usage: npm run newsletter:export/);
  }, 30_000);
});
