/**
 * An assistant answer as safe markdown: paragraphs, lists, bold, code and
 * links to our own pages, e-mail addresses and phone numbers. Raw HTML is
 * skipped, images dropped, any other link shown as plain text, and headings
 * become bold lines so answers never add to the page's outline.
 */
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { isOwnContactLink } from '@ferrum/shared/own-contact-links';

/**
 * Keeps a site path (`/...`, not `//host` nor `/\host`, which browsers read as another
 * site) and our own `mailto:` addresses and `tel:` numbers; anything else becomes ''
 * (no link). The API checks every link before it gets here: this holds if one slips by.
 */
export function safeChatUrl(url: string): string {
  if (/^\/(?![/\\])[^\s\\]*$/.test(url)) return url;
  return isOwnContactLink(url) ? url : '';
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600';

const boldLine = ({ children }: { children?: ReactNode }) => <p className="font-semibold">{children}</p>;

const components: Components = {
  a: ({ href, children }) => {
    if (!href) return <span>{children}</span>;
    return (
      <a href={href} className={linkClass}>
        {children}
      </a>
    );
  },
  img: () => null,
  p: ({ children }) => <p>{children}</p>,
  ul: ({ children }) => <ul className="list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-1 pl-5">{children}</ol>,
  h1: boldLine,
  h2: boldLine,
  h3: boldLine,
  h4: boldLine,
  h5: boldLine,
  h6: boldLine,
  code: ({ children }) => <code className="rounded bg-slate-200 px-1 py-0.5 text-[0.85em]">{children}</code>,
  pre: ({ children }) => <pre className="overflow-x-auto whitespace-pre-wrap">{children}</pre>,
};

export function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-2 break-words">
      <Markdown skipHtml urlTransform={safeChatUrl} components={components}>
        {text}
      </Markdown>
    </div>
  );
}

/** The lazily loaded module's component (chat-message.tsx). */
export default ChatMarkdown;
