import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoutes, vitalsSamplingFile, webVitalsReportSchema } from '@ferrum/shared';
import type { WebVitalName } from '@ferrum/shared/web-vitals';
import { startVitalsBeacon } from './vitals-beacon.ts';

type Report = (metric: { name: WebVitalName; value: number; navigationType: string }) => void;

/** The callbacks the beacon gave the (mocked) library, by metric. */
const observers = vi.hoisted(() => new Map<string, { report: Report; options: unknown }>());

vi.mock('web-vitals', () => {
  const observer = (name: string) => (report: Report, options: unknown) => observers.set(name, { report, options });
  return {
    onLCP: observer('LCP'),
    onINP: observer('INP'),
    onCLS: observer('CLS'),
    onFCP: observer('FCP'),
    onTTFB: observer('TTFB'),
  };
});

/** What the library reports for a metric of this page view. */
function observe(name: WebVitalName, value: number, navigationType = 'navigate'): void {
  observers.get(name)?.report({ name, value, navigationType });
}

interface TestPage {
  window: Window & EventTarget;
  sendBeacon: ReturnType<typeof vi.fn<(url: string, body: Blob) => boolean>>;
  fetch: ReturnType<typeof vi.fn<() => Promise<Response>>>;
}

/**
 * A fresh page (its own document and window events, so no test sees another's
 * listeners) at `url` on a `width`-pixel viewport, whose stage's sampling file
 * answers `sampling` with `status`, and whose navigation answered `navigationStatus`.
 */
function openPage({
  url = 'https://www.ferrumshield.example/blog/3?utm_source=newsletter',
  width = 390,
  sampling = { sampleRate: 1 } as unknown,
  status = 200,
  navigationStatus = 200,
} = {}): TestPage {
  const sendBeacon = vi.fn<(url: string, body: Blob) => boolean>(() => true);
  const fetch = vi.fn(async () => new Response(JSON.stringify(sampling), { status }));
  const page = Object.assign(new EventTarget(), {
    document: document.implementation.createHTMLDocument('Page'),
    location: new URL(url),
    innerWidth: width,
    fetch,
    navigator: { sendBeacon },
    performance: {
      getEntriesByType: (type: string) => (type === 'navigation' ? [{ responseStatus: navigationStatus }] : []),
    },
  });
  return { window: page as unknown as Window & EventTarget, sendBeacon, fetch };
}

function hide(page: TestPage): void {
  Object.defineProperty(page.window.document, 'visibilityState', { value: 'hidden', configurable: true });
  page.window.document.dispatchEvent(new Event('visibilitychange'));
}

function leave(page: TestPage): void {
  page.window.dispatchEvent(new Event('pagehide'));
}

/** The JSON bodies the page sent, with where it sent them. */
async function sent(page: TestPage): Promise<{ url: string; type: string; body: unknown }[]> {
  return Promise.all(
    page.sendBeacon.mock.calls.map(async ([url, blob]) => ({
      url,
      type: blob.type,
      body: JSON.parse(await blob.text()) as unknown,
    })),
  );
}

beforeEach(() => observers.clear());
afterEach(() => vi.restoreAllMocks());

describe('the vitals beacon', () => {
  it('reads the stage’s sampling file, without credentials', async () => {
    const page = openPage();
    await startVitalsBeacon({ page: page.window, random: () => 0.5 });
    expect(page.fetch).toHaveBeenCalledWith(vitalsSamplingFile.path, { credentials: 'omit' });
  });

  it('sends one report, as the schema takes it, when the page is hidden: the template, never the URL', async () => {
    const page = openPage();
    await startVitalsBeacon({ page: page.window, random: () => 0.5 });
    observe('TTFB', 210.34);
    observe('FCP', 911.5);
    observe('LCP', 1200);
    observe('LCP', 1834.4);
    observe('CLS', 0.0123456);
    observe('INP', 96);
    hide(page);

    const reports = await sent(page);
    expect(reports).toEqual([
      {
        url: apiRoutes.vitals.path,
        type: 'application/json',
        body: {
          template: 'blog-post',
          device: 'phone',
          navigation: 'navigate',
          metrics: { TTFB: 210, FCP: 912, LCP: 1834, CLS: 0.0123, INP: 96 },
        },
      },
    ]);
    expect(webVitalsReportSchema.safeParse(reports[0]?.body).success).toBe(true);
    expect(JSON.stringify(reports)).not.toMatch(/ferrumshield|utm_source|\/blog\/3/);
  });

  it('sends once per page view, however often the page is hidden or left', async () => {
    const page = openPage();
    await startVitalsBeacon({ page: page.window, random: () => 0 });
    observe('FCP', 400);
    hide(page);
    observe('INP', 300);
    hide(page);
    leave(page);

    expect(page.sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends when the page is left without a visibilitychange (pagehide)', async () => {
    const page = openPage({ url: 'https://www.ferrumshield.example/products/data-diode', width: 1440 });
    await startVitalsBeacon({ page: page.window, random: () => 0 });
    observe('FCP', 400, 'back-forward');
    leave(page);

    expect((await sent(page)).map((report) => report.body)).toEqual([
      { template: 'product', device: 'desktop', navigation: 'back-forward', metrics: { FCP: 400 } },
    ]);
  });

  it('names a not-found document by its status, whatever its path', async () => {
    const page = openPage({ url: 'https://www.ferrumshield.example/blog/99999', navigationStatus: 404 });
    await startVitalsBeacon({ page: page.window, random: () => 0 });
    observe('FCP', 400);
    hide(page);

    expect((await sent(page))[0]?.body).toMatchObject({ template: 'not-found' });
  });

  it('watches every metric with each change reported, so a page left early still has its latest values', async () => {
    const page = openPage();
    await startVitalsBeacon({ page: page.window, random: () => 0 });
    expect([...observers.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    for (const { options } of observers.values()) expect(options).toEqual({ reportAllChanges: true });
  });

  it('sends nothing when the page is hidden before any metric', async () => {
    const page = openPage();
    await startVitalsBeacon({ page: page.window, random: () => 0 });
    hide(page);
    expect(page.sendBeacon).not.toHaveBeenCalled();
  });

  it.each([
    ['the draw is not below the rate', { sampleRate: 0.25 }, 200, 0.25],
    ['the rate is 0', { sampleRate: 0 }, 200, 0],
    ['the sampling file is missing', { error: 'not found' }, 404, 0],
    ['the sampling file is malformed', { sampleRate: 'all' }, 200, 0],
  ])('sends nothing, and never loads the library, when %s', async (_case, sampling, status, draw) => {
    const page = openPage({ sampling, status });
    await startVitalsBeacon({ page: page.window, random: () => draw });
    hide(page);

    expect(observers.size).toBe(0);
    expect(page.sendBeacon).not.toHaveBeenCalled();
  });

  it('sends nothing when the sampling file cannot be fetched at all', async () => {
    const page = openPage();
    page.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await startVitalsBeacon({ page: page.window, random: () => 0 });

    expect(observers.size).toBe(0);
  });
});
