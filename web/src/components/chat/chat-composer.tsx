/**
 * The chat's input and its buttons: Enter sends (Shift+Enter adds a line), Send, and
 * Stop beside it while an answer is on its way, which takes the focus from the input
 * that sending disabled. The panel owns the draft, so Reset can empty it.
 */
import { useEffect, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { SendHorizontal, Square } from 'lucide-react';
import { chatLimits } from '@ferrum/shared';
import { chatCopy } from '../../content/chat.ts';
import type { ChatState } from './use-chat.ts';
import { useHeldEnter } from './use-held-enter.ts';

export interface ChatComposerProps {
  chat: Pick<ChatState, 'loading' | 'send' | 'stop'>;
  /** The input's id is derived from it. */
  panelId: string;
  open: boolean;
  /** The panel was reopened by the page session: leave focus where it is. */
  quiet: boolean;
  draft: string;
  /** A stable setter (the panel's state). */
  onDraftChange: (draft: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

export function ChatComposer({ chat, panelId, open, quiet, draft, onDraftChange, inputRef }: ChatComposerProps) {
  const { loading, send, stop } = chat;
  const stopRef = useRef<HTMLButtonElement>(null);
  const isEchoOfEnter = useHeldEnter(stopRef);
  const canSend = draft.trim() !== '' && !loading;

  // Words typed before the widget hydrated are in the box but not in state: keep them (once: both are stable).
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) onDraftChange(typed);
  }, [inputRef, onDraftChange]);

  // Opening focuses the input, and so does the end of a reply (the input was disabled meanwhile).
  useEffect(() => {
    if (open && !loading && !quiet) inputRef.current?.focus();
  }, [open, loading, quiet, inputRef]);

  // Sending disables the input (or Send) that had the focus: Stop takes it, so the keyboard stays in the panel.
  useEffect(() => {
    const focused = document.activeElement;
    if (loading && (focused === document.body || (focused instanceof HTMLElement && focused.matches(':disabled')))) {
      stopRef.current?.focus();
    }
  }, [loading]);

  function submit() {
    // The box itself, not state: a send replayed right after hydration may come before state caught up.
    const text = inputRef.current?.value ?? draft;
    if (text.trim() === '' || loading) return;
    onDraftChange('');
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

  // Posts nothing anywhere by itself (no action): only the widget sends, as JSON.
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      suppressHydrationWarning
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <label htmlFor={`${panelId}-input`} className="sr-only">
        {chatCopy.inputLabel}
      </label>
      <textarea
        ref={inputRef}
        id={`${panelId}-input`}
        rows={2}
        value={draft}
        maxLength={chatLimits.maxMessageLength}
        placeholder={chatCopy.placeholder}
        enterKeyHint="send"
        disabled={loading}
        onChange={(event) => onDraftChange(event.target.value)}
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
  );
}
