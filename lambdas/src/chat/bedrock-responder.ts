/**
 * The assistant with a model: one ConverseStream call to a Claude model on
 * Amazon Bedrock, with the server-built system prompt (its stable part cached),
 * a token cap and a deadline below API Gateway's 29 s. Every failure of the AI service becomes an
 * `error-<kind>` outcome the visitor sees as "AI Service Issue" (docs/product.md#chat-messages).
 */
import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ConverseStreamCommandOutput,
  type ConverseStreamOutput,
  type GuardrailTraceAssessment,
  type TokenUsage,
} from '@aws-sdk/client-bedrock-runtime';
import type { ChatErrorKind, ChatMessage } from '@ferrum/shared';
import type { GuardrailConfig } from './chat-config.ts';
import { guardrailMarkerStart, interventionFrom, type GuardrailIntervention } from './guardrail.ts';

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

/** How a call ended; the text went out as it was written (the guardrail's markers held back). */
export type BedrockOutcome =
  | { ok: true; stopReason: string | undefined; usage: TokenCounts; intervention?: GuardrailIntervention }
  | { ok: false; kind: ChatErrorKind; errorName: string; usage: TokenCounts };

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
  const source = (text: string) =>
    guardrail ? { guardContent: { text: { text, qualifiers: ['grounding_source' as const] } } } : { text };
  const stable = guardrail ? [{ text: rules }, source(siteContent)] : [{ text: `${rules}\n\n${siteContent}` }];
  return [
    ...stable,
    { cachePoint: { type: 'default' as const } },
    { text: dated },
    ...(excerpts ? [source(excerpts)] : []),
  ];
}

/** The conversation for the model; with a guardrail, only the visitor's newest message is guarded input (and its query). */
function conversation(messages: readonly ChatMessage[], guardrail: GuardrailConfig | undefined) {
  return messages.map((message, index) => {
    const newest = index === messages.length - 1;
    if (!guardrail || !newest) return { role: message.role, content: [{ text: message.content }] };
    const qualifiers =
      message.content.length <= guardrailQueryMaxLength
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

/** The exception events a Converse stream can carry instead of text; each ends the answer. */
const streamExceptionKeys = [
  'internalServerException',
  'modelStreamErrorException',
  'validationException',
  'throttlingException',
  'serviceUnavailableException',
] as const;

/** An exception event as the error it reports (its key names the error, as the SDK's classes do). */
function streamException(event: ConverseStreamOutput): Error | undefined {
  for (const key of streamExceptionKeys) {
    const exception = event[key];
    if (exception) {
      const name = key.charAt(0).toUpperCase() + key.slice(1);
      return Object.assign(new Error(exception.message ?? name), { name });
    }
  }
  return undefined;
}

export interface AskOptions {
  system: SystemPrompt;
  /** Applied to the call (sync stream processing: nothing reaches the visitor unchecked). */
  guardrail?: GuardrailConfig;
  /** Longest wait for the whole answer. */
  timeoutMs?: number;
  /** Aborted when the visitor is gone (the stream's reader stopped): the model call stops too. */
  signal?: AbortSignal;
}

/**
 * Streams the model's answer to `messages` (already validated: alternating,
 * first and last from the user): yields text as the model writes it and
 * returns the outcome. The stable part of the system prompt sits before a
 * cache point, so calls within the cache window read it at a tenth of the price.
 */
export function createBedrockResponder({ client, modelId }: BedrockResponderOptions) {
  return async function* ask(
    messages: readonly ChatMessage[],
    { system, guardrail, timeoutMs = bedrockTimeoutMs, signal }: AskOptions,
  ): AsyncGenerator<string, BedrockOutcome> {
    const command = new ConverseStreamCommand({
      modelId,
      system: systemBlocks(system, guardrail),
      messages: conversation(messages, guardrail),
      inferenceConfig: { maxTokens: maxOutputTokens, temperature },
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
    });
    const deadline = AbortSignal.timeout(timeoutMs);
    const abortSignal = signal ? AbortSignal.any([deadline, signal]) : deadline;
    const usage: TokenCounts = {};
    let stopReason: string | undefined;
    let written = '';
    let guardrailTrace: GuardrailTraceAssessment | undefined;
    /** The guardrail answered with its marker: nothing more of this answer goes out. */
    let blocked = false;
    try {
      const output = await client.send(command, { abortSignal });
      for await (const event of output.stream ?? []) {
        const failure = streamException(event);
        if (failure) throw failure;
        // Leading white space would only push the answer down; the text starts at its first word.
        let text =
          written === '' ? event.contentBlockDelta?.delta?.text?.trimStart() : event.contentBlockDelta?.delta?.text;
        // The guardrail's marker, and anything after it, is never shown.
        const marker = text?.indexOf(guardrailMarkerStart) ?? -1;
        if (blocked) text = undefined;
        else if (marker >= 0) {
          text = text!.slice(0, marker);
          blocked = true;
        }
        if (text) {
          written += text;
          yield text;
        }
        if (event.messageStop) stopReason = event.messageStop.stopReason;
        if (event.metadata?.usage) Object.assign(usage, tokenCounts(event.metadata.usage));
        if (event.metadata?.trace?.guardrail) guardrailTrace = event.metadata.trace.guardrail;
      }
      abortSignal.throwIfAborted();
    } catch (error) {
      // The deadline aborts with a TimeoutError; an abort because the visitor left is not the model's fault.
      const reason = deadline.aborted ? deadline.reason : error;
      return {
        ok: false,
        kind: classifyBedrockError(reason),
        errorName: reason instanceof Error ? reason.name : typeof reason,
        usage,
      };
    }
    if (blocked || stopReason === 'guardrail_intervened') {
      return { ok: true, stopReason, usage, intervention: interventionFrom(guardrailTrace) };
    }
    if (written.trim() === '') return { ok: false, kind: 'empty', errorName: `stop:${stopReason ?? 'unknown'}`, usage };
    // "…" marks an answer cut at the token cap.
    if (stopReason === 'max_tokens') yield '…';
    return { ok: true, stopReason, usage };
  };
}

/** Token counts of one call, for the log line (never text). */
export interface TokenCounts {
  inputTokens?: number;
  outputTokens?: number;
  cacheReadInputTokens?: number;
  cacheWriteInputTokens?: number;
}

function tokenCounts(usage: TokenUsage): TokenCounts {
  return {
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    cacheReadInputTokens: usage.cacheReadInputTokens,
    cacheWriteInputTokens: usage.cacheWriteInputTokens,
  };
}
