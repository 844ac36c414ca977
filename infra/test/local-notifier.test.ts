/**
 * The notification path without AWS: forms posted to the local stack's real
 * handlers, the embedded store's new items turned into INSERT records, the
 * notifier's own code with its window table in the embedded store, and what it
 * would e-mail (notices, then a window's digest) printed and filed in an outbox.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes, idempotencyKeyHeader } from '@ferrum/shared';
import { readLocalConfig } from '../local/config.ts';
import { localOutboxDir } from '../local/local-notifier.ts';
import { startLocalStack, type LocalStack } from '../local/local-stack.ts';
import { freePort } from './support.ts';

const stage = 'notify';
const outboxDir = mkdtempSync(join(tmpdir(), 'ferrum-outbox-'));
const printed: string[] = [];
let stack: LocalStack;
/** The notifier's clock: real time, until a test moves it to a window of its own. */
let now: number | undefined;

beforeAll(async () => {
  // The handlers' and the notifier's JSON logs would bury the test output.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const config = readLocalConfig({ PORT: String(await freePort()), IN_MEMORY_STORE: 'true', STAGE: stage });
  stack = await startLocalStack(config, {
    site: async (_request, response) => void response.end(),
    notifications: { outboxDir, print: (text) => printed.push(text), clock: () => now ?? Date.now() },
  });
}, 30_000);
afterAll(() => stack?.close());

const post = (path: string, body: unknown, key?: string) =>
  fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { [idempotencyKeyHeader]: key } : {}) },
    body: JSON.stringify(body),
  });

/** Waits until `count` notifications have been printed, then for the notifier to finish what it started. */
async function notificationsReach(count: number): Promise<void> {
  await vi.waitFor(() => expect(printed.length).toBeGreaterThanOrEqual(count), { timeout: 5_000 });
  await stack.notifier?.settled();
}

const contact = (subject: string, email = 'ada@example.com') => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  company: 'Analytical Engines Ltd',
  subject,
  message: 'SECRET-BODY: the historian at site B talks to an unknown host.',
});

describe('the local notifier', () => {
  it('prints and files one notification for a new contact message, without the message or the address', async () => {
    const id = randomUUID();
    expect((await post(apiRoutes.contact.path, contact('Our plant was breached, call me'), id)).status).toBe(201);
    await notificationsReach(1);

    expect(printed).toHaveLength(1);
    const [notice] = printed;
    expect(notice).toContain(`Subject: [${stage}] New contact message: Our plant was breached, call me`);
    expect(notice).toMatch(/From: +Ada Lovelace, Analytical Engines Ltd/);
    expect(notice).toContain(`table=${stage}-contact-submissions&itemMode=2&pk=${id}`);
    expect(notice).not.toContain('SECRET-BODY');
    expect(notice).not.toContain('ada@example.com');

    const files = readdirSync(outboxDir).filter((file) => file.includes(id));
    expect(files).toHaveLength(1);
    const filed = readFileSync(join(outboxDir, files[0]!), 'utf8');
    expect(filed).toMatch(/^Subject: \[notify\] New contact message/);
    expect(notice).toContain(filed.trim());
  });

  it('notifies nobody of an idempotent replay, a honeypot hit or a newsletter subscription', async () => {
    const before = printed.length;
    const id = randomUUID();
    // Another sender: a second post from the first test's address would go into the digest.
    expect((await post(apiRoutes.contact.path, contact('First attempt', 'charles@example.com'), id)).status).toBe(201);
    await notificationsReach(before + 1);

    expect((await post(apiRoutes.contact.path, contact('First attempt', 'charles@example.com'), id)).status).toBe(201);
    expect(
      (await post(apiRoutes.contact.path, { ...contact('Bot offer'), website: 'http://spam.example' })).status,
    ).toBe(201);
    expect((await post(apiRoutes.newsletter.path, { email: `reader-${randomUUID()}@example.com` })).status).toBe(201);
    // A marker after them: records are handled in write order, so once it is printed nothing else is coming.
    const application = {
      jobId: 'account-executive',
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 (212) 555-0199',
      coverLetter: 'SECRET-LETTER: I have sold to utilities for a decade.',
    };
    expect((await post(apiRoutes.jobApplications.path, application, randomUUID())).status).toBe(201);
    await notificationsReach(before + 2);

    expect(printed).toHaveLength(before + 2);
    expect(printed.at(-1)).toContain(`Subject: [${stage}] New job application: Account Executive`);
    expect(printed.at(-1)).not.toMatch(/SECRET-LETTER|555-0199|grace@example\.com/);
  });
});

describe('a flood on the local stack', () => {
  it('notices the first 5 senders of the window; the digest, each address once, is printed and filed when it ends', async () => {
    now = Date.parse('2030-01-01T14:05:00.000Z');
    const before = printed.length;
    const senders = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (const round of [1, 2]) {
      for (const sender of senders) {
        const body = contact(`Offer ${round}`, `flood-${sender}@example.com`);
        expect((await post(apiRoutes.contact.path, body, randomUUID())).status).toBe(201);
      }
    }
    await stack.notifier?.settled();
    expect(printed.slice(before)).toHaveLength(5);

    now = Date.parse('2030-01-01T14:14:59.000Z');
    expect(await stack.notifier?.sendDigests()).toBe(0);
    now = Date.parse('2030-01-01T14:15:01.000Z');
    expect(await stack.notifier?.sendDigests()).toBe(1);
    expect(await stack.notifier?.sendDigests()).toBe(0);

    const digest = printed.at(-1) ?? '';
    expect(digest).toContain(`Subject: [${stage}] 6 more contact messages since 2:05 PM UTC`);
    expect(digest).toContain('Repeated posts from one address count once: 7 contact messages in all');
    expect(digest).not.toMatch(/flood-|Offer|Lovelace|SECRET-BODY/);
    const filed = readdirSync(outboxDir).filter((file) => file.includes('contact-digest-2030-01-01T14-00-00-000Z'));
    expect(filed).toHaveLength(1);
    expect(digest).toContain(readFileSync(join(outboxDir, filed[0]!), 'utf8').trim());
    now = undefined;
  });
});

describe('localOutboxDir', () => {
  it('sits beside the data on disk, and is absent when data stays in memory', () => {
    expect(localOutboxDir({ DATA_DIR: '/repo/.local-data/dynamodb', IN_MEMORY_STORE: false })).toBe(
      '/repo/.local-data/outbox',
    );
    expect(localOutboxDir({ DATA_DIR: '/repo/.local-data/dynamodb', IN_MEMORY_STORE: true })).toBeUndefined();
  });

  it('is OUTBOX_DIR when set, also for data in memory (the end-to-end tests read the notices back)', () => {
    const config = { DATA_DIR: '/repo/.local-data/dynamodb', OUTBOX_DIR: '/tmp/outbox' };
    expect(localOutboxDir({ ...config, IN_MEMORY_STORE: true })).toBe('/tmp/outbox');
    expect(localOutboxDir({ ...config, IN_MEMORY_STORE: false })).toBe('/tmp/outbox');
  });
});
