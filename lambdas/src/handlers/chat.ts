/**
 * `POST /api/chat`: the assistant's reply to a conversation (docs/product.md#chat-call). With
 * `Accept: text/event-stream` the answer streams as server-sent events (the
 * shared chat-stream contract); without it, one JSON reply. AI service
 * problems answer 200 with an `error-…` reply; only a bad body is a 4xx, and
 * always JSON.
 */
import { Readable } from 'node:stream';
import type { Context } from 'aws-lambda';
import {
  acceptsChatStream,
  apiCacheControl,
  chatRequestSchema,
  chatStreamMediaType,
  formatChatStreamEvent,
  requestBodyLimits,
  type ChatRequest,
  type ChatStreamEvent,
} from '@ferrum/shared';
import { jsonResponse, streamingHttpHandler, type ApiEvent, type ApiResult } from '../lib/http-handler.ts';
import { headerValue } from '../lib/request-headers.ts';
import { bedrockTimeoutMs } from '../chat/bedrock-responder.ts';
import { readChatConfig } from '../chat/chat-config.ts';
import { createChatResponder, finalReply } from '../chat/responder.ts';

const respond = createChatResponder(readChatConfig());

/** Time kept back to answer after the model call, however long the function has left. */
const answerReserveMs = 3_000;

async function* serverSentEvents(events: AsyncIterable<ChatStreamEvent>): AsyncGenerator<string> {
  for await (const event of events) yield formatChatStreamEvent(event);
}

async function reply(event: ApiEvent<ChatRequest>, context: Context): Promise<ApiResult> {
  // `websiteContext` is accepted (docs/product.md#chat-call) and deliberately unused: the server owns the prompt.
  const timeoutMs = Math.max(1_000, Math.min(bedrockTimeoutMs, context.getRemainingTimeInMillis() - answerReserveMs));
  const { messages } = event.input;
  if (!acceptsChatStream(headerValue(event, 'accept'))) {
    return jsonResponse(200, await finalReply(respond(messages, { timeoutMs })));
  }
  // Closed early means the visitor is gone (Stop, Reset, a closed tab): the model call stops too.
  const visitorGone = new AbortController();
  const body = Readable.from(serverSentEvents(respond(messages, { timeoutMs, signal: visitorGone.signal })), {
    objectMode: false,
  });
  body.once('close', () => visitorGone.abort());
  return {
    statusCode: 200,
    headers: { 'Content-Type': `${chatStreamMediaType}; charset=utf-8`, 'Cache-Control': apiCacheControl },
    body,
  };
}

export const handler = streamingHttpHandler(
  { operation: 'chat', body: { schema: chatRequestSchema, limitBytes: requestBodyLimits.chat } },
  reply,
);
