import type { IconItem } from '@ferrum/shared/content/types';
import { Icon } from '../../components/ui/icon.tsx';

/** One of the company's core values. */
export function ValueCard({ value }: { value: IconItem }) {
  return (
    <article className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-xl bg-red-50 text-brand-700">
        <Icon name={value.icon} />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{value.title}</h3>
      <p className="mt-2 text-slate-600">{value.description}</p>
    </article>
  );
}
