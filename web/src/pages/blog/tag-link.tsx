import { blogTagPath } from '@ferrum/shared';
import { cx } from '../../lib/cx.ts';

/** A tag as a pill linking to its tag page. */
export function TagLink({ tag, className }: { tag: string; className?: string }) {
  return (
    <a
      href={blogTagPath(tag)}
      className={cx(
        'inline-flex items-center rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-xs font-medium text-slate-700 transition-colors hover:border-brand-600 hover:text-brand-700',
        className,
      )}
    >
      {tag}
    </a>
  );
}
