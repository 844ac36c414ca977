/**
 * The chat panel (docs/product.md#the-widget): a non-modal dialog with
 * maximise/restore, reset and close, the conversation log and the input, and a
 * Stop button beside Send while an answer is on its way. It is a
 * manual popover, prerendered in every page, so the launcher (and the contact
 * page's Live Chat) open it natively at first paint; the widget's script keeps it
 * in step once it has hydrated. Below the menu breakpoint (768 px) it is a sheet
 * over the whole screen, without maximise; from there up, a box bottom-right.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ChatHandoff } from '@ferrum/shared';
import { ChatComposer } from './chat-composer.tsx';
import { ChatHeader } from './chat-header.tsx';
import { ChatLog } from './chat-log.tsx';
import type { ChatState } from './use-chat.ts';

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
  const id = chatPanelId;
  const titleId = `${id}-title`;
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);

  function onPanelKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  function onReset() {
    chat.reset();
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
      <ChatHeader
        panelId={id}
        titleId={titleId}
        maximized={maximized}
        onToggleMaximized={onToggleMaximized}
        onReset={onReset}
        onClose={onClose}
      />
      <ChatLog chat={chat} open={open} onHandoff={onHandoff} />
      <ChatComposer
        chat={chat}
        panelId={id}
        open={open}
        quiet={quiet}
        draft={draft}
        onDraftChange={setDraft}
        inputRef={inputRef}
      />
    </section>
  );
}
