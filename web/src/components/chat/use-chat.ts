/**
 * The conversation and its one call (docs/product.md#the-widget, #chat-messages): sending appends the
 * user message and calls `POST /api/chat` (lib/chat-call.ts). A streamed answer
 * appears with its first text and grows at most once a frame, until its final
 * reply replaces it; Stop keeps what has arrived, marked stopped; a dropped
 * connection keeps it too, marked incomplete, with the "Error" toast. Any
 * other answer maps to the chat's messages as before streaming, and loading is
 * always cleared. The widget keeps the messages for the page session
 * (lib/chat-session.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  chatReplyText,
  isChatErrorReply,
  isChatResponse,
  type ChatResponse,
  type ChatStreamEvent,
} from '@ferrum/shared';
// Part of the island's own chunk, not loaded lazily: on a slow phone the extra round
// trip delayed a question asked at first paint by ~0.4 s (npm run bench, phone).
import { postChat } from '../../lib/chat-call.ts';
import { notify } from '../../lib/toasts.ts';
import { chatCopy } from '../../content/chat.ts';
import { toChatHistory } from '@ferrum/shared/chat-history';
import type { ConversationMessage, PartialAnswer } from '../../lib/chat-session.ts';

export interface ChatState {
  messages: readonly ConversationMessage[];
  /** From sending until the answer is complete, stopped or failed: the input and Send wait meanwhile. */
  loading: boolean;
  /** The assistant message whose text is still arriving, or null. */
  writingId: number | null;
  /** Sends `text` (trimmed); ignored when blank or while a reply is loading. */
  send: (text: string) => Promise<void>;
  /** Ends the answer on its way and keeps what has arrived, marked stopped. */
  stop: () => void;
  /** Empties the conversation and drops any reply still on its way. */
  reset: () => void;
  /** Puts back a conversation kept from an earlier page of the visit. */
  restore: (messages: readonly ConversationMessage[]) => void;
}

/** One answer on its way. */
interface Answer {
  controller: AbortController;
  /** Its text so far. */
  text: string;
  /** Its message, once its first text is on screen. */
  id: number | null;
  /** The animation frame that puts the latest text on screen. */
  frame: number | null;
}

function cancelFrame(answer: Answer) {
  if (answer.frame !== null) cancelAnimationFrame(answer.frame);
  answer.frame = null;
}

