/** The chat panel's title bar: the assistant's name and what it answers, maximise/restore, reset and close. */
import { Bot, Maximize2, Minimize2, RotateCcw, X } from 'lucide-react';
import { chatCopy } from '../../content/chat.ts';

const headerButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-white';

export interface ChatHeaderProps {
  /** The panel the close button hides (natively, as a popover target). */
  panelId: string;
  /** The title's id: it names the panel. */
  titleId: string;
  maximized: boolean;
  onToggleMaximized: () => void;
  onReset: () => void;
  onClose: () => void;
}

export function ChatHeader({ panelId, titleId, maximized, onToggleMaximized, onReset, onClose }: ChatHeaderProps) {
  return (
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
        popoverTarget={panelId}
        popoverTargetAction="hide"
        className={headerButton}
        onClick={onClose}
        aria-label={chatCopy.closeLabel}
        title={chatCopy.closeLabel}
      >
        <X className="size-5" width={20} height={20} aria-hidden="true" />
      </button>
    </header>
  );
}
