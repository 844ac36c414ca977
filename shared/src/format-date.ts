/**
 * Dates are ISO data (`2025-05-20`); this is the one place that formats them for
 * display, in US long format (docs/product.md#content): the pages and the chat assistant. Formatting is done
 * in UTC so the
 * prerendered HTML and the visitor's browser agree, whatever the time zone.
 */
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function parseIsoDate(isoDate: string): Date {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${isoDate}`);
  return date;
}

/** "May 20, 2025". */
export function formatLongDate(isoDate: string): string {
  return longDate.format(parseIsoDate(isoDate));
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/**
 * "May 20 – 22, 2025", "August 30 – September 1, 2025" or a single date when there is no end.
 * Built by hand rather than with `formatRange`, whose spacing differs between ICU versions
 * (the prerender's Node and the visitor's browser must print the same text).
 */
export function formatDateRange(start: string, end?: string): string {
  if (!end || end === start) return formatLongDate(start);
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  if (from.getUTCFullYear() !== to.getUTCFullYear()) return `${formatLongDate(start)} – ${formatLongDate(end)}`;
  const fromMonth = monthName.format(from);
  const toMonth = monthName.format(to);
  const toPart = fromMonth === toMonth ? `${to.getUTCDate()}` : `${toMonth} ${to.getUTCDate()}`;
  return `${fromMonth} ${from.getUTCDate()} – ${toPart}, ${to.getUTCFullYear()}`;
}
