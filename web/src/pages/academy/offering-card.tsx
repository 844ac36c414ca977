import type { IconItem } from '@ferrum/shared/content/types';
import { Icon } from '../../components/ui/icon.tsx';

/** One way to train: capture the flag, virtual labs, pro labs, custom environments. */
export function OfferingCard({ offering }: { offering: IconItem }) {
  return (
    <article className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-xl bg-violet-50 text-violet-700">
        <Icon name={offering.icon} />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{offering.title}</h3>
      <p className="mt-2 text-slate-600">{offering.description}</p>
    </article>
  );
}
