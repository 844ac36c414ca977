import type { Stat } from '@ferrum/shared/content/types';
import { industryPageCopy as copy } from '../../content/industry-page.ts';

/** The three key figures of an industry, as a strip of cards. */
export function IndustryStats({ stats }: { stats: readonly Stat[] }) {
  return (
    <section aria-label={copy.statsLabel} className="bg-slate-50 py-12 sm:py-16">
      <dl className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-3 lg:px-8">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse gap-2 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <dt className="text-sm text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-brand-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
