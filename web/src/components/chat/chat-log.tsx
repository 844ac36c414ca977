/**
 * The conversation: its messages (with Talk to our team under an answer that offers it),
 * the starter questions while it is empty, and the spinner until an answer's first text.
 * It keeps the visitor's place as answers grow (chat-scroll.ts).
 */
import { Fragment, useEffect, useRef } from 'react';
import { Loader2 } from 'lucide-react';
import type { ChatHandoff } from '@ferrum/shared';
import { chatCopy } from '../../content/chat.ts';
import { ChatMessage } from './chat-message.tsx';
import { HandoffLink } from './handoff-link.tsx';
import { chatScrollTop } from './chat-scroll.ts';
import type { ChatState } from './use-chat.ts';

export interface ChatLogProps {
  chat: Pick<ChatState, 'messages' | 'loading' | 'writingId' | 'send'>;
  /** Whether the panel is open: a closed panel has no layout. */
  open: boolean;
  onHandoff: (handoff: ChatHandoff) => void;
}

export function ChatLog({ chat, open, onHandoff }: ChatLogProps) {
  const { messages, loading, writingId, send } = chat;
  const writing = writingId !== null;
  const logRef = useRef<HTMLDivElement>(null);
  /** The message the list last scrolled for, and where the panel itself put the list for it. */
  const followed = useRef<{ message: HTMLElement; scrollTop: number } | null>(null);

  // The visitor's message scrolls into view; an answer shows from its first line, and a visitor who
  // scrolled the list keeps their place (chat-scroll.ts). A closed panel has no layout: opening starts afresh.
  useEffect(() => {
    const log = logRef.current;
    // The newest message, not the hand-off link or the spinner under it.
    const newest = open && log ? [...log.querySelectorAll<HTMLElement>(':scope > [data-role]')].at(-1) : undefined;
    if (!log || !newest) {
      followed.current = null;
      return;
    }
    const last = followed.current?.message === newest ? followed.current.scrollTop : null;
    const scrollTop = chatScrollTop(log.scrollTop, newest.offsetTop, last);
    if (scrollTop === null) return;
    log.scrollTop = scrollTop;
    followed.current = { message: newest, scrollTop: log.scrollTop };
  }, [messages, loading, writing, open]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      // Screen readers wait for the whole answer instead of reading each fragment.
      aria-busy={writing}
      aria-label={chatCopy.logLabel}
      tabIndex={0}
      className="relative flex-1 space-y-3 overflow-y-auto overscroll-contain px-4 py-4"
    >
      {messages.length === 0 && !loading ? (
        <div className="mx-auto mt-6 max-w-72 text-center">
          <p className="text-sm text-slate-600">{chatCopy.emptyState}</p>
          {/* Plain buttons: a tap before the island wakes is replayed once it has. */}
          <ul aria-label={chatCopy.starters.label} className="mt-4 flex flex-col gap-2">
            {chatCopy.starters.questions.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  onClick={() => void send(question)}
                  className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-800 hover:border-brand-600 hover:text-brand-700"
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        messages.map((message) => (
          <Fragment key={message.id}>
            <ChatMessage message={message} />
            {message.handoff && message.id !== writingId && (
              <HandoffLink onFollow={() => onHandoff(message.handoff!)} />
            )}
          </Fragment>
        ))
      )}
      {loading && !writing && (
        <div className="flex justify-start">
          <div className="inline-flex items-center gap-2 rounded-2xl rounded-bl-md bg-slate-100 px-3.5 py-2.5 text-slate-700">
            <Loader2 className="size-4 animate-spin" width={16} height={16} aria-hidden="true" />
            <span className="sr-only">{chatCopy.typing}</span>
          </div>
        </div>
      )}
    </div>
  );
}
