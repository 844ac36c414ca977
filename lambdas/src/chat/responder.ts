/**
 * Turns a validated conversation into the events of the chat stream
 * (`@ferrum/shared` chat-stream: text deltas, then one `done` or `error`),
 * through Bedrock when a model is configured and offline otherwise. The JSON
 * reply (docs/product.md#chat-call) is the stream's last event; it carries the hand-off to the
 * team when one is offered: on Bedrock the model decides it, by calling its
 * hand-off tool (./handoff-tool.ts), or the guardrail does, for prices and legal
 * advice; offline, the offline answerer decides it.
 * Every link in the text is checked against the site's pages on its way out.
 *
 * The chat never goes dark: over the hour's spend ceiling, and when the model
 * fails before writing a word, the visitor gets the offline answer (saying so);
 * a guardrail intervention is answered too, never shown as an error. The
 * `error-` reply (docs/product.md#chat-messages) is left for a model that fails mid-answer, and for a
 * failure of the offline answer itself. Logs the mode, outcome, hand-off,
 * guardrail policies, sizes, token counts and the time to the model's first
 * token, never a message's text.
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
import {
  createBedrockClient,
  createBedrockResponder,
  type BedrockOutcome,
  type ConverseClient,
  type TokenCounts,
} from './bedrock-responder.ts';
import type { ChatConfig } from './chat-config.ts';
import { replyFor, type GuardrailIntervention } from './guardrail.ts';
import { createArticleExcerpts } from './article-excerpts.ts';
import { createOfflineAnswerer, type OfflineNotice } from './offline/offline-answerer.ts';
import { checkLinks, createStreamingLinkCheck } from './site-links.ts';
import { createSpendCounter, type SpendCounter } from './spend-counter.ts';
import { datedSystemPrompt, siteContentPrompt, systemRules } from './system-prompt.ts';

const textReply = (id: string, text: string, handoff?: ChatHandoff): ChatResponse => ({
  id,
  content: [{ type: 'text', text }],
  ...(handoff ? { handoff } : {}),
});

/** The hand-off for `reason` with its general subject. */
const offered = (reason: 'quote' | 'person'): ChatHandoff => ({
  reason,
  subject: assistantCopy.handoffSubjects[reason](),
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

export interface ChatResponderOptions {
  /** Replaces the Bedrock client (tests, the benchmark). */
  client?: ConverseClient;
  /** Replaces the spend counter (tests). */
  spend?: SpendCounter;
}

type OfflineAnswerer = ReturnType<typeof createOfflineAnswerer>;

/** The offline answer as the stream's events: word-sized pieces without delays, then `done`. */
async function* offlineAnswer(
  offline: OfflineAnswerer,
  messages: readonly ChatMessage[],
  today: string,
  notice: OfflineNotice,
): AsyncGenerator<ChatStreamEvent> {
  const reply = offline.reply(messages, today, notice);
  logger.appendKeys({ handoff: reply.handoff?.reason });
  const text = checkLinks(reply.text);
  for (const piece of wordPieces(text)) yield { event: 'delta', data: { text: piece } };
  yield { event: 'done', data: textReply(`offline-${randomUUID()}`, text, reply.handoff) };
}

/**
 * The offline answer instead of the model's; when not even that can be given, the error reply
 * (docs/product.md#chat-messages).
 */
async function* fallbackAnswer(
  offline: OfflineAnswerer,
  messages: readonly ChatMessage[],
  today: string,
): AsyncGenerator<ChatStreamEvent> {
  let events: ChatStreamEvent[];
  try {
    events = [];
    for await (const event of offlineAnswer(offline, messages, today, 'fallback')) events.push(event);
  } catch (error) {
    logger.error('offline answer failed', { errorName: error instanceof Error ? error.name : typeof error });
    yield { event: 'error', data: errorReply('unavailable') };
    return;
  }
  yield* events;
}

/** Whether the hour's spend has reached the ceiling; a counter that cannot answer never stops the chat. */
async function overCeiling(spend: SpendCounter | undefined): Promise<boolean> {
  try {
    return (await spend?.overCeiling()) ?? false;
  } catch (error) {
    logger.warn('spend counter unavailable', { errorName: error instanceof Error ? error.name : typeof error });
    return false;
  }
}

/** Adds an answer's cost to the hour; the answer goes out whatever the counter says. */
async function count(spend: SpendCounter | undefined, usage: TokenCounts): Promise<void> {
  if (!spend) return;
  try {
    const { costUsd, hourUsd } = await spend.add(usage);
    logger.appendKeys({ costUsd: Math.round(costUsd * 1e6) / 1e6, hourSpendUsd: Math.round(hourUsd * 1e4) / 1e4 });
  } catch (error) {
    logger.warn('spend counter unavailable', { errorName: error instanceof Error ? error.name : typeof error });
  }
}

/**
 * The answer instead of one the guardrail blocked, and the hand-off it offers: for prices and
 * legal advice the guardrail's own (a quote, a person), unless the model offered one; otherwise
 * the model's tool call, if it made one.
 */
function interventionReply(
  offline: OfflineAnswerer,
  intervention: GuardrailIntervention,
  messages: readonly ChatMessage[],
  handoff: ChatHandoff | undefined,
): { text: string; handoff: ChatHandoff | undefined } {
  const kind = replyFor(intervention);
  const copy = assistantCopy.guardrail;
  switch (kind) {
    case 'instructions':
      return { text: assistantCopy.instructions, handoff: undefined };
    case 'harmful':
      return { text: assistantCopy.harmful, handoff: undefined };
    case 'pricing':
      return { text: assistantCopy.pricing(), handoff: handoff ?? offered('quote') };
    case 'legal':
      return { text: copy.legal, handoff: handoff ?? offered('person') };
    case 'personalData':
      return { text: copy.personalData, handoff };
    case 'content':
      return { text: copy.content, handoff };
    case 'siteAnswer':
      // The model's answer did not stand on the site's content: say so, with the nearest sections and the team.
      return offline.nearest(messages);
  }
}

/** What the closing events of a model's answer need to know. */
interface ClosingContext {
  offline: OfflineAnswerer;
  messages: readonly ChatMessage[];
  today: string;
  signal: AbortSignal | undefined;
  /** The text shown so far (links checked), and the model's answer as written. */
  shown: string;
  raw: string;
}

/** The stream's last event for the model's outcome, logged: `done`, the fallback, or `error`. */
async function* closingEvents(outcome: BedrockOutcome, context: ClosingContext): AsyncGenerator<ChatStreamEvent> {
  const { offline, messages, today } = context;
  if (context.signal?.aborted) {
    logOutcome('abandoned');
    return;
  }
  if (!outcome.ok) {
    logOutcome(`ai-${outcome.kind}`);
    logger.warn('AI service problem', { errorKind: outcome.kind, errorName: outcome.errorName });
    // Nothing shown yet: the visitor still gets an answer, from the site's content.
    if (context.shown.trim() === '') {
      logger.appendKeys({ answeredBy: 'offline' });
      yield* fallbackAnswer(offline, messages, today);
      return;
    }
    yield { event: 'error', data: errorReply(outcome.kind) };
    return;
  }
  if (outcome.intervention) {
    const { source, policies, groundingScores } = outcome.intervention;
    logOutcome(`guardrail-${source}`);
    logger.appendKeys({ guardrailPolicy: policies[0], guardrailPolicies: policies, ...(groundingScores ?? {}) });
    const reply = interventionReply(offline, outcome.intervention, messages, outcome.handoff);
    logger.appendKeys({ handoff: reply.handoff?.reason });
    // The `done` text replaces whatever was shown of the blocked answer.
    yield { event: 'done', data: textReply(`chat-${randomUUID()}`, checkLinks(reply.text), reply.handoff) };
    return;
  }
  logger.appendKeys({ handoff: outcome.handoff?.reason });
  logOutcome('answered');
  yield {
    event: 'done',
    data: textReply(`chat-${randomUUID()}`, checkLinks(context.raw).trimEnd(), outcome.handoff),
  };
}

/** The offline responder: every answer from the site's content. */
function offlineResponder(offline: OfflineAnswerer): ChatResponder {
  return async function* (messages) {
    logger.appendKeys({ chatMode: 'offline', messageCount: messages.length });
    logOutcome('answered');
    yield* offlineAnswer(offline, messages, utcDay(), 'offline');
  };
}

/** The responder with a model: streamed through the link check, the offline answer when over the ceiling or failing. */
function bedrockResponder(
  config: Extract<ChatConfig, { mode: 'bedrock' }>,
  options: ChatResponderOptions,
  offline: OfflineAnswerer,
): ChatResponder {
  const articleExcerpts = createArticleExcerpts(offline.search);
  const { guardrail } = config;
  const spend = options.spend ?? (config.spend ? createSpendCounter(config.spend) : undefined);
  let stable: { rules: string; siteContent: string } | undefined;
  const ask = createBedrockResponder({
    client: options.client ?? createBedrockClient(config.region),
    modelId: config.modelId,
  });

  return async function* (messages, { timeoutMs, signal }) {
    logger.appendKeys({ chatMode: 'bedrock', modelId: config.modelId, messageCount: messages.length });
    const today = utcDay();
    if (await overCeiling(spend)) {
      logOutcome('over-ceiling');
      yield* fallbackAnswer(offline, messages, today);
      return;
    }
    const startedAt = performance.now();
    // Built once per cold start (it is the cached prefix); the date and events per call.
    stable ??= { rules: systemRules(), siteContent: siteContentPrompt() };
    const system = { ...stable, dated: datedSystemPrompt(today), excerpts: articleExcerpts(messages) };
    const answer = ask(messages, {
      system,
      timeoutMs,
      ...(guardrail ? { guardrail } : {}),
      ...(signal ? { signal } : {}),
    });
    const links = createStreamingLinkCheck();
    let shown = '';
    /** The model's answer as written: the `done` reply checks its links whole (a definition may follow its reference). */
    let raw = '';
    let finished = false;
    try {
      let step = await answer.next();
      // How long the visitor watched an empty answer (the dashboard's first-token latency).
      if (!step.done) logger.appendKeys({ firstTokenMs: Math.round(performance.now() - startedAt) });
      while (!step.done) {
        raw += step.value;
        const checked = links.push(step.value);
        if (checked) {
          shown += checked;
          yield { event: 'delta', data: { text: checked } };
        }
        step = await answer.next();
      }
      finished = true;
      const rest = links.flush();
      if (rest) {
        shown += rest;
        yield { event: 'delta', data: { text: rest } };
      }
      const outcome = step.value;
      logger.appendKeys({
        ...outcome.usage,
        modelCalls: outcome.modelCalls,
        ...(outcome.ok ? { stopReason: outcome.stopReason } : {}),
      });
      await count(spend, outcome.usage);
      yield* closingEvents(outcome, { offline, messages, today, signal, shown, raw });
    } finally {
      // The reader stopped early: stop the model's stream too.
      if (!finished) {
        logOutcome('abandoned');
        await answer.return(undefined as never);
      }
    }
  };
}

/** The responder for `config`. */
export function createChatResponder(config: ChatConfig, options: ChatResponderOptions = {}): ChatResponder {
  const offline = createOfflineAnswerer();
  return config.mode === 'offline' ? offlineResponder(offline) : bedrockResponder(config, options, offline);
}

/** The reply of a finished stream: its `done` or `error` event (the JSON answer, docs/product.md#chat-call). */
export async function finalReply(events: AsyncIterable<ChatStreamEvent>): Promise<ChatResponse> {
  for await (const event of events) {
    if (event.event !== 'delta') return event.data;
  }
  // Only a visitor who left ends a stream without a reply, and a JSON caller is still here.
  return errorReply('unavailable');
}
