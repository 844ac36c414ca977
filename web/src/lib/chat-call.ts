/**
 * The chat's one call (docs/product.md#chat-call): `POST /api/chat` asking for
 * the answer as server-sent events (`@ferrum/shared` chat-stream.ts). Any other
 * answer (the JSON reply, an API error, a proxy page, no answer at all) comes
 * back as api-client.ts's result, so the widget handles it exactly as before the
 * answer streamed. Never throws for the network; an abort ends it quietly.
 */
import { apiRoutes, chatStreamMediaType, type ChatRequestInput, type ChatStreamEvent } from '@ferrum/shared';
import { readChatStream } from '@ferrum/shared/chat-stream-reader';
import { readApiResult, type ApiResult } from './api-client.ts';

export type ChatCall =
  /** 200 `text/event-stream`: the answer's events as they arrive (rejects if the connection drops or is aborted). */
  | { kind: 'stream'; events: AsyncGenerator<ChatStreamEvent> }
  /** Anything else, read as JSON. */
  | { kind: 'json'; result: ApiResult<unknown> };

/** Asks for the stream; a JSON answer stays acceptable (errors and older servers answer JSON). */
const accept = `${chatStreamMediaType}, application/json;q=0.9`;

function isStream(response: Response): response is Response & { body: ReadableStream<Uint8Array> } {
  const mediaType = response.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  return response.ok && response.body !== null && mediaType === chatStreamMediaType;
}

/** Sends the conversation; `signal` aborts the request and the stream (Stop, Reset). */
export async function postChat(body: ChatRequestInput, signal: AbortSignal): Promise<ChatCall> {
  let response: Response;
  try {
    response = await fetch(apiRoutes.chat.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: accept },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    return { kind: 'json', result: { ok: false, status: 0, error: null } };
  }
  if (!isStream(response)) return { kind: 'json', result: await readApiResult(response) };
  return { kind: 'stream', events: readChatStream(response.body) };
}
