import { PageHero } from '../../components/ui/page-hero.tsx';
import { unsubscribeCopy } from '../../content/unsubscribe-pages.ts';

/**
 * What an unknown, malformed or used unsubscribe link answers (404, served by
 * the unsubscribe function): what may have happened, and how to reach us.
 */
export default function UnsubscribeLinkNotValidPage() {
  const copy = unsubscribeCopy.linkNotValid;
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
