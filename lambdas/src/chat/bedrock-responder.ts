/**
 * The assistant with a model: one Converse call to a Claude model on Amazon
 * Bedrock, with the server-built system prompt, a token cap and a deadline
 * below API Gateway's 29 s. Every failure of the AI service becomes an
 * `error-<kind>` outcome the visitor sees as "AI Service Issue" (SPEC.md §8).
 */
import { BedrockRuntimeClient, ConverseCommand, type ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import type { ChatErrorKind, ChatMessage } from '@ferrum/shared';

/** Longest answer, in tokens: about 600 words, well above the ~150 the prompt asks for. */
export const maxOutputTokens = 800;

/** Longest wait for the model; API Gateway gives up at 29 s and the function at 28 s. */
export const bedrockTimeoutMs = 20_000;

/** Low temperature: answers stay close to the site's facts. */
const temperature = 0.3;

/** The part of the SDK client the responder uses (tests pass a fake). */
export interface ConverseClient {
  send(command: ConverseCommand, options?: { abortSignal?: AbortSignal }): Promise<ConverseCommandOutput>;
}

/** A client with a request timeout and one retry (a throttled call may succeed a moment later). */
export function createBedrockClient(region: string): BedrockRuntimeClient {
  return new BedrockRuntimeClient({
    region,
    maxAttempts: 2,
    requestHandler: { requestTimeout: bedrockTimeoutMs, disableConcurrentStreams: true },
  });
}

export type BedrockOutcome =
  | { ok: true; text: string; stopReason: string | undefined; inputTokens?: number; outputTokens?: number }
  | { ok: false; kind: ChatErrorKind; errorName: string };

export interface BedrockResponderOptions {
  client: ConverseClient;
  modelId: string;
  /** Called per request, so a long-lived function keeps today's date current. */
  systemPrompt: () => string;
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

/** The text of a Converse reply: its text blocks joined; "…" marks an answer cut at the token cap. */
function replyText(output: ConverseCommandOutput): string {
  const blocks = output.output?.message?.content ?? [];
  const text = blocks
    .map((block) => block.text ?? '')
    .join('')
    .trim();
  return output.stopReason === 'max_tokens' && text !== '' ? `${text}…` : text;
}

/** Calls the model with `messages` (already validated: alternating, first and last from the user). */
export function createBedrockResponder({ client, modelId, systemPrompt }: BedrockResponderOptions) {
  return async (messages: readonly ChatMessage[], timeoutMs = bedrockTimeoutMs): Promise<BedrockOutcome> => {
    const command = new ConverseCommand({
      modelId,
      system: [{ text: systemPrompt() }],
      messages: messages.map((message) => ({ role: message.role, content: [{ text: message.content }] })),
      inferenceConfig: { maxTokens: maxOutputTokens, temperature },
    });
    try {
      const output = await client.send(command, { abortSignal: AbortSignal.timeout(timeoutMs) });
      const text = replyText(output);
      if (text === '') return { ok: false, kind: 'empty', errorName: `stop:${output.stopReason ?? 'unknown'}` };
      return {
        ok: true,
        text,
        stopReason: output.stopReason,
        inputTokens: output.usage?.inputTokens,
        outputTokens: output.usage?.outputTokens,
      };
    } catch (error) {
      return {
        ok: false,
        kind: classifyBedrockError(error),
        errorName: error instanceof Error ? error.name : typeof error,
      };
    }
  };
}

export type BedrockResponder = ReturnType<typeof createBedrockResponder>;
