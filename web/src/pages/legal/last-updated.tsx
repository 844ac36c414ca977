import { lastUpdatedLabel } from '@ferrum/shared/content/legal';
import { formatLongDate } from '@ferrum/shared/format-date';

/** "Last updated: April 6, 2025" under a legal page's title. */
export function LastUpdated({ date }: { date: string }) {
  return (
    <p className="mt-6 text-slate-300">
      {lastUpdatedLabel} <time dateTime={date}>{formatLongDate(date)}</time>
    </p>
  );
}
