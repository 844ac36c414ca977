/**
 * Turns a validated conversation into the events of the chat stream
 * (`@ferrum/shared` chat-stream: text deltas, then one `done` or `error`),
 * through Bedrock when a model is configured and offline otherwise. The JSON
 * reply of SPEC.md §7 is the stream's last event; it carries the hand-off to the
 * team when the visitor's words call for one, decided the same way on both paths.
 * Every link in the text is checked against the site's pages on its way out.
 * Logs the mode, outcome, hand-off, sizes, token counts and the time to the
 * model's first token, never a message's text.
 */
import { randomUUID } from 'node:crypto';
import {
  chatErrorIdPrefix,
  type ChatErrorKind,
  type ChatHandoff,
  type ChatMessage,
  type ChatResponse,
  type ChatStreamEvent,
} from '@ferrum/shared';
import { utcDay } from '@ferrum/shared/event-calendar';
import { logger } from '../lib/logger.ts';
import { logOutcome } from '../lib/http-handler.ts';
import { assistantCopy } from './assistant-copy.ts';
import { createBedrockClient, createBedrockResponder, type ConverseClient } from './bedrock-responder.ts';
import type { ChatConfig } from './chat-config.ts';
import { createOfflineResponder } from './offline-responder.ts';
import { checkLinks, createStreamingLinkCheck } from './site-links.ts';
import { datedSystemPrompt, stableSystemPrompt } from './system-prompt.ts';

const textReply = (id: string, text: string, handoff?: ChatHandoff): ChatResponse => ({
  id,
  content: [{ type: 'text', text }],
  ...(handoff ? { handoff } : {}),
});

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
  const offline = createOfflineResponder();
  if (config.mode === 'offline') {
    return async function* (messages) {
      logger.appendKeys({ chatMode: 'offline', messageCount: messages.length });
      const reply = offline.reply(messages, utcDay());
      const text = checkLinks(reply.text);
      // The same path as a model's answer, in word-sized pieces and without delays.
      for (const piece of wordPieces(text)) yield { event: 'delta', data: { text: piece } };
      logger.appendKeys({ handoff: reply.handoff?.reason });
      logOutcome('answered');
      yield { event: 'done', data: textReply(`offline-${randomUUID()}`, text, reply.handoff) };
    };
  }
  let stable: string | undefined;
  const ask = createBedrockResponder({ client: client ?? createBedrockClient(config.region), modelId: config.modelId });
  return async function* (messages, { timeoutMs, signal }) {
    logger.appendKeys({ chatMode: 'bedrock', modelId: config.modelId, messageCount: messages.length });
    // Read from the visitor's words, before the model writes a word of its own.
    const today = utcDay();
    const handoff = offline.handoff(messages, today);
    logger.appendKeys({ handoff: handoff?.reason });
    const startedAt = performance.now();
    // Built once per cold start (it is the cached prefix); the date, events and hand-off per call.
    const system = { stable: (stable ??= stableSystemPrompt()), dated: datedSystemPrompt(today, handoff) };
    const answer = ask(messages, { system, timeoutMs, ...(signal ? { signal } : {}) });
    const links = createStreamingLinkCheck();
    let text = '';
    let finished = false;
    try {
      let step = await answer.next();
      // How long the visitor watched an empty answer (the dashboard's first-token latency).
      if (!step.done) logger.appendKeys({ firstTokenMs: Math.round(performance.now() - startedAt) });
      while (!step.done) {
        const checked = links.push(step.value);
        if (checked) {
          text += checked;
          yield { event: 'delta', data: { text: checked } };
        }
        step = await answer.next();
      }
      finished = true;
      const rest = links.flush();
      if (rest) {
        text += rest;
        yield { event: 'delta', data: { text: rest } };
      }
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
      yield { event: 'done', data: textReply(`chat-${randomUUID()}`, text.trimEnd(), handoff) };
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
