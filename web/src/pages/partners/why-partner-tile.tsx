import type { IconItem } from '@ferrum/shared/content/types';
import { Icon } from '../../components/ui/icon.tsx';

/** One reason to partner with us. */
export function WhyPartnerTile({ tile }: { tile: IconItem }) {
  return (
    <article className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-xl bg-sky-50 text-sky-700">
        <Icon name={tile.icon} />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{tile.title}</h3>
      <p className="mt-2 text-slate-600">{tile.description}</p>
    </article>
  );
}
