/**
 * The conversation and its one call (SPEC.md §4, §7, §8): sending appends the
 * user message, calls `POST /api/chat`, then appends the reply. Every outcome
 * maps to SPEC.md's messages, and loading is always cleared. The widget keeps
 * the messages for the page session (lib/chat-session.ts).
 */
import { useCallback, useRef, useState } from 'react';
import { apiRoutes, chatReplyText, isChatErrorReply, isChatResponse, type ChatResponse } from '@ferrum/shared';
import { postJson } from '../../lib/api-client.ts';
import { notify } from '../../lib/toasts.ts';
import { chatCopy } from '../../content/chat.ts';
import { toChatHistory, type ConversationMessage } from './chat-history.ts';

export interface ChatState {
  messages: readonly ConversationMessage[];
  loading: boolean;
  /** Sends `text` (trimmed); ignored when blank or while a reply is loading. */
  send: (text: string) => Promise<void>;
  /** Empties the conversation and drops any reply still on its way. */
  reset: () => void;
  /** Puts back a conversation kept from an earlier page of the visit. */
  restore: (messages: readonly ConversationMessage[]) => void;
}

export function useChat(): ChatState {
  const [messages, setMessages] = useState<readonly ConversationMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const nextId = useRef(0);
  const pending = useRef<AbortController | null>(null);

  const append = useCallback((message: Omit<ConversationMessage, 'id'>) => {
    nextId.current += 1;
    const withId = { ...message, id: nextId.current };
    setMessages((current) => [...current, withId]);
    return withId;
  }, []);

  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (content === '' || pending.current) return;
      const userMessage = append({ role: 'user', content });
      const controller = new AbortController();
      pending.current = controller;
      setLoading(true);
      try {
        const result = await postJson<ChatResponse>(
          apiRoutes.chat.path,
          { messages: toChatHistory([...messages, userMessage]) },
          { signal: controller.signal },
        );
        if (controller.signal.aborted) return;
        if (!result.ok) {
          console.error('Chat request failed', { status: result.status, code: result.error?.code ?? null });
          void notify('error', chatCopy.toasts.requestFailed);
          return;
        }
        if (!isChatResponse(result.data)) throw new Error('The chat answer is not a chat reply.');
        const reply = chatReplyText(result.data);
        if (isChatErrorReply(result.data)) {
          append({ role: 'assistant', content: reply, failed: true });
          void notify('error', { title: chatCopy.toasts.serviceIssue.title, description: reply });
          return;
        }
        append({ role: 'assistant', content: reply });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Chat failed', error);
        void notify('plain', chatCopy.toasts.unexpected);
      } finally {
        if (pending.current === controller) {
          pending.current = null;
          setLoading(false);
        }
      }
    },
    [append, messages],
  );

  const reset = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
    setMessages([]);
    setLoading(false);
  }, []);

  const restore = useCallback((saved: readonly ConversationMessage[]) => {
    nextId.current = Math.max(nextId.current, ...saved.map((message) => message.id));
    setMessages(saved);
  }, []);

  return { messages, loading, send, reset, restore };
}
