/**
 * Loads the chat handler with a chosen configuration (offline, or a Bedrock
 * model id), as Lambda would at cold start, calls it as API Gateway's STREAM
 * integration does, and builds chat requests.
 */
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { vi } from 'vitest';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { apiRoutes, chatStreamMediaType, type ChatResponse, type ChatStreamEvent } from '@ferrum/shared';
import { readChatStream } from '@ferrum/shared/chat-stream-reader';
import {
  installResponseStreaming,
  invokeStreamingHandler,
  isStreamingHandler,
  type StreamedResponse,
} from '../../src/local/response-streaming.ts';
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
  const invoke = await loadChatInvoker();
  return async (body) => {
    const response = await invoke(
      apiEvent({ path: chatPath, ...(typeof body === 'string' ? { rawBody: body } : { body }) }),
    );
    return { statusCode: response.statusCode, headers: flatHeaders(response), body: await text(response.body) };
  };
}

/** Calls the chat handler (imported with the current environment) with an event, as API Gateway would. */
export async function loadChatInvoker(): Promise<(event: APIGatewayProxyEvent) => Promise<StreamedResponse>> {
  // The Lambda runtime's `awslambda` global must exist when the handler module is built.
  installResponseStreaming();
  const { handler } = await import('../../src/handlers/chat.ts');
  if (!isStreamingHandler(handler)) throw new Error('The chat handler is not a streaming handler.');
  return (event) => invokeStreamingHandler(handler, event, lambdaContext('ferrum-chat'));
}

function flatHeaders(response: StreamedResponse): Record<string, string> {
  return Object.fromEntries(Object.entries(response.headers ?? {}).map(([name, value]) => [name, String(value)]));
}

/** A streamed chat answer: status, headers and every event in order. */
export interface StreamedChat {
  statusCode: number;
  headers: Record<string, string>;
  events: ChatStreamEvent[];
  /** The raw body, for answers that are not a stream (a 400's JSON). */
  body: string;
}

/** Asks with `Accept: text/event-stream` and reads the whole stream. */
export async function streamChat(
  invoke: (event: APIGatewayProxyEvent) => Promise<StreamedResponse>,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<StreamedChat> {
  const response = await invoke(
    apiEvent({ path: chatPath, body, headers: { Accept: chatStreamMediaType, ...headers } }),
  );
  const result = { statusCode: response.statusCode, headers: flatHeaders(response) };
  if (!String(result.headers['Content-Type']).startsWith(chatStreamMediaType)) {
    return { ...result, events: [], body: await text(response.body) };
  }
  // The whole body first, as a client that waits for the end does; then the events in it.
  const wire = await text(response.body);
  await response.completion;
  const events: ChatStreamEvent[] = [];
  const bytes = Readable.toWeb(Readable.from([Buffer.from(wire)])) as ReadableStream<Uint8Array>;
  for await (const event of readChatStream(bytes)) events.push(event);
  return { ...result, events, body: wire };
}

/** The text of every delta, joined. */
export function joinedDeltas(events: readonly ChatStreamEvent[]): string {
  return events.map((event) => (event.event === 'delta' ? event.data.text : '')).join('');
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
