/**
 * The assistant with a model: a ConverseStream call to a Claude model on
 * Amazon Bedrock, with the server-built system prompt (its stable part cached),
 * the hand-off tool (./handoff-tool.ts), a token cap and a deadline below API
 * Gateway's 29 s. A model that calls the tool before writing a word gets the
 * tool's result in one follow-up call, and writes its answer there. Every failure
 * of the AI service becomes an `error-<kind>` outcome the visitor sees as
 * "AI Service Issue" (docs/product.md#chat-messages).
 */
import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ContentBlock,
  type ConverseStreamCommandOutput,
  type GuardrailTraceAssessment,
  type Message,
  type TokenUsage,
  type ToolUseBlock,
} from '@aws-sdk/client-bedrock-runtime';
import type { ChatErrorKind, ChatHandoff, ChatMessage } from '@ferrum/shared';
import type { GuardrailConfig } from './chat-config.ts';
import { guardrailMarkerStart, interventionFrom, type GuardrailIntervention } from './guardrail.ts';
import { handoffFromToolInput, handoffTool, handoffToolName } from './handoff-tool.ts';

/** Longest answer, in tokens: about 600 words, well above the ~150 the prompt asks for. */
export const maxOutputTokens = 800;

/** Longest wait for the model; API Gateway gives up at 29 s and the function at 28 s. */
export const bedrockTimeoutMs = 20_000;

/** Low temperature: answers stay close to the site's facts. */
const temperature = 0.3;

/** The part of the SDK client the responder uses (tests pass a fake). */
export interface ConverseClient {
  send(command: ConverseStreamCommand, options?: { abortSignal?: AbortSignal }): Promise<ConverseStreamCommandOutput>;
}

/** A client with a request timeout and one retry (a throttled call may succeed a moment later). */
export function createBedrockClient(region: string): BedrockRuntimeClient {
  return new BedrockRuntimeClient({
    region,
    maxAttempts: 2,
    requestHandler: { requestTimeout: bedrockTimeoutMs, disableConcurrentStreams: true },
  });
}

/**
 * How an answer ended; the text went out as it was written (the guardrail's markers held back).
 * `usage` adds up every model call of the answer; `handoff` is what the model's tool call asked for.
 */
export type BedrockOutcome =
  | {
      ok: true;
      stopReason: string | undefined;
      usage: TokenCounts;
      intervention?: GuardrailIntervention;
      handoff?: ChatHandoff;
      /** Model calls made: 2 when the model called the tool before writing, then wrote in a follow-up. */
      modelCalls: number;
    }
  | { ok: false; kind: ChatErrorKind; errorName: string; usage: TokenCounts; modelCalls: number };

export interface BedrockResponderOptions {
  client: ConverseClient;
  modelId: string;
}

/**
 * The system prompt of one call: the part that never changes between calls
 * (role and rules, and the site's content; cached), and the part that does.
 */
export interface SystemPrompt {
  rules: string;
  siteContent: string;
  dated: string;
  /** The blog passages this question calls for (`<article_excerpts>`), or ''. */
  excerpts: string;
}

/** Longest text the guardrail takes as the query of its relevance check. */
const guardrailQueryMaxLength = 1_000;

/**
 * The system blocks: with a guardrail, the site's content and the question's article
 * passages are its grounding source (checked against, not filtered); the cache point
 * follows the stable part either way.
 */
function systemBlocks({ rules, siteContent, dated, excerpts }: SystemPrompt, guardrail: GuardrailConfig | undefined) {
  // With the stage's grounding check off, the content goes as plain text: nothing for a guardrail to read there.
  const grounded = isGrounded(guardrail);
  const source = (text: string) =>
    grounded ? { guardContent: { text: { text, qualifiers: ['grounding_source' as const] } } } : { text };
  const stable = grounded ? [{ text: rules }, source(siteContent)] : [{ text: `${rules}\n\n${siteContent}` }];
  return [
    ...stable,
    { cachePoint: { type: 'default' as const } },
    { text: dated },
    ...(excerpts ? [source(excerpts)] : []),
  ];
}

