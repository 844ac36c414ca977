import { lastUpdatedLabel } from '../../content/legal.ts';
import { formatLongDate } from '../../lib/format-date.ts';

/** "Last updated: April 6, 2025" under a legal page's title. */
export function LastUpdated({ date }: { date: string }) {
  return (
    <p className="mt-6 text-slate-300">
      {lastUpdatedLabel} <time dateTime={date}>{formatLongDate(date)}</time>
    </p>
  );
}
