/**
 * Loads the chat handler with a chosen configuration (offline, or a Bedrock
 * model id), as Lambda would at cold start, calls it as API Gateway's STREAM
 * integration does, and builds chat requests. Also fakes the model: ConverseStream
 * answers recorded event by event, as Bedrock sends them, and a client that plays them.
 */
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { vi } from 'vitest';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type {
  ConverseStreamCommandInput,
  ConverseStreamOutput,
  GuardrailTraceAssessment,
  StopReason,
  TokenUsage,
} from '@aws-sdk/client-bedrock-runtime';
import { apiRoutes, chatStreamMediaType, type ChatResponse, type ChatStreamEvent } from '@ferrum/shared';
import { readChatStream } from '@ferrum/shared/chat-stream-reader';
import type { ConverseClient } from '../../src/chat/bedrock-responder.ts';
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

/** The events of a ConverseStream answer, one by one, shaped as the SDK hands them over. */
export const converseEvent = {
  messageStart: (): ConverseStreamOutput => ({ messageStart: { role: 'assistant' } }),
  /** A piece of text; Bedrock sends no block start for text, only its deltas. */
  text: (text: string, index = 0): ConverseStreamOutput => ({
    contentBlockDelta: { contentBlockIndex: index, delta: { text } },
  }),
  toolStart: (index: number, toolUseId: string, name = 'offer_handoff'): ConverseStreamOutput => ({
    contentBlockStart: { contentBlockIndex: index, start: { toolUse: { toolUseId, name } } },
  }),
  /** A piece of the tool's input: JSON text, cut anywhere. */
  toolInput: (index: number, input: string): ConverseStreamOutput => ({
    contentBlockDelta: { contentBlockIndex: index, delta: { toolUse: { input } } },
  }),
  blockStop: (index: number): ConverseStreamOutput => ({ contentBlockStop: { contentBlockIndex: index } }),
  messageStop: (stopReason: StopReason): ConverseStreamOutput => ({ messageStop: { stopReason } }),
  metadata: (usage: TokenUsage, guardrail?: GuardrailTraceAssessment): ConverseStreamOutput => ({
    metadata: { usage, metrics: { latencyMs: 840 }, ...(guardrail ? { trace: { guardrail } } : {}) },
  }),
};

/** Token usage of a recorded call (a cache hit on the stable prompt). */
export const recordedUsage: TokenUsage = {
  inputTokens: 60,
  outputTokens: 90,
  totalTokens: 12_150,
  cacheReadInputTokens: 12_000,
  cacheWriteInputTokens: 0,
};

/** `text` cut into pieces of `size` characters (a tool's JSON input arrives cut mid-token). */
export function cutEvery(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += size) pieces.push(text.slice(start, start + size));
  return pieces;
}

export interface RecordedAnswer {
  /** The text pieces the model writes (content block 0, before any tool call unless `toolFirst`). */
  text?: readonly string[];
  /** A tool call: its id and its input's JSON pieces (the empty first piece Bedrock sends is added). */
  tool?: { id: string; input: readonly string[]; name?: string };
  /** The tool call comes before the text (then the model stops for the tool's result). */
  toolFirst?: boolean;
  /** `tool_use` with a tool call, `end_turn` otherwise. */
  stopReason?: StopReason;
  usage?: TokenUsage;
  guardrail?: GuardrailTraceAssessment;
}

/**
 * A ConverseStream answer in the order Bedrock sends it for a Claude model: messageStart,
 * each content block (text deltas; or a tool's start, its input deltas, its stop), messageStop,
 * then metadata with usage (and the guardrail's trace when one ran).
 */
export function recordedAnswer({
  text = [],
  tool,
  toolFirst = false,
  stopReason,
  usage = recordedUsage,
  guardrail,
}: RecordedAnswer): ConverseStreamOutput[] {
  const textBlock = (index: number) =>
    text.length > 0 ? [...text.map((piece) => converseEvent.text(piece, index)), converseEvent.blockStop(index)] : [];
  const toolBlock = (index: number) =>
    tool
      ? [
          converseEvent.toolStart(index, tool.id, tool.name),
          converseEvent.toolInput(index, ''),
          ...tool.input.map((piece) => converseEvent.toolInput(index, piece)),
          converseEvent.blockStop(index),
        ]
      : [];
  const blocks = toolFirst
    ? [...toolBlock(0), ...textBlock(tool ? 1 : 0)]
    : [...textBlock(0), ...toolBlock(text.length > 0 ? 1 : 0)];
  return [
    converseEvent.messageStart(),
    ...blocks,
    converseEvent.messageStop(stopReason ?? (tool ? 'tool_use' : 'end_turn')),
    converseEvent.metadata(usage, guardrail),
  ];
}

/** The events as the SDK's stream gives them; `failure` is thrown after them, as the SDK throws a stream's exception. */
export async function* converseStream(
  events: readonly ConverseStreamOutput[],
  failure?: Error,
): AsyncGenerator<ConverseStreamOutput> {
  for (const event of events) yield event;
  if (failure) throw failure;
}

/** A fake Bedrock client that plays one recorded answer per call, in order, and keeps what each call sent. */
export function recordedClient(...answers: (readonly ConverseStreamOutput[])[]) {
  const sent: ConverseStreamCommandInput[] = [];
  const signals: (AbortSignal | undefined)[] = [];
  const client: ConverseClient = {
    send: async (command, options) => {
      // A copy: the responder builds each call's messages afresh, but the record must not follow later changes.
      sent.push(structuredClone(command.input));
      signals.push(options?.abortSignal);
      const answer = answers[sent.length - 1];
      if (!answer) throw new Error(`No recorded answer for call ${sent.length}`);
      return { $metadata: {}, stream: converseStream(answer) };
    },
  };
  return { client, sent, signals };
}
