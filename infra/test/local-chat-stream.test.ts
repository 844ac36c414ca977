/**
 * The local stack streams the chat as AWS would: the real handler in streaming
 * mode behind the API Gateway-shaped adapter, read over HTTP with the shared
 * reader the widget uses (what `curl -N -H 'Accept: text/event-stream'` shows).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, chatStreamMediaType, type ChatStreamEvent } from '@ferrum/shared';
import { readChatStream } from '@ferrum/shared/chat-stream-reader';
import { readLocalConfig } from '../local/config.ts';
import { startLocalStack, type LocalStack } from '../local/local-stack.ts';
import { freePort } from './support.ts';

let stack: LocalStack;

beforeAll(async () => {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const config = readLocalConfig({ PORT: String(await freePort()), IN_MEMORY_STORE: 'true', STAGE: 'stream' });
  stack = await startLocalStack(config, { site: async (_request, response) => void response.end() });
}, 30_000);
afterAll(() => stack?.close());

const question = { messages: [{ role: 'user', content: 'What does a data diode do?' }] };

const ask = (body: unknown, accept?: string) =>
  fetch(`${stack.url}${apiRoutes.chat.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(accept ? { Accept: accept } : {}) },
    body: JSON.stringify(body),
  });

describe('POST /api/chat on the local stack', () => {
  it('streams delta events and one done event, uncached, with the site headers', async () => {
    const response = await ask(question, chatStreamMediaType);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const events: ChatStreamEvent[] = [];
    for await (const event of readChatStream(response.body!)) events.push(event);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const deltas = events.slice(0, -1);
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.every((event) => event.event === 'delta')).toBe(true);
    const text = deltas.map((event) => (event.event === 'delta' ? event.data.text : '')).join('');
    expect(done?.event === 'done' && done.data.content[0]?.text).toBe(text);
    expect(text).toContain('/products/data-diode');
  });

  it('answers JSON without the Accept header, and a JSON 400 for a bad conversation either way', async () => {
    const json = await ask(question);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json.json()).toMatchObject({ id: expect.stringMatching(/^offline-/) });
    const invalid = await ask({ messages: [] }, chatStreamMediaType);
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await invalid.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('keeps serving after a visitor hangs up in the middle of an answer', async () => {
    await new Promise<void>((resolve, reject) => {
      const outgoing = request(`${stack.url}${apiRoutes.chat.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: chatStreamMediaType },
      });
      outgoing.on('response', (response) => {
        response.once('data', () => {
          outgoing.destroy();
          resolve();
        });
      });
      outgoing.on('error', (error) => (outgoing.destroyed ? resolve() : reject(error)));
      outgoing.end(JSON.stringify(question));
    });
    const next = await ask(question, chatStreamMediaType);
    expect(next.status).toBe(200);
    const events: ChatStreamEvent[] = [];
    for await (const event of readChatStream(next.body!)) events.push(event);
    expect(events.at(-1)?.event).toBe('done');
  });
});