/** Whether the call's guardrail checks contextual grounding (the stage's setting; on unless turned off). */
const isGrounded = (guardrail: GuardrailConfig | undefined) => guardrail !== undefined && guardrail.grounding !== false;

/** The conversation for the model; with a guardrail, only the visitor's newest message is guarded input (and its query). */
function conversation(messages: readonly ChatMessage[], guardrail: GuardrailConfig | undefined): Message[] {
  return messages.map((message, index) => {
    const newest = index === messages.length - 1;
    if (!guardrail || !newest) return { role: message.role, content: [{ text: message.content }] };
    // The query qualifier serves only the grounding check's relevance score.
    const qualifiers =
      isGrounded(guardrail) && message.content.length <= guardrailQueryMaxLength
        ? (['guard_content', 'query'] as const)
        : (['guard_content'] as const);
    return {
      role: message.role,
      content: [{ guardContent: { text: { text: message.content, qualifiers: [...qualifiers] } } }],
    };
  });
}

/** Error names of throttling and quota, access, a missing or unready model, and timeouts. */
const errorKindsByName: Record<string, ChatErrorKind> = {
  ThrottlingException: 'throttled',
  ServiceQuotaExceededException: 'throttled',
  TooManyRequestsException: 'throttled',
  AccessDeniedException: 'access-denied',
  UnrecognizedClientException: 'access-denied',
  ExpiredTokenException: 'access-denied',
  CredentialsProviderError: 'access-denied',
  ResourceNotFoundException: 'model-unavailable',
  ModelNotReadyException: 'model-unavailable',
  ModelTimeoutException: 'timeout',
  TimeoutError: 'timeout',
  AbortError: 'timeout',
  RequestTimeout: 'timeout',
  RequestTimeoutException: 'timeout',
};

/**
 * Bedrock reports a wrong or not-enabled model id, an inference profile
 * needed for on-demand use, or a retired model as a ValidationException.
 */
const modelProblem =
  /model identifier|model id|inference profile|on-demand throughput|not supported|end of its life|legacy|access to the model/i;

/** The kind of AI-service problem `error` is. */
export function classifyBedrockError(error: unknown): ChatErrorKind {
  const name = error instanceof Error ? error.name : '';
  const known = errorKindsByName[name];
  if (known) return known;
  if (name === 'ValidationException') {
    return modelProblem.test(error instanceof Error ? error.message : '') ? 'model-unavailable' : 'invalid-request';
  }
  return 'unavailable';
}

export interface AskOptions {
  system: SystemPrompt;
  /** Applied to every call (sync stream processing: nothing reaches the visitor unchecked). */
  guardrail?: GuardrailConfig;
  /** Longest wait for the whole answer, follow-up call included. */
  timeoutMs?: number;
  /** Aborted when the visitor is gone (the stream's reader stopped): the model call stops too. */
  signal?: AbortSignal;
}

/** A tool call the model finished: its id, the tool's name and its input as streamed (JSON text). */
interface ToolCall {
  toolUseId: string;
  name: string;
  input: string;
}

/** The assistant's turn that made `calls`, as the follow-up call's conversation repeats it. */
function toolUseMessage(calls: readonly ToolCall[]): Message {
  return {
    role: 'assistant',
    content: calls.map(({ toolUseId, name, input }) => ({ toolUse: { toolUseId, name, input: inputDocument(input) } })),
  };
}

/** The user's turn answering every call: only the hand-off that became a button reports `shown: true`. */
function toolResultMessage(calls: readonly ToolCall[], shown: ToolCall | undefined): Message {
  return {
    role: 'user',
    content: calls.map((call): ContentBlock => ({
      toolResult: { toolUseId: call.toolUseId, content: [{ json: { shown: call === shown } }], status: 'success' },
    })),
  };
}

/** A tool call's input as the object Converse takes back; input the model broke becomes `{}`. */
function inputDocument(input: string): Record<string, NonNullable<ToolUseBlock['input']>> {
  try {
    const value: unknown = JSON.parse(input);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, NonNullable<ToolUseBlock['input']>>)
      : {};
  } catch {
    return {};
  }
}

