import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiRoutes,
  requestBodyLimits,
  stageMetricsNamespace,
  webVitalMetricName,
  webVitalNames,
  type WebVitalsReport,
} from '@ferrum/shared';
import { apiEvent, responseBody } from './support/events.ts';
import { loadHandler, type InvokeHandler } from './support/handlers.ts';
import { captureOutput } from './support/output.ts';

const path = apiRoutes.vitals.path;
const stage = 'vitals-test';
let handler: InvokeHandler;

const report = {
  template: 'blog-post',
  device: 'phone',
  navigation: 'navigate',
  metrics: { LCP: 1834.2, INP: 96, CLS: 0.012, FCP: 911.5, TTFB: 210.3 },
} satisfies WebVitalsReport;

/** What a browser's sendBeacon from the site sends besides the body. */
const beaconHeaders = {
  'Content-Type': 'application/json',
  Origin: 'https://www.ferrumshield.example',
  'Sec-Fetch-Site': 'same-origin',
  'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) VisitorBrowser/1.0',
  Referer: 'https://www.ferrumshield.example/blog/3?utm_source=newsletter-42',
  'X-Forwarded-For': '203.0.113.77',
};

const send = (body: unknown, headers: Record<string, string> = beaconHeaders) =>
  captureOutput(() =>
    handler(apiEvent({ path, ...(typeof body === 'string' ? { rawBody: body } : { body }), headers })),
  );

beforeAll(async () => {
  vi.resetModules();
  handler = await loadHandler('vitals', { stage });
});

afterEach(() => {
  delete process.env.VITALS_OUTPUT;
});

