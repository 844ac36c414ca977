/**
 * The chat assistant widget (docs/product.md#the-widget): the round launcher fixed
 * bottom-right and its panel. Both are in every page's HTML; the launcher opens
 * the panel natively (`popovertarget`), so a tap at first paint is never lost,
 * and this component takes over once the island has hydrated: labels, maximise,
 * Escape, sending, and the page session's memory of the conversation and of the
 * open and maximised state (lib/chat-session.ts), restored on the next page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MessageCircle, X } from 'lucide-react';
import type { ChatHandoff } from '@ferrum/shared';
import { readChatSession, writeChatSession } from '../../lib/chat-session.ts';
import { contactFormAttribute, saveContactDraft } from '../../lib/contact-draft.ts';
import { fillContactForm } from '../../enhancements/contact-draft.ts';
import { handoffDraft } from './handoff-draft.ts';
import { chatCopy } from '../../content/chat.ts';
import { loadChatMarkdown } from './chat-message.tsx';
import { ChatPanel, chatPanelId } from './chat-panel.tsx';
import { useChat } from './use-chat.ts';

function isOpen(panel: HTMLElement | null): boolean {
  try {
    return panel?.matches(':popover-open') ?? false;
  } catch {
    return false; // A browser without the Popover API: the panel cannot be open.
  }
}

export function ChatWidget() {
  const chat = useChat();
  const { messages, writingId, restore } = chat;
  const [open, setOpen] = useState(false);
  const [maximized, setMaximized] = useState(false);
  const [quiet, setQuiet] = useState(false);
  /** Messages and state are stored only once the session's earlier state has been read back. */
  const [restored, setRestored] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);

  // The panel opens and closes natively (launcher, Live Chat, close button) or by script; follow it.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onToggle = (event: Event) => {
      const nowOpen = (event as ToggleEvent).newState === 'open';
      setOpen(nowOpen);
      if (nowOpen) return;
      setQuiet(false);
      // Opening always starts at normal size (docs/product.md#the-widget).
      setMaximized(false);
      if (panel.contains(document.activeElement) || document.activeElement === document.body) {
        launcherRef.current?.focus();
      }
    };
    panel.addEventListener('toggle', onToggle);
    /* eslint-disable react-hooks/set-state-in-effect -- the page session and the panel live outside React:
       read them once hydration has matched the server's HTML (an empty, closed chat) */
    // The visitor is about to chat: fetch the answers' renderer now rather than with the first answer.
    loadChatMarkdown().catch(() => undefined);
    const session = readChatSession();
    if (session) {
      restore(session.messages);
      setMaximized(session.maximized);
      if (session.open && !isOpen(panel)) {
        setQuiet(true);
        panel.showPopover?.();
      }
    }
    // Opened before hydration (a tap at first paint): the toggle event came before this listener.
    setOpen(isOpen(panel));
    setRestored(true);
    /* eslint-enable react-hooks/set-state-in-effect */
    return () => panel.removeEventListener('toggle', onToggle);
  }, [restore]);

  useEffect(() => {
    if (!restored) return;
    // An answer still arriving is stored as cut off: that is what the next page shows if the visitor leaves now.
    const kept = messages.map((message) =>
      message.id === writingId ? { ...message, partial: 'interrupted' as const } : message,
    );
    writeChatSession({ open, maximized, messages: kept });
  }, [restored, open, maximized, messages, writingId]);

  const send = useCallback(
    (text: string) => {
      setQuiet(false);
      return chat.send(text);
    },
    [chat],
  );

  const close = useCallback(() => {
    if (isOpen(panelRef.current)) panelRef.current?.hidePopover();
  }, []);

  /** "Talk to our team": the visitor's questions go to the contact form, and the chat steps aside (keeping its conversation). */
  const handOff = useCallback(
    (handoff: ChatHandoff) => {
      saveContactDraft(handoffDraft(messages, handoff));
      // The link leaves the page before an effect could store that the chat is closed.
      writeChatSession({ open: false, maximized: false, messages: [...messages] });
      close();
      // Already on the contact page, the link only scrolls to the form: fill it here.
      const form = document.querySelector<HTMLFormElement>(`form[${contactFormAttribute}]`);
      if (!fillContactForm(form)) return;
      // After the link's own jump to the form, which would take the focus away again.
      requestAnimationFrame(() => (form?.elements.namedItem('firstName') as HTMLElement | null)?.focus());
    },
    [close, messages],
  );

  const label = open ? chatCopy.closeLabel : chatCopy.openLabel;
  return (
    <div className="chat-widget">
      <button
        ref={launcherRef}
        type="button"
        popoverTarget={chatPanelId}
        aria-label={label}
        aria-expanded={open}
        aria-controls={chatPanelId}
        title={label}
        className="fixed right-4 bottom-4 z-[60] inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg shadow-black/20 transition hover:bg-brand-600 focus-visible:outline-offset-4"
      >
        {/* Which icon shows follows the panel in CSS (styles.css), so it is right before hydration too. */}
        <MessageCircle className="chat-icon-closed size-6" width={24} height={24} aria-hidden="true" />
        <X className="chat-icon-open size-6" width={24} height={24} aria-hidden="true" />
      </button>
      <ChatPanel
        chat={{ ...chat, send }}
        open={open}
        quiet={quiet}
        maximized={maximized}
        onToggleMaximized={() => setMaximized((value) => !value)}
        onClose={close}
        onHandoff={handOff}
        panelRef={panelRef}
      />
    </div>
  );
}
