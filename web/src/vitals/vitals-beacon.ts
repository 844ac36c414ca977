/**
 * The vitals beacon: reads the stage's sample rate, decides once for this page
 * view, and if it is in the sample, loads the `web-vitals` library (a chunk of
 * its own: a page view out of the sample never downloads it), watches LCP, INP,
 * CLS, FCP and TTFB and sends one report (`POST /api/vitals`, sendBeacon) the
 * first time the page is hidden. Loaded at idle by ./report-vitals-when-idle.ts.
 */
import type { MetricType } from 'web-vitals';
import { apiRoutes } from '@ferrum/shared/api-contract';
import { sampleRateOf, vitalsSamplingFile } from '@ferrum/shared/web-vitals';
import { createVitalsReport, pageViewContext } from './vitals-report.ts';

/** The stage's sample rate; 0 when the file cannot be read, so a broken deployment sends nothing. */
async function fetchSampleRate(page: Window): Promise<number> {
  try {
    const response = await page.fetch(vitalsSamplingFile.path, { credentials: 'omit' });
    return response.ok ? sampleRateOf(await response.json()) : 0;
  } catch {
    return 0;
  }
}

export interface VitalsBeaconOptions {
  /**
   * Draws the sample: the page view reports when it is below the rate.
   * @default Math.random
   */
  random?: () => number;
  /**
   * The page whose view is reported.
   * @default window
   */
  page?: Window;
}

/** Starts the beacon for this page view; resolves once it watches (or has decided not to). */
export async function startVitalsBeacon({
  random = Math.random,
  page = window,
}: VitalsBeaconOptions = {}): Promise<void> {
  const sampleRate = await fetchSampleRate(page);
  if (random() >= sampleRate) return;

  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = createVitalsReport(pageViewContext(page));
  // Every change, not only the final values: the page may go away before the library's own hidden handlers run.
  const record = (metric: MetricType) => report.record(metric);
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(record, { reportAllChanges: true });

  let sent = false;
  const send = () => {
    const body = report.report();
    if (sent || body === undefined) return;
    sent = true;
    // Same-origin, so its JSON type needs no CORS preflight; the API's cross-site check sees Sec-Fetch-Site: same-origin.
    page.navigator.sendBeacon(apiRoutes.vitals.path, new Blob([JSON.stringify(body)], { type: 'application/json' }));
  };
  page.document.addEventListener('visibilitychange', () => {
    if (page.document.visibilityState === 'hidden') send();
  });
  // Older Safari does not always fire visibilitychange when the page is left.
  page.addEventListener('pagehide', send);
}
