/**
 * `POST /api/chat`: the assistant's reply to a conversation (SPEC.md §7). AI
 * service problems answer 200 with an `error-…` id; only a bad body is a 4xx.
 */
import type { Context } from 'aws-lambda';
import { chatRequestSchema, requestBodyLimits, type ChatRequest } from '@ferrum/shared';
import { httpHandler, jsonResponse, type ApiEvent } from '../lib/http-handler.ts';
import { bedrockTimeoutMs } from '../chat/bedrock-responder.ts';
import { readChatConfig } from '../chat/chat-config.ts';
import { createChatResponder } from '../chat/responder.ts';

const respond = createChatResponder(readChatConfig());

/** Time kept back to answer after the model call, however long the function has left. */
const answerReserveMs = 3_000;

async function reply({ input }: ApiEvent<ChatRequest>, context: Context) {
  // `websiteContext` is accepted (SPEC.md §7) and deliberately unused: the server owns the prompt.
  const timeoutMs = Math.max(1_000, Math.min(bedrockTimeoutMs, context.getRemainingTimeInMillis() - answerReserveMs));
  return jsonResponse(200, await respond(input.messages, timeoutMs));
}

export const handler = httpHandler(
  { operation: 'chat', body: { schema: chatRequestSchema, limitBytes: requestBodyLimits.chat } },
  reply,
);