/** How much of `text`'s end could be the start of a guardrail marker: held back until the next piece decides. */
function markerPrefixLength(text: string): number {
  for (let length = Math.min(text.length, guardrailMarkerStart.length - 1); length > 0; length -= 1) {
    if (guardrailMarkerStart.startsWith(text.slice(-length))) return length;
  }
  return 0;
}

/** The text of one answer as it goes out: never a guardrail marker or what follows it, nor what may start one. */
class AnswerText {
  /** What went out so far. */
  written = '';
  /** The guardrail answered with its marker: nothing more of this answer goes out. */
  blocked = false;
  /** The end of the text so far that may be the start of a marker, not shown yet. */
  private held = '';

  /** What of a text piece may go out now (recorded as written). */
  shown(piece: string): string {
    if (this.blocked) return '';
    let text = this.held + piece;
    this.held = '';
    // Leading white space would only push the answer down; the text starts at its first word.
    if (this.written === '') text = text.trimStart();
    const marker = text.indexOf(guardrailMarkerStart);
    if (marker >= 0) {
      this.blocked = true;
      return this.write(text.slice(0, marker));
    }
    const holdBack = markerPrefixLength(text);
    this.held = text.slice(text.length - holdBack);
    return this.write(text.slice(0, text.length - holdBack));
  }

  /** At the end of a call: a held end that never became a marker was text after all. */
  flush(): string {
    const rest = this.blocked ? '' : this.held;
    this.held = '';
    return this.write(rest);
  }

  private write(text: string): string {
    this.written += text;
    return text;
  }
}

/** What the model's calls of one answer reported besides text. */
interface CallReport {
  usage: TokenCounts;
  stopReason?: string | undefined;
  guardrailTrace?: GuardrailTraceAssessment;
}

/** The request of every call of an answer, all but the messages: the cached prefix stays the same. */
function converseRequest(modelId: string, system: SystemPrompt, guardrail: GuardrailConfig | undefined) {
  return {
    modelId,
    system: systemBlocks(system, guardrail),
    inferenceConfig: { maxTokens: maxOutputTokens, temperature },
    toolConfig: { tools: [handoffTool], toolChoice: { auto: {} } },
    ...(guardrail
      ? {
          guardrailConfig: {
            guardrailIdentifier: guardrail.id,
            guardrailVersion: guardrail.version,
            streamProcessingMode: 'sync' as const,
            trace: 'enabled' as const,
          },
        }
      : {}),
  };
}

/** One ConverseStream call: yields its text and returns the tool calls it finished. */
async function* converse(
  client: ConverseClient,
  command: ConverseStreamCommand,
  abortSignal: AbortSignal,
  answer: AnswerText,
  report: CallReport,
): AsyncGenerator<string, ToolCall[]> {
  const output = await client.send(command, { abortSignal });
  report.stopReason = undefined;
  // Tool calls under way, by content block: their input comes in pieces of JSON text.
  const open = new Map<number | undefined, ToolCall>();
  const finished: ToolCall[] = [];
  // The SDK throws an exception the stream carries (ThrottlingException ...): it is never an event here.
  for await (const event of output.stream ?? []) {
    const start = event.contentBlockStart;
    if (start?.start?.toolUse) {
      const { toolUseId = '', name = '' } = start.start.toolUse;
      open.set(start.contentBlockIndex, { toolUseId, name, input: '' });
    }
    const delta = event.contentBlockDelta;
    if (delta?.delta?.toolUse) {
      const call = open.get(delta.contentBlockIndex);
      if (call) call.input += delta.delta.toolUse.input ?? '';
    }
    if (delta?.delta?.text !== undefined) {
      const text = answer.shown(delta.delta.text);
      if (text) yield text;
    }
    const stop = event.contentBlockStop;
    const done = stop ? open.get(stop.contentBlockIndex) : undefined;
    if (stop && done) {
      finished.push(done);
      open.delete(stop.contentBlockIndex);
    }
    if (event.messageStop) report.stopReason = event.messageStop.stopReason;
    if (event.metadata?.usage) addUsage(report.usage, event.metadata.usage);
    if (event.metadata?.trace?.guardrail) report.guardrailTrace = event.metadata.trace.guardrail;
  }
  abortSignal.throwIfAborted();
  const rest = answer.flush();
  if (rest) yield rest;
  return finished;
}

