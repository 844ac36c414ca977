/**
 * The local stack keeps itself out of search results as every stage but
 * production does: `X-Robots-Tag: noindex` on pages, files, not-found answers and
 * the API, from the shared header definition; INDEXABLE=true sends prod's headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteHeadersFor } from '@ferrum/shared';
import { readLocalConfig } from '../local/config.ts';
import { startLocalStack, type LocalStack } from '../local/local-stack.ts';
import { freePort, siteFixture } from './support.ts';

const stacks: LocalStack[] = [];

async function start(environment: Record<string, string> = {}): Promise<LocalStack> {
  const config = readLocalConfig({
    PORT: String(await freePort()),
    IN_MEMORY_STORE: 'true',
    STAGE: 'indexing',
    SITE_DIR: siteFixture(),
    ...environment,
  });
  const stack = await startLocalStack(config);
  stacks.push(stack);
  return stack;
}

let local: LocalStack;
let indexable: LocalStack;

beforeAll(async () => {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  local = await start();
  indexable = await start({ INDEXABLE: 'true' });
}, 30_000);
afterAll(() => Promise.all(stacks.map((stack) => stack.close())));

const answers = ['/', '/company/about', '/assets/index-abc123.js', '/no/such/page', '/api/health', '/api/nothing'];

describe('indexing on the local stack', () => {
  it.each(answers)('answers %s with X-Robots-Tag: noindex and every other shared header', async (path) => {
    const response = await fetch(`${local.url}${path}`);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    for (const [name, value] of Object.entries(siteHeadersFor({ indexable: false })))
      expect(response.headers.get(name), name).toBe(value);
  });

  it.each(answers)('answers %s without X-Robots-Tag when INDEXABLE=true, as production', async (path) => {
    const response = await fetch(`${indexable.url}${path}`);
    expect(response.headers.get('x-robots-tag')).toBeNull();
    for (const [name, value] of Object.entries(siteHeadersFor({ indexable: true })))
      expect(response.headers.get(name), name).toBe(value);
  });
});
