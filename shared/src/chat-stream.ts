/**
 * The chat answer as a stream (docs/product.md#chat-call, docs/decisions/012):
 * `POST /api/chat` with `Accept: text/event-stream` answers 200 with
 * server-sent events instead of one JSON reply:
 *
 *   event: delta   data: {"text":"…"}            as the model writes, zero or more
 *   event: done    data: <ChatResponse>          once, the whole answer (the deltas joined)
 *   event: error   data: <ChatResponse, id error-…>  once, instead of `done`, when the AI service fails
 *
 * An invalid conversation is still a plain JSON 400, never a stream; without
 * that `Accept` header the endpoint answers the one JSON reply.
 */
import { isChatErrorReply, isChatResponse, type ChatResponse } from './schemas/chat.ts';

/** The media type a client accepts to get the stream, and the stream's `Content-Type`. */
export const chatStreamMediaType = 'text/event-stream';

/** Text the model has just written; the client appends it to the answer so far. */
export interface ChatStreamDelta {
  text: string;
}

/** One event of the stream. */
export type ChatStreamEvent =
  | { event: 'delta'; data: ChatStreamDelta }
  | { event: 'done'; data: ChatResponse }
  | { event: 'error'; data: ChatResponse };

export type ChatStreamEventName = ChatStreamEvent['event'];

/** True when an `Accept` header asks for the stream (`text/event-stream`, any parameters or q > 0). */
export function acceptsChatStream(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    return type === chatStreamMediaType && !refused;
  });
}

/**
 * One event in the wire format. JSON never contains a raw line break, so one
 * `data:` line carries it whole.
 */
export function formatChatStreamEvent({ event, data }: ChatStreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The typed event for a received `event` name and `data` text; undefined for anything else (ignored, as SSE says). */
export function parseChatStreamEvent(event: string | undefined, data: string): ChatStreamEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (event === 'delta') {
    const text = (value as { text?: unknown } | null)?.text;
    return typeof text === 'string' ? { event, data: { text } } : undefined;
  }
  if (event === 'done' && isChatResponse(value)) return { event, data: value };
  if (event === 'error' && isChatResponse(value) && isChatErrorReply(value)) return { event, data: value };
  return undefined;
}
