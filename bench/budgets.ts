/** The quality budgets `npm run bench` checks (issue: measured quality). One place, read by the report. */
export const budgets = {
  performanceScore: 99,
  accessibilityScore: 100,
  bestPracticesScore: 100,
  seoScore: 100,
  /**
   * LCP with our scripts ÷ LCP with them blocked (medians), under Lighthouse's DevTools throttling
   * with its mobile figures: the page's content must not wait for script (1.00 = it does not).
   * 1.10, not 1.05: single DevTools-throttled runs of one page differ by about ±10 % on a quiet
   * machine (more on a busy one), while a script on the paint's path costs at least one request
   * latency (562.5 ms, a fifth or more of these pages' LCP), which 1.10 still catches (decision 018).
   */
  lcpRatio: 1.1,
  tbtMs: 50,
  cls: 0.01,
  /**
   * Script a page loads before any interaction (Lighthouse never interacts), gzip -9 of
   * the built files: React and an island's code arrive only on first interaction.
   */
  scriptBeforeInteractionGzipBytes: { withoutForm: 30 * 1024, anyPage: 60 * 1024 },
  /** Home page, everything but the background video. */
  homeTotalBytes: 500 * 1024,
  /** Minified bundle of each form handler (newsletter, contact, job applications). */
  formHandlerBundleBytes: 200 * 1024,
  /** Phone profile (bench/first-tap.ts): a native control (dialog, popover) tapped at its first paint, tap to open. */
  nativeControlResponseMs: 100,
  /** The streamed chat (bench/chat-stream.ts): from the model's first token to the first text at an HTTP client, p95. */
  chatFirstTextMs: 50,
  /** The assistant without a model (bench/assistant.ts): an answer in the chat handler, event in → reply out, p95. */
  offlineAnswerMs: 20,
  /** Heaviest conversation the API accepts ÷ a plain question, CPU p50: bounded reading keeps any input within 5×. */
  worstChatCpuRatio: 5,
  /** Locally (bench/notification-delay.ts): a contact message sent → its staff notice printed, p95. */
  localNoticeMs: 1000,
  /** Each page's link-preview image (bench/machine-readable.ts): what LinkedIn, Slack and X fetch. */
  previewImageBytes: 300 * 1024,
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
  options: { atLeast?: boolean; unit?: string; decimals?: number } = {},
): BudgetCheck {
  const unit = options.unit ?? '';
  const format = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(options.decimals ?? 3)}${unit}`;
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
