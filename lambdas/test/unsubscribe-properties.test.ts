/**
 * Property-based tests of the unsubscribe link: thousands of random tokens,
 * methods, media types and bodies never cause a 5xx, a GET never removes
 * anything, and no token but a subscription's own removes it. The handler uses
 * tables of its own stage, so counts are not disturbed by other test files.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  apiRoutes,
  isWellFormedUnsubscribeToken,
  oneClickUnsubscribeBody,
  unsubscribeTokenAttribute,
} from '@ferrum/shared';
import { createTables, tableReader } from './support/dynamo.ts';
import { apiEvent } from './support/events.ts';
import { loadHandler, type InvokeHandler } from './support/handlers.ts';
import { useFixturePages } from './support/unsubscribe-pages.ts';

const stage = 'unsubscribe-properties';
const endpoint = inject('dynamoEndpoint');
const table = tableReader(endpoint, stage);
const path = apiRoutes.unsubscribe.path;
let subscribe: InvokeHandler;
let unsubscribe: InvokeHandler;
/** Subscriptions that random requests must leave in place. */
let bystanders: { email: string; token: string }[];

beforeAll(async () => {
  await createTables(endpoint, stage);
  useFixturePages();
  subscribe = await loadHandler('newsletter', { stage });
  unsubscribe = await loadHandler('unsubscribe', { stage });
  bystanders = [];
  for (let index = 0; index < 3; index += 1) {
    const email = `bystander-${randomUUID()}@example.com`;
    await subscribe(apiEvent({ path: apiRoutes.newsletter.path, body: { email } }));
    const item = await table.get('newsletter', { email });
    bystanders.push({ email, token: String(item?.[unsubscribeTokenAttribute]) });
  }
});
afterAll(() => table.close());

/** Token values: well-formed random ones, near misses of a real one, and anything at all. */
const tokens = fc.oneof(
  { arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), weight: 4 },
  {
    arbitrary: fc.nat({ max: 2 }).chain((index) =>
      fc
        .constantFrom(
          (token: string) => token.slice(1),
          (token: string) => `${token}x`,
          (token: string) => token.toUpperCase(),
          (token: string) => ` ${token}`,
        )
        .map((change) => change(bystanders[index]!.token)),
    ),
    weight: 2,
  },
  { arbitrary: fc.string({ maxLength: 80, unit: 'binary' }), weight: 3 },
  { arbitrary: fc.constant(undefined), weight: 1 },
);

/** What a POST may carry: the page's field, the one-click body, or noise, under various media types. */
const posts = fc.record({
  contentType: fc.constantFrom(
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=utf-8',
    'multipart/form-data; boundary=xyz',
    'multipart/form-data',
    'application/json',
    'text/plain',
    '',
  ),
  body: fc.oneof(
    fc.constantFrom('confirm=unsubscribe', oneClickUnsubscribeBody, '', 'confirm=', '--xyz\r\n--xyz--'),
    fc.string({ maxLength: 200, unit: 'binary' }),
    fc.string({ minLength: 1100, maxLength: 1300 }),
  ),
  base64: fc.boolean(),
});

const requests = fc.record({
  method: fc.constantFrom('GET', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH'),
  token: tokens,
  post: posts,
});

it('random tokens, methods and bodies never answer 5xx, and never remove a subscription they do not name', async () => {
  await fc.assert(
    fc.asyncProperty(requests, async ({ method, token, post }) => {
      const event = apiEvent({
        method,
        path,
        query: token === undefined ? undefined : { token },
        rawBody: method === 'GET' ? null : post.base64 ? Buffer.from(post.body).toString('base64') : post.body,
        isBase64Encoded: method !== 'GET' && post.base64,
        headers: { 'Content-Type': post.contentType },
      });
      const result = await unsubscribe(event);
      expect(result.statusCode).toBeLessThan(500);
      if (method === 'GET') expect([200, 404]).toContain(result.statusCode);
      if (!isWellFormedUnsubscribeToken(token) && [200, 303].includes(result.statusCode)) {
        throw new Error(`a malformed token was taken: ${JSON.stringify(token)}`);
      }
    }),
    { numRuns: 1500 },
  );
  for (const { email } of bystanders) expect(await table.get('newsletter', { email })).toBeDefined();
});
