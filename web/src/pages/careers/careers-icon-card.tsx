import type { IconItem } from '@ferrum/shared/content/types';
import { Icon } from '../../components/ui/icon.tsx';

/** A value or a benefit of working here. */
export function CareersIconCard({ item }: { item: IconItem }) {
  return (
    <article className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-xl bg-red-50 text-brand-700">
        <Icon name={item.icon} />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{item.title}</h3>
      <p className="mt-2 text-slate-600">{item.description}</p>
    </article>
  );
}
