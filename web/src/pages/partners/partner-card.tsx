import { Check } from 'lucide-react';
import type { Partner } from '@ferrum/shared/content/partners';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { partnersPageCopy } from '../../content/partners-page.ts';
import { PartnerLogo } from './partner-logo.tsx';

const copy = partnersPageCopy.partners;

/** A technology partner: logo, description, three key benefits and a Learn More link to their site (new tab). */
export function PartnerCard({ partner }: { partner: Partner }) {
  const benefitsId = `${partner.id}-benefits`;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex items-center gap-4">
        <PartnerLogo logo={partner.logo} />
        <h3 className="text-xl font-semibold text-slate-900">{partner.name}</h3>
      </div>
      <p className="mt-5 text-slate-600">{partner.description}</p>
      <h4 id={benefitsId} className="mt-6 text-sm font-semibold tracking-wider text-slate-900 uppercase">
        {copy.benefitsTitle}
      </h4>
      <ul aria-labelledby={benefitsId} className="mt-3 flex-1 space-y-3">
        {partner.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-3 text-slate-700">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <ButtonLink href={partner.url} variant="secondary" arrow>
          {copy.learnMoreText}
          <span className="sr-only">
            : {partner.name} {copy.externalHint}
          </span>
        </ButtonLink>
      </div>
    </article>
  );
}
