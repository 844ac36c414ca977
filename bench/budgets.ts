/** The quality budgets `npm run bench` checks (issue: measured quality). One place, read by the report. */
export const budgets = {
  performanceScore: 95,
  accessibilityScore: 100,
  bestPracticesScore: 100,
  seoScore: 100,
  /** Under Lighthouse's mobile throttling. */
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
  /** Scripts loaded by the page itself, gzip-compressed. */
  initialJsGzipBytes: 100 * 1024,
  /** Home page, everything but the background video. */
  homeTotalBytes: 500 * 1024,
  /** Minified bundle of each form handler (newsletter, contact, job applications). */
  formHandlerBundleBytes: 200 * 1024,
} as const;

export interface BudgetCheck {
  name: string;
  measured: string;
  budget: string;
  ok: boolean;
}

/** A check that `value` is at most (or at least) `limit`. */
export function check(
  name: string,
  value: number,
  limit: number,
  options: { atLeast?: boolean; unit?: string } = {},
): BudgetCheck {
  const unit = options.unit ?? '';
  const format = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(3)}${unit}`;
  return {
    name,
    measured: format(value),
    budget: `${options.atLeast ? '≥' : '≤'} ${format(limit)}`,
    ok: options.atLeast ? value >= limit : value <= limit,
  };
}

/** Median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
