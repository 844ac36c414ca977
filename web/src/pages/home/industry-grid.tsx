import { industryPath } from '@ferrum/shared';
import type { Industry } from '@ferrum/shared/content/industries';
import { ArrowRight } from 'lucide-react';
import { Icon } from '../../components/ui/icon.tsx';

interface IndustryGridProps {
  industries: readonly Industry[];
  /** Text at the foot of each card ("Learn More"); the whole card is the link. */
  linkText: string;
}

/** The ten industries as cards; the industry name is the link, stretched over the card. */
export function IndustryGrid({ industries, linkText }: IndustryGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      {industries.map((industry) => (
        <li
          key={industry.slug}
          className="group relative flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md sm:flex-col sm:gap-0 sm:p-6"
        >
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600/10 text-brand-700">
            <Icon name={industry.icon} />
          </span>
          <div className="flex flex-1 flex-col">
            <h3 className="text-lg font-semibold text-slate-900 sm:mt-5">
              <a
                href={industryPath(industry.slug)}
                className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-sky-500"
              >
                {industry.name}
              </a>
            </h3>
            <p className="mt-1 flex-1 text-sm text-slate-600 sm:mt-2">{industry.summary}</p>
            <p
              aria-hidden="true"
              className="mt-3 inline-flex items-center gap-1 sm:mt-4 text-sm font-semibold text-brand-700 group-hover:underline"
            >
              {linkText}
              <ArrowRight className="size-4" />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
