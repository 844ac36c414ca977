/**
 * The round chat button, fixed bottom-right on every page. Only the button
 * ships with the page: the panel's code loads when the visitor first opens it
 * (prefetched when the pointer or focus reaches the button). The contact
 * page's Live Chat opens it through `OPEN_CHAT_EVENT`.
 */
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { MessageCircle, X } from 'lucide-react';
import { OPEN_CHAT_EVENT } from '../../lib/chat-events.ts';
import { chatCopy } from '../../content/chat.ts';

const loadPanel = () => import('./chat-panel.tsx');
const ChatPanel = lazy(loadPanel);

const panelId = 'chat-panel';

function prefetchPanel() {
  void loadPanel();
}

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [maximized, setMaximized] = useState(false);
  /** True once the panel has been asked for; it then stays mounted to keep the conversation. */
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Opening always starts at normal size (SPEC.md §2).
  const openChat = useCallback(() => {
    setMounted(true);
    setMaximized(false);
    setOpen(true);
  }, []);

  const closeChat = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_CHAT_EVENT, openChat);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, openChat);
  }, [openChat]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? chatCopy.closeLabel : chatCopy.openLabel}
        aria-expanded={open}
        aria-controls={mounted ? panelId : undefined}
        title={open ? chatCopy.closeLabel : chatCopy.openLabel}
        onClick={open ? closeChat : openChat}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        className="fixed right-4 bottom-4 z-[60] inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg shadow-black/20 transition hover:bg-brand-600 focus-visible:outline-offset-4"
      >
        {open ? (
          <X className="size-6" width={24} height={24} aria-hidden="true" />
        ) : (
          <MessageCircle className="size-6" width={24} height={24} aria-hidden="true" />
        )}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ChatPanel
            id={panelId}
            open={open}
            maximized={maximized}
            onToggleMaximized={() => setMaximized((value) => !value)}
            onClose={closeChat}
          />
        </Suspense>
      )}
    </>
  );
}
