/** One message of the conversation: the visitor's on the right, the assistant's on the left. */
import { cx } from '../../lib/cx.ts';
import { chatCopy } from '../../content/chat.ts';
import type { ConversationMessage } from './chat-history.ts';
import { ChatMarkdown } from './chat-markdown.tsx';

export function ChatMessage({ message }: { message: ConversationMessage }) {
  const fromUser = message.role === 'user';
  return (
    <div className={cx('flex', fromUser ? 'justify-end' : 'justify-start')} data-role={message.role}>
      <div
        className={cx(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
          fromUser && 'rounded-br-md bg-brand-700 text-white',
          !fromUser && !message.failed && 'rounded-bl-md bg-slate-100 text-slate-900',
          !fromUser && message.failed && 'rounded-bl-md border border-red-200 bg-red-50 text-red-900',
        )}
      >
        <span className="sr-only">{chatCopy.speakers[message.role]}: </span>
        {fromUser ? (
          <p className="break-words whitespace-pre-wrap">{message.content}</p>
        ) : (
          <ChatMarkdown text={message.content} />
        )}
      </div>
    </div>
  );
}