/**
 * Streams the model's answer to `messages` (already validated: alternating,
 * first and last from the user): yields text as the model writes it and
 * returns the outcome. The stable part of the system prompt sits before a
 * cache point, so calls within the cache window read it at a tenth of the price.
 * The hand-off tool is offered on every call; its input is never text for the visitor.
 */
export function createBedrockResponder({ client, modelId }: BedrockResponderOptions) {
  return async function* ask(
    messages: readonly ChatMessage[],
    { system, guardrail, timeoutMs = bedrockTimeoutMs, signal }: AskOptions,
  ): AsyncGenerator<string, BedrockOutcome> {
    const request = converseRequest(modelId, system, guardrail);
    // One deadline for the answer: a follow-up call gets what is left of it.
    const deadline = AbortSignal.timeout(timeoutMs);
    const abortSignal = signal ? AbortSignal.any([deadline, signal]) : deadline;
    const answer = new AnswerText();
    const report: CallReport = { usage: {} };
    const { usage } = report;
    const call = (conversation: Message[]) =>
      converse(client, new ConverseStreamCommand({ ...request, messages: conversation }), abortSignal, answer, report);
    let handoff: ChatHandoff | undefined;
    let calls = 0;
    try {
      const asked = conversation(messages, guardrail);
      calls += 1;
      const toolCalls = yield* call(asked);
      // The first offer counts; the model is told to make one at most.
      const offer = toolCalls.find((toolCall) => toolCall.name === handoffToolName);
      handoff = offer ? handoffFromToolInput(offer.input) : undefined;
      if (report.stopReason === 'tool_use' && answer.written.trim() === '' && !answer.blocked && toolCalls.length > 0) {
        // The tool came before any text: its result, so the model writes the answer (a second offer is ignored).
        calls += 1;
        yield* call([...asked, toolUseMessage(toolCalls), toolResultMessage(toolCalls, handoff ? offer : undefined)]);
      }
    } catch (error) {
      // The deadline aborts with a TimeoutError; an abort because the visitor left is not the model's fault.
      const reason = deadline.aborted ? deadline.reason : error;
      return {
        ok: false,
        kind: classifyBedrockError(reason),
        errorName: reason instanceof Error ? reason.name : typeof reason,
        usage,
        modelCalls: calls,
      };
    }
    const { stopReason } = report;
    const decided = { usage, modelCalls: calls, ...(handoff ? { handoff } : {}) };
    if (answer.blocked || stopReason === 'guardrail_intervened') {
      return { ok: true, stopReason, ...decided, intervention: interventionFrom(report.guardrailTrace) };
    }
    if (answer.written.trim() === '') {
      return { ok: false, kind: 'empty', errorName: `stop:${stopReason ?? 'unknown'}`, usage, modelCalls: calls };
    }
    // "…" marks an answer cut at the token cap.
    if (stopReason === 'max_tokens') yield '…';
    return { ok: true, stopReason, ...decided };
  };
}

/** Token counts of an answer, every call added up, for the log line and the spend counter (never text). */
export interface TokenCounts {
  inputTokens?: number;
  outputTokens?: number;
  cacheReadInputTokens?: number;
  cacheWriteInputTokens?: number;
}

const tokenCountKeys = ['inputTokens', 'outputTokens', 'cacheReadInputTokens', 'cacheWriteInputTokens'] as const;

/** Adds one call's usage to the answer's counts. */
function addUsage(counts: TokenCounts, usage: TokenUsage): void {
  for (const key of tokenCountKeys) {
    const value = usage[key];
    if (value !== undefined) counts[key] = (counts[key] ?? 0) + value;
  }
}
