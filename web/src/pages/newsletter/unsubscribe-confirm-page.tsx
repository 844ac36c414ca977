import { unsubscribeConfirmField } from '@ferrum/shared';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { unsubscribeCopy } from '../../content/unsubscribe-pages.ts';

/**
 * What the personal unsubscribe link opens (served by the unsubscribe function
 * at the link's own URL). Opening it changes nothing; the button posts the form
 * back to that URL, token included: a form without `action` posts to the page's
 * own address, with or without JavaScript.
 */
export default function UnsubscribeConfirmPage() {
  const copy = unsubscribeCopy.confirm;
  return (
    <>
      <PageHero title={copy.title} subtitle={unsubscribeCopy.label} description={copy.description} />
      <section aria-label={unsubscribeCopy.label} className="bg-white px-4 py-16 sm:px-6">
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center sm:flex-row sm:justify-center">
          <form method="post">
            <input type="hidden" name={unsubscribeConfirmField.name} value={unsubscribeConfirmField.value} />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-600"
            >
              {copy.button}
            </button>
          </form>
          <a
            href={copy.keep.href}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-slate-700 underline underline-offset-4 hover:text-brand-700"
          >
            {copy.keep.text}
          </a>
        </div>
      </section>
    </>
  );
}
