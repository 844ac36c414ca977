/**
 * "Talk to our team" under an answer that offers the hand-off: a link to the
 * contact form (it works as a link), which first leaves the visitor's questions
 * for the form in the page session.
 */
import { pages } from '@ferrum/shared';
import { chatCopy } from '../../content/chat.ts';

/** The contact form's place on its page. */
export const contactFormHref = `${pages.contact.path}#message`;

export function HandoffLink({ onFollow }: { onFollow: () => void }) {
  return (
    <div className="flex justify-start">
      <a
        href={contactFormHref}
        onClick={onFollow}
        className="inline-flex items-center gap-2 rounded-full border border-brand-700 bg-white px-3.5 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50"
      >
        {chatCopy.handoff.label}
        <span aria-hidden="true">→</span>
      </a>
    </div>
  );
}
