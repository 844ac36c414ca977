/**
 * The part of a conversation a client sends to the chat API: the newest turns
 * that fit the shared schema (alternating, first and last from the user, at most
 * 20, each at most 2,000 characters). The widget sends its conversation through
 * it, and the assistant's evaluation builds its conversations the same way.
 */
import { chatLimits, type ChatMessage } from './schemas/chat.ts';

/** A turn as a client keeps it: a problem reply is marked `failed`. */
export interface KeptTurn {
  role: ChatMessage['role'];
  content: string;
  failed?: boolean;
}

/**
 * The turns to send, newest last. Problem replies are left out; an answer that
 * was stopped or cut off is the assistant's turn as far as it got; of two user
 * messages in a row (the first never got an answer) the later one is kept;
 * long assistant answers are cut to the message limit; the oldest turns are
 * dropped to fit the count, so the window always starts with the user.
 */
export function toChatHistory(messages: readonly KeptTurn[]): ChatMessage[] {
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
