/**
 * Turns a validated conversation into the reply SPEC.md §7 describes, through
 * Bedrock when a model is configured and offline otherwise. Logs the mode,
 * outcome, sizes and token counts, never a message's text.
 */
import { randomUUID } from 'node:crypto';
import { chatErrorIdPrefix, type ChatErrorKind, type ChatMessage, type ChatResponse } from '@ferrum/shared';
import { logger } from '../lib/logger.ts';
import { logOutcome } from '../lib/http-handler.ts';
import { assistantCopy } from './assistant-copy.ts';
import { createBedrockClient, createBedrockResponder, type ConverseClient } from './bedrock-responder.ts';
import type { ChatConfig } from './chat-config.ts';
import { createOfflineResponder } from './offline-responder.ts';
import { buildSystemPrompt } from './system-prompt.ts';

const textReply = (id: string, text: string): ChatResponse => ({ id, content: [{ type: 'text', text }] });

/** `error-<kind>-<uuid>`: the page shows the text and toasts "AI Service Issue". */
export function errorReply(kind: ChatErrorKind): ChatResponse {
  return textReply(`${chatErrorIdPrefix}${kind}-${randomUUID()}`, assistantCopy.errors[kind]);
}

export type ChatResponder = (messages: readonly ChatMessage[], timeoutMs: number) => Promise<ChatResponse>;

/** The responder for `config`; `client` replaces the Bedrock client (tests). */
export function createChatResponder(config: ChatConfig, client?: ConverseClient): ChatResponder {
  if (config.mode === 'offline') {
    const offline = createOfflineResponder();
    return async (messages) => {
      logger.appendKeys({ chatMode: 'offline', messageCount: messages.length });
      logOutcome('answered');
      return textReply(`offline-${randomUUID()}`, offline.answer(messages));
    };
  }
  const ask = createBedrockResponder({
    client: client ?? createBedrockClient(config.region),
    modelId: config.modelId,
    systemPrompt: () => buildSystemPrompt(),
  });
  return async (messages, timeoutMs) => {
    logger.appendKeys({ chatMode: 'bedrock', modelId: config.modelId, messageCount: messages.length });
    const outcome = await ask(messages, timeoutMs);
    if (!outcome.ok) {
      logOutcome(`ai-${outcome.kind}`);
      logger.warn('AI service problem', { errorKind: outcome.kind, errorName: outcome.errorName });
      return errorReply(outcome.kind);
    }
    logOutcome('answered');
    logger.appendKeys({
      stopReason: outcome.stopReason,
      inputTokens: outcome.inputTokens,
      outputTokens: outcome.outputTokens,
    });
    return textReply(`chat-${randomUUID()}`, outcome.text);
  };
}
