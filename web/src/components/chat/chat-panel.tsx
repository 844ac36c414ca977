/**
 * The chat panel (docs/product.md#the-widget): a non-modal dialog with
 * maximise/restore, reset and close, the conversation log and the input, and a
 * Stop button beside Send while an answer is on its way. It is a
 * manual popover, prerendered in every page, so the launcher (and the contact
 * page's Live Chat) open it natively at first paint; the widget's script keeps it
 * in step once it has hydrated. Below the menu breakpoint (768 px) it is a sheet
 * over the whole screen, without maximise; from there up, a box bottom-right.
 */
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Bot, Loader2, Maximize2, Minimize2, RotateCcw, SendHorizontal, Square, X } from 'lucide-react';
import { chatLimits, type ChatHandoff } from '@ferrum/shared';
import { chatCopy } from '../../content/chat.ts';
import { ChatMessage } from './chat-message.tsx';
import { HandoffLink } from './handoff-link.tsx';
import { chatScrollTop } from './chat-scroll.ts';
import type { ChatState } from './use-chat.ts';
import { useHeldEnter } from './use-held-enter.ts';

/** The panel's id: the launcher and Live Chat point their `popovertarget` at it. */
export const chatPanelId = 'chat-panel';

export interface ChatPanelProps {
  chat: ChatState;
  open: boolean;
  /** The panel was reopened by the page session (a new page of the visit): leave focus where it is. */
  quiet: boolean;
  maximized: boolean;
  onToggleMaximized: () => void;
  /** Closes the panel; focus returns to the launcher. */
  onClose: () => void;
  /** The visitor follows "Talk to our team" under an answer that offers `handoff`. */
  onHandoff: (handoff: ChatHandoff) => void;
  panelRef: React.Ref<HTMLElement>;
}

const headerButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-white';

export function ChatPanel({
  chat,
  open,
  quiet,
  maximized,
  onToggleMaximized,
  onClose,
  onHandoff,
  panelRef,
}: ChatPanelProps) {
  const { messages, loading, writingId, send, stop, reset } = chat;
  const id = chatPanelId;
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const isEchoOfEnter = useHeldEnter(stopRef);
  const logRef = useRef<HTMLDivElement>(null);
  /** The message the list last scrolled for, and where the panel itself put the list for it. */
  const followed = useRef<{ message: HTMLElement; scrollTop: number } | null>(null);
  const titleId = `${id}-title`;
  const canSend = draft.trim() !== '' && !loading;
  const writing = writingId !== null;

  // Words typed before the widget hydrated are in the box but not in state: keep them.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setDraft(typed);
  }, []);

  // Opening focuses the input, and so does the end of a reply (the input was disabled meanwhile).
  useEffect(() => {
    if (open && !loading && !quiet) inputRef.current?.focus();
  }, [open, loading, quiet]);

  // Sending disables the input (or Send) that had the focus: Stop takes it, so the keyboard stays in the panel.
  useEffect(() => {
    const focused = document.activeElement;
    if (loading && (focused === document.body || (focused instanceof HTMLElement && focused.matches(':disabled')))) {
      stopRef.current?.focus();
    }
  }, [loading]);

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

  function submit() {
    // The box itself, not state: a send replayed right after hydration may come before state caught up.
    const text = inputRef.current?.value ?? draft;
    if (text.trim() === '' || loading) return;
    setDraft('');
    void send(text);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter adds a line; Enter that confirms an IME composition does neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function onPanelKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  function onReset() {
    reset();
    setDraft('');
    inputRef.current?.focus();
  }

  return (
    <section
      ref={panelRef}
      id={id}
      popover="manual"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onPanelKeyDown}
      // Its box, a sheet on a phone, is `.chat-panel` in styles.css; a sheet's header and form keep clear of the
      // notch and the home indicator (landscape phones are wider than the breakpoint).
      data-maximized={maximized || undefined}
      className="chat-panel"
    >
      <header className="flex items-center gap-2 bg-ink-950 pt-[max(0.625rem,env(safe-area-inset-top))] pr-2 pb-2.5 pl-4 text-white sm:gap-3">
        <span
          className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-brand-700 sm:inline-flex"
          aria-hidden="true"
        >
          <Bot className="size-5" width={20} height={20} />
        </span>
        <div className="min-w-0 flex-1">
          {/* Never cut: a narrow screen wraps the subtitle. */}
          <h2 id={titleId} className="text-base font-semibold">
            {chatCopy.title}
          </h2>
          <p className="text-xs text-slate-300">{chatCopy.subtitle}</p>
        </div>
        <button
          type="button"
          className={`${headerButton} max-md:hidden`}
          onClick={onToggleMaximized}
          aria-label={maximized ? chatCopy.restoreLabel : chatCopy.maximizeLabel}
          title={maximized ? chatCopy.restoreLabel : chatCopy.maximizeLabel}
        >
          {maximized ? (
            <Minimize2 className="size-4" width={16} height={16} aria-hidden="true" />
          ) : (
            <Maximize2 className="size-4" width={16} height={16} aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          className={headerButton}
          onClick={onReset}
          aria-label={chatCopy.resetLabel}
          title={chatCopy.resetLabel}
        >
          <RotateCcw className="size-4" width={16} height={16} aria-hidden="true" />
        </button>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          className={headerButton}
          onClick={onClose}
          aria-label={chatCopy.closeLabel}
          title={chatCopy.closeLabel}
        >
          <X className="size-5" width={20} height={20} aria-hidden="true" />
        </button>
      </header>

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

      {/* Posts nothing anywhere by itself (no action): only the widget sends, as JSON. */}
      <form
        method="post"
        onSubmit={onSubmit}
        suppressHydrationWarning
        className="flex items-end gap-2 border-t border-slate-200 bg-white p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {chatCopy.inputLabel}
        </label>
        <textarea
          ref={inputRef}
          id={`${id}-input`}
          rows={2}
          value={draft}
          maxLength={chatLimits.maxMessageLength}
          placeholder={chatCopy.placeholder}
          enterKeyHint="send"
          disabled={loading}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
          className="max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-sky-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-sky-500 disabled:bg-slate-100 disabled:text-slate-500"
        />
        {loading && (
          <button
            ref={stopRef}
            type="button"
            onClick={(event) => {
              if (!isEchoOfEnter(event)) stop();
            }}
            aria-label={chatCopy.stopLabel}
            title={chatCopy.stopLabel}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            <Square className="size-4 fill-current" width={16} height={16} aria-hidden="true" />
          </button>
        )}
        <button
          type="submit"
          disabled={!canSend}
          aria-label={chatCopy.sendLabel}
          title={chatCopy.sendLabel}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          <SendHorizontal className="size-5" width={20} height={20} aria-hidden="true" />
        </button>
      </form>
    </section>
  );
}
