import type { IconItem } from '@ferrum/shared/content/types';
import { Icon } from '../../components/ui/icon.tsx';
import { cx } from '../../lib/cx.ts';

interface IconCardGridProps {
  items: readonly IconItem[];
  /** Columns from the large breakpoint up: 3 for six items, 4 for four. */
  columns?: 3 | 4;
}

const gridColumns = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

/** Cards with an icon in a tinted square, a title (h3) and a description: features, benefits, capabilities. */
export function IconCardGrid({ items, columns = 3 }: IconCardGridProps) {
  return (
    <ul className={cx('grid gap-6 sm:grid-cols-2', gridColumns[columns])}>
      {items.map((item) => (
        <li
          key={item.title}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-600/10 text-brand-700">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
