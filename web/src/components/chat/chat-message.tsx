/**
 * One message of the conversation: the visitor's on the right, the assistant's on
 * the left. An answer still arriving re-renders here, in the same element, as its
 * text grows; the other messages are memoised and stay as they are.
 */
import { lazy, memo, Suspense } from 'react';
import { cx } from '../../lib/cx.ts';
import { chatCopy } from '../../content/chat.ts';
import type { ConversationMessage } from '../../lib/chat-session.ts';
import type * as ChatMarkdownModule from './chat-markdown.tsx';

type MarkdownModule = typeof ChatMarkdownModule;
let markdownModule: MarkdownModule | undefined;

/** The markdown renderer is the widget's largest part: the widget fetches it when it wakes. */
export const loadChatMarkdown = () => import('./chat-markdown.tsx').then((module) => (markdownModule = module));

/**
 * Renders answers as markdown. Once the module is here, `lazy` gets a thenable that
 * resolves at once, so an answer never flashes as raw text before it is formatted.
 */
const ChatMarkdown = lazy(() =>
  markdownModule
    ? ({ then: (resolve: (module: MarkdownModule) => void) => resolve(markdownModule!) } as Promise<MarkdownModule>)
    : loadChatMarkdown(),
);

const plainText = (text: string) => <p className="break-words whitespace-pre-wrap">{text}</p>;

export const ChatMessage = memo(function ChatMessage({ message }: { message: ConversationMessage }) {
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
          plainText(message.content)
        ) : (
          <Suspense fallback={plainText(message.content)}>
            <ChatMarkdown text={message.content} />
          </Suspense>
        )}
        {message.partial && (
          <p className={cx('text-xs text-slate-600 italic', message.content.trim() !== '' && 'mt-1.5')}>
            {chatCopy.partialAnswer[message.partial]}
          </p>
        )}
      </div>
    </div>
  );
});
