/**
 * The conversation the widget keeps, and the part of it sent to the API: the
 * newest turns that fit the shared schema (alternating, first and last from
 * the user, at most 20, each at most 2,000 characters).
 */
import { chatLimits, type ChatMessage } from '@ferrum/shared';
import type { ConversationMessage, PartialAnswer } from '../../lib/chat-session.ts';

export type { ConversationMessage, PartialAnswer };

/**
 * The turns to send, newest last. Problem replies are left out; an answer that
 * was stopped or cut off is the assistant's turn as far as it got; of two user
 * messages in a row (the first never got an answer) the later one is kept;
 * long assistant answers are cut to the message limit; the oldest turns are
 * dropped to fit the count, so the window always starts with the user.
 */
export function toChatHistory(messages: readonly ConversationMessage[]): ChatMessage[] {
  const turns: ChatMessage[] = [];
  for (const message of messages) {
    if (message.failed) continue;
    const content = message.content.trim().slice(0, chatLimits.maxMessageLength).trim();
    if (content === '') continue;
    if (turns.at(-1)?.role === message.role) turns[turns.length - 1] = { role: message.role, content };
    else turns.push({ role: message.role, content });
  }
  const window = turns.slice(-chatLimits.maxMessages);
  const firstUser = window.findIndex((turn) => turn.role === 'user');
  return firstUser === -1 ? [] : window.slice(firstUser);
}
