/**
 * Real visitors' Core Web Vitals: the beacon (./vitals-beacon.ts, its own chunk
 * with the `web-vitals` library) loads after the first paint, once the browser
 * is idle. It is the one script a page loads without an interaction, and
 * nothing a visitor sees waits for it: the library reads what the browser has
 * buffered since the navigation began.
 */
import { afterNextPaint } from '../lib/after-next-paint.ts';

/** How long an idle callback may wait on a busy page before it runs anyway. */
const idleTimeoutMs = 5_000;

/** Runs `task` when the browser is idle (Safari has no requestIdleCallback: a second later there). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: idleTimeoutMs });
  else setTimeout(task, 1_000);
}

/** Loads and starts the vitals beacon after the next paint, when idle; a failed load only costs the report. */
export function reportVitalsWhenIdle(): void {
  afterNextPaint(() =>
    whenIdle(() => {
      import('./vitals-beacon.ts').then(({ startVitalsBeacon }) => startVitalsBeacon()).catch(() => undefined);
    }),
  );
}
