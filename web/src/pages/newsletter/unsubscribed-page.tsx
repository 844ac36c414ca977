import { ButtonLink } from '../../components/ui/button-link.tsx';
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
          <ButtonLink href={copy.back.href} backArrow className="mt-8">
            {copy.back.text}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
