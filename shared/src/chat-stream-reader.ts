/**
 * Reads the chat stream of ./chat-stream.ts from a fetch response body, event
 * by event, as they arrive. eventsource-parser does the SSE framing (line
 * endings, events split across chunks, comments); this adds the contract's
 * types. Imported by path (`@ferrum/shared/chat-stream-reader`) so the Lambdas,
 * which only write the stream, never bundle it.
 */
import { createParser } from 'eventsource-parser';
import { parseChatStreamEvent, type ChatStreamEvent } from './chat-stream.ts';

/**
 * The stream's events in order. Ends after `done` or `error`, or when the body
 * ends; a body that ends without either was cut off (the caller decides what
 * that means). Rejects when reading fails (a dropped connection, an abort).
 */
export async function* readChatStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  const received: ChatStreamEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => {
      const parsed = parseChatStreamEvent(event, data);
      if (parsed) received.push(parsed);
    },
  });
  // A TextDecoder, not TextDecoderStream: the DOM and Node typings of pipeThrough disagree.
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      parser.feed(decoder.decode(value, { stream: !done }));
      while (received.length > 0) {
        const event = received.shift() as ChatStreamEvent;
        yield event;
        if (event.event !== 'delta') return;
      }
      if (done) return;
    }
  } finally {
    // Stop reading (and let the connection go) when the consumer stops early.
    await reader.cancel().catch(() => undefined);
  }
}
