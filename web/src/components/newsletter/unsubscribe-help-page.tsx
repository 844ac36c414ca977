import { PageHero } from '../ui/page-hero.tsx';
import { unsubscribeCopy, type UnsubscribeLink } from '../../content/unsubscribe-pages.ts';

/** The words of a page where the link could not unsubscribe: what happened, and how to reach us instead. */
export interface UnsubscribeHelpCopy {
  title: string;
  description: string;
  help: string;
  email: UnsubscribeLink;
  contact: UnsubscribeLink;
}

/**
 * A page the unsubscribe function serves when the link cannot do its job
 * (not valid, or the list out of reach): the hero says why, and the way to
 * reach us is one tap away, since leaving must always be possible.
 */
export function UnsubscribeHelpPage({ copy }: { copy: UnsubscribeHelpCopy }) {
  return (
    <>
      <PageHero title={copy.title} subtitle={unsubscribeCopy.label} description={copy.description} />
      <section aria-label={unsubscribeCopy.label} className="bg-white px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-slate-600">{copy.help}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <a
              href={copy.contact.href}
              className="inline-flex items-center rounded-lg bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-600"
            >
              {copy.contact.text}
            </a>
            <a
              href={copy.email.href}
              className="text-sm font-semibold text-slate-700 underline underline-offset-4 hover:text-brand-700"
            >
              {copy.email.text}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
