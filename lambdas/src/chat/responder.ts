/**
 * Turns a validated conversation into the events of the chat stream
 * (`@ferrum/shared` chat-stream: text deltas, then one `done` or `error`),
 * through Bedrock when a model is configured and offline otherwise. The JSON
 * reply of SPEC.md §7 is the stream's last event. Logs the mode, outcome, sizes,
 * token counts and the time to the model's first token, never a message's text.
 */
import { randomUUID } from 'node:crypto';
import {
  chatErrorIdPrefix,
  type ChatErrorKind,
  type ChatMessage,
  type ChatResponse,
  type ChatStreamEvent,
} from '@ferrum/shared';
import { logger } from '../lib/logger.ts';
import { logOutcome } from '../lib/http-handler.ts';
import { assistantCopy } from './assistant-copy.ts';
import { createBedrockClient, createBedrockResponder, type ConverseClient } from './bedrock-responder.ts';
import type { ChatConfig } from './chat-config.ts';
import { createOfflineResponder } from './offline-responder.ts';
import { datedSystemPrompt, stableSystemPrompt } from './system-prompt.ts';

const textReply = (id: string, text: string): ChatResponse => ({ id, content: [{ type: 'text', text }] });

/** `error-<kind>-<uuid>`: the page shows the text and toasts "AI Service Issue". */
export function errorReply(kind: ChatErrorKind): ChatResponse {
  return textReply(`${chatErrorIdPrefix}${kind}-${randomUUID()}`, assistantCopy.errors[kind]);
}

export interface RespondOptions {
  /** Longest wait for the model. */
  timeoutMs: number;
  /** Aborted when the visitor stopped reading: the model call stops, nothing more is sent. */
  signal?: AbortSignal;
}

/** The events of one answer; the last is `done` or `error` unless the visitor left first. */
export type ChatResponder = (
  messages: readonly ChatMessage[],
  options: RespondOptions,
) => AsyncGenerator<ChatStreamEvent>;

/** `text` cut into words (each with the white space after it): joined, they give `text` back. */
export function wordPieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** The responder for `config`; `client` replaces the Bedrock client (tests, the benchmark). */
export function createChatResponder(config: ChatConfig, client?: ConverseClient): ChatResponder {
  if (config.mode === 'offline') {
    const offline = createOfflineResponder();
    return async function* (messages) {
      logger.appendKeys({ chatMode: 'offline', messageCount: messages.length });
      const text = offline.answer(messages);
      // The same path as a model's answer, in word-sized pieces and without delays.
      for (const piece of wordPieces(text)) yield { event: 'delta', data: { text: piece } };
      logOutcome('answered');
      yield { event: 'done', data: textReply(`offline-${randomUUID()}`, text) };
    };
  }
  let stable: string | undefined;
  const ask = createBedrockResponder({
    client: client ?? createBedrockClient(config.region),
    modelId: config.modelId,
    // Built once per cold start (it is the cached prefix); the date per call.
    systemPrompt: () => ({ stable: (stable ??= stableSystemPrompt()), dated: datedSystemPrompt() }),
  });
  return async function* (messages, { timeoutMs, signal }) {
    logger.appendKeys({ chatMode: 'bedrock', modelId: config.modelId, messageCount: messages.length });
    const startedAt = performance.now();
    const answer = ask(messages, { timeoutMs, signal });
    let text = '';
    let finished = false;
    try {
      let step = await answer.next();
      // How long the visitor watched an empty answer (the dashboard's first-token latency).
      if (!step.done) logger.appendKeys({ firstTokenMs: Math.round(performance.now() - startedAt) });
      while (!step.done) {
        text += step.value;
        yield { event: 'delta', data: { text: step.value } };
        step = await answer.next();
      }
      finished = true;
      const outcome = step.value;
      logger.appendKeys({ ...outcome.usage, ...(outcome.ok ? { stopReason: outcome.stopReason } : {}) });
      if (signal?.aborted) {
        logOutcome('abandoned');
        return;
      }
      if (!outcome.ok) {
        logOutcome(`ai-${outcome.kind}`);
        logger.warn('AI service problem', { errorKind: outcome.kind, errorName: outcome.errorName });
        yield { event: 'error', data: errorReply(outcome.kind) };
        return;
      }
      logOutcome('answered');
      yield { event: 'done', data: textReply(`chat-${randomUUID()}`, text.trimEnd()) };
    } finally {
      // The reader stopped early: stop the model's stream too.
      if (!finished) {
        logOutcome('abandoned');
        await answer.return(undefined as never);
      }
    }
  };
}

/** The reply of a finished stream: its `done` or `error` event (the JSON answer of SPEC.md §7). */
export async function finalReply(events: AsyncIterable<ChatStreamEvent>): Promise<ChatResponse> {
  for await (const event of events) {
    if (event.event !== 'delta') return event.data;
  }
  // Only a visitor who left ends a stream without a reply, and a JSON caller is still here.
  return errorReply('unavailable');
}
