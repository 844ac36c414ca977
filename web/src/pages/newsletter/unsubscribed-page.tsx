import { ArrowLeft } from 'lucide-react';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { unsubscribeCopy } from '../../content/unsubscribe-pages.ts';

/** Where a confirmed unsubscribe lands (`303` from the unsubscribe link): the address is gone, and the way back. */
export default function UnsubscribedPage() {
  const copy = unsubscribeCopy.unsubscribed;
  return (
    <>
      <PageHero title={copy.title} subtitle={unsubscribeCopy.label} description={copy.description} accent="green" />
      <section aria-label={unsubscribeCopy.label} className="bg-white px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-slate-600">{copy.again}</p>
          <a
            href={copy.back.href}
            className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-600"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.back.text}
          </a>
        </div>
      </section>
    </>
  );
}
