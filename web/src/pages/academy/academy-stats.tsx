import type { Stat } from '@ferrum/shared/content/types';

/** The academy's stats strip, just below the hero. */
export function AcademyStats({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <section aria-label={label} className="border-t border-white/10 bg-ink-900 py-10">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 sm:px-6 lg:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1 text-center">
            <dt className="text-sm text-slate-300">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
