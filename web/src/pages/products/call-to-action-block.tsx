import type { CallToAction } from '@ferrum/shared/content/types';
import { useId } from 'react';
import { ButtonLink } from '../../components/ui/button-link.tsx';

/** The closing call-to-action band: a dark panel with a heading, a line of copy and one or two buttons. */
export function CallToActionBlock({ cta }: { cta: CallToAction }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-3xl bg-ink-950 px-6 py-14 text-center sm:px-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-radial-[at_50%_120%] from-brand-600/40 to-transparent to-70%"
          />
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            {cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{cta.description}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <ButtonLink href={cta.primaryButton.href} tone="dark" arrow>
              {cta.primaryButton.text}
            </ButtonLink>
            {cta.secondaryButton ? (
              <ButtonLink href={cta.secondaryButton.href} tone="dark" variant="secondary">
                {cta.secondaryButton.text}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
