import { describe, expect, it } from 'vitest';
import { acceptsChatStream, formatChatStreamEvent, parseChatStreamEvent, type ChatStreamEvent } from './chat-stream.ts';
import { readChatStream } from './chat-stream-reader.ts';

const reply = { id: 'chat-1', content: [{ type: 'text' as const, text: 'A **one-way** link.\nLine two.' }] };

/** A body that delivers `text` in the given pieces (cut anywhere, even inside a character). */
function bodyOf(pieces: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  for await (const event of readChatStream(body)) events.push(event);
  return events;
}

describe('the chat stream contract', () => {
  it('is asked for with Accept: text/event-stream, not refused with q=0', () => {
    expect(acceptsChatStream('text/event-stream')).toBe(true);
    expect(acceptsChatStream('text/event-stream, application/json;q=0.9')).toBe(true);
    expect(acceptsChatStream('Text/Event-Stream; charset=utf-8')).toBe(true);
    expect(acceptsChatStream('application/json')).toBe(false);
    expect(acceptsChatStream('*/*')).toBe(false);
    expect(acceptsChatStream('text/event-stream;q=0')).toBe(false);
    expect(acceptsChatStream(undefined)).toBe(false);
  });

  it('writes each event on one data line, whatever the text holds', () => {
    const wire = formatChatStreamEvent({ event: 'done', data: reply });
    expect(wire).toBe(`event: done\ndata: ${JSON.stringify(reply)}\n\n`);
    expect(wire.split('\n')).toHaveLength(4);
  });

  it('ignores unknown events and malformed data', () => {
    expect(parseChatStreamEvent('ping', '{}')).toBeUndefined();
    expect(parseChatStreamEvent('delta', 'not json')).toBeUndefined();
    expect(parseChatStreamEvent('delta', '{"text":3}')).toBeUndefined();
    expect(parseChatStreamEvent('error', JSON.stringify(reply))).toBeUndefined();
    expect(parseChatStreamEvent('error', JSON.stringify({ ...reply, id: 'error-timeout-1' }))).toMatchObject({
      event: 'error',
    });
  });
});

describe('readChatStream', () => {
  const events: ChatStreamEvent[] = [
    { event: 'delta', data: { text: 'A **one-way** ' } },
    { event: 'delta', data: { text: 'link. €' } },
    { event: 'done', data: reply },
  ];
  const wire = events.map(formatChatStreamEvent).join('');

  it('reads the events back in order, however the body is cut', async () => {
    const bytes = new TextEncoder().encode(wire);
    for (const cut of [1, 7, 13, 64]) {
      const pieces: Uint8Array[] = [];
      for (let start = 0; start < bytes.length; start += cut) pieces.push(bytes.slice(start, start + cut));
      expect(await readAll(bodyOf(pieces))).toEqual(events);
    }
  });

  it('stops at done, ignoring anything after it, and reads CRLF line endings and comments', async () => {
    const crlf = `: keep-alive\r\n\r\n${wire.replaceAll('\n', '\r\n')}event: delta\r\ndata: {"text":"late"}\r\n\r\n`;
    expect(await readAll(bodyOf([crlf]))).toEqual(events);
  });

  it('ends without a final event when the body is cut off (the caller decides what that means)', async () => {
    const cut = formatChatStreamEvent(events[0]!) + 'event: delta\ndata: {"te';
    expect(await readAll(bodyOf([cut]))).toEqual([events[0]]);
  });

  it('rejects when reading fails', async () => {
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(formatChatStreamEvent(events[0]!)));
        controller.error(new TypeError('network error'));
      },
    });
    await expect(readAll(failing)).rejects.toThrow('network error');
  });
});