export function useChat(): ChatState {
  const [messages, setMessages] = useState<readonly ConversationMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const [writingId, setWritingId] = useState<number | null>(null);
  const nextId = useRef(0);
  /** The answer on its way; an answer that is no longer here was stopped or reset, and its events are ignored. */
  const pending = useRef<Answer | null>(null);

  const append = useCallback((message: Omit<ConversationMessage, 'id'>) => {
    nextId.current += 1;
    const withId = { ...message, id: nextId.current };
    setMessages((current) => [...current, withId]);
    return withId;
  }, []);

  /** Puts the answer on screen now: its first text adds its message, later text replaces the message's. */
  const write = useCallback(
    (answer: Answer, changes: Partial<Pick<ConversationMessage, 'content' | 'partial' | 'handoff'>> = {}) => {
      cancelFrame(answer);
      const update = { content: answer.text, ...changes };
      if (answer.id === null) {
        answer.id = append({ role: 'assistant', ...update }).id;
        return;
      }
      const { id } = answer;
      setMessages((current) => current.map((message) => (message.id === id ? { ...message, ...update } : message)));
    },
    [append],
  );

  /** Adds streamed text; the screen catches up once a frame, however fast the text comes. */
  const grow = useCallback(
    (answer: Answer, text: string) => {
      if (text === '') return;
      answer.text += text;
      answer.frame ??= requestAnimationFrame(() => {
        answer.frame = null;
        if (pending.current !== answer) return;
        write(answer);
        setWritingId(answer.id);
      });
    },
    [write],
  );

  /** Keeps what has arrived as the assistant's turn; an answer cut off before any text leaves nothing. */
  const keepPartial = useCallback(
    (answer: Answer, partial: PartialAnswer) => {
      cancelFrame(answer);
      if (answer.text === '' && partial === 'interrupted') return;
      write(answer, { partial });
    },
    [write],
  );

  /**
   * The final reply: it replaces the streamed text, or it reports an AI-service problem
   * (docs/product.md#chat-messages).
   */
  const finish = useCallback(
    (answer: Answer, reply: ChatResponse) => {
      const text = chatReplyText(reply);
      if (!isChatErrorReply(reply)) {
        write(answer, { content: text, ...(reply.handoff ? { handoff: reply.handoff } : {}) });
        return;
      }
      keepPartial(answer, 'interrupted');
      append({ role: 'assistant', content: text, failed: true });
      void notify('error', { title: chatCopy.toasts.serviceIssue.title, description: text });
    },
    [append, keepPartial, write],
  );

  /** Reads a streamed answer to its end; a connection that drops or ends early keeps the text and says so. */
  const readAnswer = useCallback(
    async (answer: Answer, events: AsyncGenerator<ChatStreamEvent>) => {
      try {
        for await (const event of events) {
          if (pending.current !== answer) return;
          if (event.event !== 'delta') {
            finish(answer, event.data);
            return;
          }
          grow(answer, event.data.text);
        }
        if (pending.current !== answer) return;
        console.error('Chat stream ended before its final event');
      } catch (error) {
        if (pending.current !== answer) return;
        console.error('Chat stream failed', error);
      }
      keepPartial(answer, 'interrupted');
      void notify('error', chatCopy.toasts.requestFailed);
    },
    [finish, grow, keepPartial],
  );

  /** Forgets the answer on its way, if any: its request is aborted and whatever it still brings is ignored. */
  const drop = useCallback(() => {
    const answer = pending.current;
    pending.current = null;
    setLoading(false);
    setWritingId(null);
    if (!answer) return;
    cancelFrame(answer);
    answer.controller.abort();
  }, []);

  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (content === '' || pending.current) return;
      const userMessage = append({ role: 'user', content });
      const answer: Answer = { controller: new AbortController(), text: '', id: null, frame: null };
      pending.current = answer;
      setLoading(true);
      try {
        const call = await postChat({ messages: toChatHistory([...messages, userMessage]) }, answer.controller.signal);
        if (pending.current !== answer) return;
        if (call.kind === 'stream') {
          await readAnswer(answer, call.events);
          return;
        }
        const { result } = call;
        if (!result.ok) {
          console.error('Chat request failed', { status: result.status, code: result.error?.code ?? null });
          void notify('error', chatCopy.toasts.requestFailed);
          return;
        }
        if (!isChatResponse(result.data)) throw new Error('The chat answer is not a chat reply.');
        finish(answer, result.data);
      } catch (error) {
        if (pending.current !== answer) return;
        console.error('Chat failed', error);
        void notify('plain', chatCopy.toasts.unexpected);
      } finally {
        // Loading always ends (docs/product.md#chat-messages); aborting a request that has finished does nothing.
        if (pending.current === answer) drop();
      }
    },
    [append, drop, finish, messages, readAnswer],
  );

  const stop = useCallback(() => {
    const answer = pending.current;
    if (!answer) return;
    keepPartial(answer, 'stopped');
    drop();
  }, [drop, keepPartial]);

  const reset = useCallback(() => {
    drop();
    setMessages([]);
  }, [drop]);

  const restore = useCallback((saved: readonly ConversationMessage[]) => {
    nextId.current = Math.max(nextId.current, ...saved.map((message) => message.id));
    setMessages(saved);
  }, []);

  // A widget taken off the page lets its request go.
  useEffect(() => drop, [drop]);

  return { messages, loading, writingId, send, stop, reset, restore };
}
