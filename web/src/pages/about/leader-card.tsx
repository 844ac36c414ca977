import type { Leader } from '@ferrum/shared/content/company';
import { initials } from './initials.ts';

/** A member of the leadership team with an initials avatar (decorative: the name is the text beside it). */
export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <article className="h-full rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <span
        aria-hidden="true"
        className="mx-auto flex size-20 items-center justify-center rounded-full bg-linear-to-br from-brand-600 to-ink-800 text-2xl font-bold tracking-wide text-white"
      >
        {initials(leader.name)}
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{leader.name}</h3>
      <p className="mt-1 text-sm font-medium text-brand-700">{leader.role}</p>
      <p className="mt-4 text-left text-slate-600">{leader.bio}</p>
    </article>
  );
}