describe('POST /api/vitals', () => {
  it('records a valid report as exactly one EMF line and answers 204 with no body', async () => {
    const { result, entries } = await send(report);

    expect(result.statusCode).toBe(204);
    expect(result.body).toBe('');
    expect(result.headers).toMatchObject({ 'Cache-Control': 'no-store' });
    expect(entries).toHaveLength(1);
    const [line] = entries;
    expect(line).toMatchObject({
      _aws: {
        Timestamp: expect.any(Number),
        CloudWatchMetrics: [
          {
            Namespace: stageMetricsNamespace(stage),
            Dimensions: [['PageTemplate', 'DeviceClass'], []],
            Metrics: webVitalNames.map((name) => ({
              Name: webVitalMetricName(name),
              Unit: name === 'CLS' ? 'None' : 'Milliseconds',
            })),
          },
        ],
      },
      PageTemplate: 'blog-post',
      DeviceClass: 'phone',
      WebVitalLCP: 1834.2,
      WebVitalINP: 96,
      WebVitalCLS: 0.012,
      WebVitalFCP: 911.5,
      WebVitalTTFB: 210.3,
    });
    expect(Object.keys(line ?? {}).sort()).toEqual(
      ['_aws', 'PageTemplate', 'DeviceClass', ...webVitalNames.map(webVitalMetricName)].sort(),
    );
  });

  it('records only the metrics a report holds', async () => {
    const { result, entries } = await send({ ...report, metrics: { FCP: 420, TTFB: 95 } });

    expect(result.statusCode).toBe(204);
    expect(entries).toHaveLength(1);
    const [directive] = (entries[0]?._aws as { CloudWatchMetrics: { Metrics: { Name: string }[] }[] })
      .CloudWatchMetrics;
    expect(directive?.Metrics.map((metric) => metric.Name)).toEqual(['WebVitalFCP', 'WebVitalTTFB']);
    expect(entries[0]).not.toHaveProperty('WebVitalLCP');
  });

  it.each([
    ['NaN (JSON null)', { ...report, metrics: { CLS: null } }, { metrics: 'CLS must be a number' }],
    [
      'an unknown metric',
      { ...report, metrics: { FID: 12 } },
      { metrics: 'Only LCP, INP, CLS, FCP, TTFB may be reported' },
    ],
    ['no metric', { ...report, metrics: {} }, { metrics: 'At least one metric must be reported' }],
    ['a URL', { ...report, url: 'https://www.ferrumshield.example/blog/3' }, { url: 'Not part of a vitals report' }],
    ['an unknown template', { ...report, template: '/blog/3' }, { template: 'Unknown page template' }],
    ['an unknown device class', { ...report, device: 'watch' }, { device: 'Unknown device class' }],
  ])('refuses %s with 400 VALIDATION_FAILED naming the field, and records nothing', async (_kind, body, fields) => {
    const { result, entries } = await send(body);

    expect(result.statusCode).toBe(400);
    expect(responseBody(result)).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Some fields are invalid.', fields },
    });
    expect(entries).toEqual([]);
  });

  it.each([
    ['an LCP of ten minutes', { LCP: 600_000 }],
    ['an LCP just past a minute, beside believable values', { LCP: 60_001, CLS: 0.01, TTFB: 120 }],
    ['a CLS above 10', { CLS: 10.5 }],
    ['an INP past a minute', { INP: 1e12 }],
    ['a negative TTFB', { FCP: 800, TTFB: -5 }],
  ])('drops a report with %s: 204 as for any report, no metric written', async (_kind, metrics) => {
    const { result, entries } = await send({ ...report, metrics });

    expect(result.statusCode).toBe(204);
    expect(result.body).toBe('');
    expect(entries).toEqual([]);
  });

  it('writes no metric for the 30 forged reports of issue 33, so they move neither a p75 nor an alarm’s count', async () => {
    const forged = { template: 'home', device: 'desktop', navigation: 'navigate', metrics: { LCP: 600_000 } };
    const answers = [];
    for (let count = 0; count < 30; count += 1) answers.push(await send(forged));

    expect(answers.map(({ result }) => result.statusCode)).toEqual(Array(30).fill(204));
    expect(answers.flatMap(({ entries }) => entries)).toEqual([]);
    // A real report beside them is the only one counted.
    expect((await send(report)).entries).toHaveLength(1);
  });

  it('refuses a body that is not JSON (400), not JSON at all (415) or too large (413), recording nothing', async () => {
    const malformed = await send('{"template":');
    expect(malformed.result.statusCode).toBe(400);
    expect(responseBody(malformed.result)).toMatchObject({ error: { code: 'MALFORMED_JSON' } });

    const asText = await send(JSON.stringify(report), { ...beaconHeaders, 'Content-Type': 'text/plain' });
    expect(asText.result.statusCode).toBe(415);

    const padded = { ...report, navigation: 'x'.repeat(requestBodyLimits.vitals) };
    const tooLarge = await send(padded);
    expect(tooLarge.result.statusCode).toBe(413);

    expect([...malformed.entries, ...asText.entries, ...tooLarge.entries]).toEqual([]);
  });

  it('refuses a report another site’s page sends (403), recording nothing', async () => {
    const { result, entries } = await send(report, {
      ...beaconHeaders,
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    });

    expect(result.statusCode).toBe(403);
    expect(responseBody(result)).toMatchObject({ error: { code: 'CROSS_SITE_REQUEST' } });
    expect(entries).toEqual([]);
  });

  it('answers GET with 405 and the allowed method', async () => {
    const { result } = await captureOutput(() => handler(apiEvent({ method: 'GET', path })));

    expect(result.statusCode).toBe(405);
    expect(result.headers).toMatchObject({ Allow: 'POST' });
  });

  it('logs the outcome, never the visitor’s address, browser or page URL', async () => {
    vi.resetModules();
    process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
    let output: Awaited<ReturnType<typeof send>>;
    let implausible: Awaited<ReturnType<typeof send>>;
    try {
      handler = await loadHandler('vitals', { stage });
      output = await send(report);
      implausible = await send({ ...report, metrics: { LCP: -1 } });
    } finally {
      process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
      vi.resetModules();
      handler = await loadHandler('vitals', { stage });
    }
    const completed = output.entries.find((entry) => entry.message === 'request completed');
    expect(completed).toMatchObject({ operation: 'vitals', outcome: 'recorded', statusCode: 204 });
    const dropped = implausible.entries.find((entry) => entry.message === 'request completed');
    expect(dropped).toMatchObject({ operation: 'vitals', outcome: 'dropped-implausible', statusCode: 204 });
    // A dropped report records no metric by design: the metrics' flush says nothing about it.
    expect(implausible.entries.filter((entry) => entry.level !== 'INFO')).toEqual([]);
    for (const visitorValue of ['203.0.113.77', '127.0.0.1', 'VisitorBrowser', 'vitest', 'utm_source', '/blog/3']) {
      expect(output.text + implausible.text).not.toContain(visitorValue);
    }
  });

  it('prints one readable line per report in the local stack instead of EMF', async () => {
    vi.resetModules();
    process.env.VITALS_OUTPUT = 'readable';
    const readable = await loadHandler('vitals', { stage });
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const { result, text } = await captureOutput(() =>
        readable(apiEvent({ path, body: report, headers: beaconHeaders })),
      );
      expect(result.statusCode).toBe(204);
      expect(text).toBe('');
      expect(print.mock.calls).toEqual([
        ['vitals  blog-post  phone  navigate  LCP 1834 ms  INP 96 ms  CLS 0.012  FCP 912 ms  TTFB 210 ms'],
      ]);
    } finally {
      print.mockRestore();
    }
  });

  it('will not start without a stage name', async () => {
    vi.resetModules();
    const { readVitalsConfig } = await import('../src/web-vitals/vitals-config.ts');
    expect(() => readVitalsConfig({})).toThrow(/Invalid vitals configuration: STAGE/);
    expect(() => readVitalsConfig({ STAGE: 'dev', VITALS_OUTPUT: 'xml' })).toThrow(/VITALS_OUTPUT/);
    expect(readVitalsConfig({ STAGE: 'prod' })).toEqual({ stage: 'prod', output: 'emf' });
  });
});
