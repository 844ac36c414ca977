import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoutes, formatChatStreamEvent } from '@ferrum/shared';
import { postChat } from './chat-call.ts';

afterEach(() => vi.unstubAllGlobals());

const body = { messages: [{ role: 'user' as const, content: 'What does a data diode do?' }] };

const reply = { id: 'chat-1', content: [{ type: 'text' as const, text: 'One way.' }] };

function answer(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('postChat', () => {
  it('asks for the stream and reads its events', async () => {
    const sse =
      formatChatStreamEvent({ event: 'delta', data: { text: 'One' } }) +
      formatChatStreamEvent({ event: 'done', data: reply });
    const fetchMock = answer(new Response(sse, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }));
    const call = await postChat(body, new AbortController().signal);
    expect(fetchMock).toHaveBeenCalledWith(
      apiRoutes.chat.path,
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify(body),
        headers: expect.objectContaining({ Accept: expect.stringContaining('text/event-stream') }),
      }),
    );
    expect(call.kind).toBe('stream');
    const events = [];
    if (call.kind === 'stream') for await (const event of call.events) events.push(event.event);
    expect(events).toEqual(['delta', 'done']);
  });

  it('reads a JSON reply as before', async () => {
    answer(new Response(JSON.stringify(reply), { headers: { 'Content-Type': 'application/json' } }));
    expect(await postChat(body, new AbortController().signal)).toEqual({
      kind: 'json',
      result: { ok: true, status: 200, data: reply },
    });
  });

  it('reads an invalid conversation’s 400 as the API error', async () => {
    const error = { error: { code: 'VALIDATION_FAILED', message: 'Send at least one message' } };
    answer(new Response(JSON.stringify(error), { status: 400, headers: { 'Content-Type': 'application/json' } }));
    expect(await postChat(body, new AbortController().signal)).toEqual({
      kind: 'json',
      result: { ok: false, status: 400, error: error.error },
    });
  });

  it('never reads an error status as a stream', async () => {
    answer(
      new Response('event: done\ndata: {}\n\n', { status: 502, headers: { 'Content-Type': 'text/event-stream' } }),
    );
    expect(await postChat(body, new AbortController().signal)).toEqual({
      kind: 'json',
      result: { ok: false, status: 502, error: null },
    });
  });

  it('returns status 0 when the network fails, instead of throwing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await postChat(body, new AbortController().signal)).toEqual({
      kind: 'json',
      result: { ok: false, status: 0, error: null },
    });
  });
});
