/**
 * The chat's conversation and open/maximised state for the page session
 * (docs/product.md#the-widget: held only in the page session): kept in `sessionStorage`, so the
 * next page of the visit restores it; cleared by Reset; never in `localStorage`
 * or anywhere else. No React here: the page script reads it to wake the chat early.
 */
import type { ChatRole } from '@ferrum/shared';
import { isChatHandoff, type ChatHandoff } from '@ferrum/shared/chat-handoff';

/** Why an answer holds only its beginning: the visitor stopped it, or it was cut off (connection, page left). */
export type PartialAnswer = 'stopped' | 'interrupted';

/**
 * A message on screen. `failed` marks an AI-service problem shown as an assistant
 * message; `partial` an answer that ended before it was complete (still a turn of
 * the conversation, so the next request alternates user and assistant); `handoff`
 * an answer that offers "Talk to our team".
 */
export interface ConversationMessage {
  id: number;
  role: ChatRole;
  content: string;
  failed?: boolean;
  partial?: PartialAnswer;
  handoff?: ChatHandoff;
}

export interface ChatSession {
  open: boolean;
  maximized: boolean;
  messages: ConversationMessage[];
}

export const chatSessionKey = 'ferrum:chat';

function isMessage(value: unknown): value is ConversationMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { id, role, content, failed, partial, handoff } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    (handoff === undefined || isChatHandoff(handoff)) &&
    (role === 'user' || role === 'assistant') &&
    typeof content === 'string' &&
    (failed === undefined || typeof failed === 'boolean') &&
    (partial === undefined || partial === 'stopped' || partial === 'interrupted')
  );
}

/** The stored session, or null when there is none, it is unreadable, or storage is off (private modes). */
export function readChatSession(storage: Storage | undefined = globalThis.sessionStorage): ChatSession | null {
  try {
    const value = JSON.parse(storage?.getItem(chatSessionKey) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { open, maximized, messages } = value as Record<string, unknown>;
    if (typeof open !== 'boolean' || typeof maximized !== 'boolean' || !Array.isArray(messages)) return null;
    return { open, maximized, messages: messages.filter(isMessage) };
  } catch {
    return null;
  }
}

/** Stores `session`; an empty, closed chat leaves nothing behind. Storage errors (quota, private mode) are ignored. */
export function writeChatSession(session: ChatSession, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    if (!session.open && session.messages.length === 0) storage?.removeItem(chatSessionKey);
    else storage?.setItem(chatSessionKey, JSON.stringify(session));
  } catch {
    // The chat works without memory across pages.
  }
}

/** True when the session holds a chat to show again (open, or with messages). */
export function hasChatToRestore(storage?: Storage): boolean {
  const session = readChatSession(storage);
  return session !== null && (session.open || session.messages.length > 0);
}
