import type { OfferSummary } from '@ferrum/shared/content/types';
import { Check } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { OfferArtwork } from './offer-artwork.tsx';

interface OfferCardProps {
  offer: OfferSummary;
  /** Visible text of the link to the detail page; the offer's name is added for screen readers. */
  linkText: string;
}

/** A product or service card: artwork, icon, category, title, description, three bullets and a link. */
export function OfferCard({ offer, linkText }: OfferCardProps) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="bg-ink-900 px-6 py-4">
        <OfferArtwork kind={offer.artwork} />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-600/10 text-brand-700">
            <Icon name={offer.icon} />
          </span>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{offer.category}</p>
        </div>
        <h3 className="mt-4 text-2xl font-bold text-slate-900">{offer.name}</h3>
        <p className="mt-1 font-medium text-slate-700">{offer.tagline}</p>
        <p className="mt-3 text-slate-600">{offer.description}</p>
        <ul className="mt-5 space-y-2">
          {offer.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-slate-700">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <ButtonLink href={offer.path} arrow>
            {linkText}
            <span className="sr-only"> – {offer.name}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
