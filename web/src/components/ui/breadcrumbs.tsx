import type { LinkCopy } from '@ferrum/shared/content/types';
import { ChevronRight } from 'lucide-react';

export interface BreadcrumbsProps {
  /** Accessible name of the trail's navigation landmark ("Breadcrumb"). */
  label: string;
  /** The steps above the page, outermost first. */
  trail: readonly LinkCopy[];
  /** The page itself, last and not a link. */
  current: string;
}

/**
 * A breadcrumb trail just below a page's hero (industry pages: Industries › Water;
 * an opening: Careers › its title). The structured data's BreadcrumbList names the
 * same steps (app/structured-data.ts).
 */
export function Breadcrumbs({ label, trail, current }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-white">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 text-sm text-slate-600 sm:px-6 lg:px-8">
        {trail.map((step, index) => (
          <li key={step.href} className="flex items-center gap-2">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 text-slate-500" /> : null}
            <a href={step.href} className="rounded font-medium text-brand-700 hover:underline">
              {step.text}
            </a>
          </li>
        ))}
        <li className="flex items-center gap-2">
          <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
          <span aria-current="page" className="font-medium text-slate-900">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
