/**
 * Loads the chat handler with a chosen configuration (offline, or a Bedrock
 * model id), as Lambda would at cold start, and builds chat requests.
 */
import { vi } from 'vitest';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { apiRoutes, type ChatResponse } from '@ferrum/shared';
import { apiEvent, lambdaContext, responseBody } from './events.ts';

export const chatPath = apiRoutes.chat.path;

/** The model id the Bedrock tests configure. */
export const testModelId = 'us.anthropic.claude-test-v1:0';

export type ChatInvoke = (body: unknown) => Promise<APIGatewayProxyResult>;

/** The chat handler, imported fresh with BEDROCK_MODEL_ID set (`bedrock`) or unset (`offline`). */
export async function loadChatHandler(mode: 'offline' | 'bedrock'): Promise<ChatInvoke> {
  vi.resetModules();
  if (mode === 'bedrock') {
    process.env.BEDROCK_MODEL_ID = testModelId;
    process.env.BEDROCK_REGION = 'us-west-2';
  } else {
    delete process.env.BEDROCK_MODEL_ID;
    delete process.env.BEDROCK_REGION;
  }
  process.env.AWS_REGION = 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID = 'test';
  process.env.AWS_SECRET_ACCESS_KEY = 'test';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const { handler } = await import('../../src/handlers/chat.ts');
  return (body) =>
    handler(
      apiEvent({ path: chatPath, ...(typeof body === 'string' ? { rawBody: body } : { body }) }),
      lambdaContext('ferrum-chat'),
    );
}

/** A conversation of one user question. */
export const ask = (question: string) => ({ messages: [{ role: 'user', content: question }] });

/** The reply of a 200 answer. */
export function chatReply(result: APIGatewayProxyResult): ChatResponse {
  return responseBody(result) as ChatResponse;
}

/** The text of a 200 answer. */
export function replyText(result: APIGatewayProxyResult): string {
  return chatReply(result)
    .content.map((part) => part.text)
    .join('\n');
}
