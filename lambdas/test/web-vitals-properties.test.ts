/**
 * Fuzzing the vitals endpoint: whatever body arrives, the answer is never a
 * 5xx, and a report is recorded (one EMF line) exactly when the oracle says it
 * is well formed and plausible: 204 and one line; a well-formed report with an
 * implausible value gets the same 204 and no line; anything else a 4xx and none.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiRoutes,
  deviceClasses,
  navigationTypes,
  pageTemplates,
  requestBodyLimits,
  plausibleVitalMaxima,
  webVitalNames,
} from '@ferrum/shared';
import { apiEvent } from './support/events.ts';
import { webVitalsReportOracle } from './support/request-oracles.ts';
import { loadHandler, type InvokeHandler } from './support/handlers.ts';
import { captureOutput } from './support/output.ts';
import { anyJson, fieldValue, shapedBody } from './support/properties.ts';

let handler: InvokeHandler;

beforeAll(async () => {
  vi.resetModules();
  handler = await loadHandler('vitals', { stage: 'vitals-properties' });
});

/** Metric values: mostly plausible ones, else the edges (zero, each plausible maximum and past it, negative), any double or any JSON. */
const metricValue = fc.oneof(
  { arbitrary: fc.double({ min: 0, max: 10_000, noNaN: true }), weight: 12 },
  {
    arbitrary: fc.constantFrom(
      0,
      -0,
      -1,
      0.1,
      ...Object.values(plausibleVitalMaxima).flatMap((max) => [max, max + 0.001]),
      1e308,
    ),
    weight: 1,
  },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: anyJson, weight: 1 },
);

const metricName = fc.oneof(
  { arbitrary: fc.constantFrom(...webVitalNames), weight: 8 },
  { arbitrary: fc.constantFrom('FID', 'lcp', '__proto__', 'constructor', ''), weight: 1 },
  { arbitrary: fc.string({ maxLength: 8 }), weight: 1 },
);

/** Mostly the known names with some of them left out, sometimes any names at all, sometimes not an object. */
const metrics = fc.oneof(
  {
    arbitrary: fc.record(Object.fromEntries(webVitalNames.map((name) => [name, metricValue])), { requiredKeys: [] }),
    weight: 6,
  },
  { arbitrary: fc.dictionary(metricName, metricValue, { maxKeys: 7 }), weight: 2 },
  { arbitrary: anyJson, weight: 1 },
);

const report = shapedBody({
  template: fieldValue(fc.constantFrom(...pageTemplates)),
  device: fieldValue(fc.constantFrom(...deviceClasses)),
  navigation: fieldValue(fc.constantFrom(...navigationTypes)),
  metrics,
});

/** A report, sometimes with a key that has no place in one (a URL, an id). */
const body = fc.oneof(
  { arbitrary: report, weight: 8 },
  {
    arbitrary: fc
      .tuple(report, fc.constantFrom('url', 'id', 'userAgent', 'ip'), fc.string())
      .map(([value, key, extra]) => ({
        ...value,
        [key]: extra,
      })),
    weight: 1,
  },
);

/** Reports recorded and dropped, so a run that never sends one of each fails instead of passing trivially. */
let verdicts = { recorded: 0, dropped: 0 };

async function checkReport(rawBody: string): Promise<void> {
  const { result, entries } = await captureOutput(() =>
    handler(apiEvent({ path: apiRoutes.vitals.path, rawBody, headers: { 'Sec-Fetch-Site': 'same-origin' } })),
  );
  expect(result.statusCode).toBeLessThan(500);
  let verdict: ReturnType<typeof webVitalsReportOracle> = 'refused';
  if (Buffer.byteLength(rawBody, 'utf8') <= requestBodyLimits.vitals) {
    try {
      verdict = webVitalsReportOracle(JSON.parse(rawBody));
    } catch {
      verdict = 'refused';
    }
  }
  if (verdict !== 'refused') {
    verdicts[verdict] += 1;
    expect(result.statusCode).toBe(204);
    expect(entries).toHaveLength(verdict === 'recorded' ? 1 : 0);
  } else {
    expect(result.statusCode).toBeGreaterThanOrEqual(400);
    expect(entries).toEqual([]);
  }
}

describe('random bodies never cause a 5xx and are recorded only when valid and plausible', () => {
  it('POST /api/vitals: shaped reports', async () => {
    verdicts = { recorded: 0, dropped: 0 };
    await fc.assert(
      fc.asyncProperty(
        body.map((value) => JSON.stringify(value)),
        checkReport,
      ),
      { numRuns: 1000 },
    );
    // About a fifth are valid; far fewer would mean the generators drifted away from real reports.
    expect(verdicts.recorded).toBeGreaterThan(50);
    expect(verdicts.dropped).toBeGreaterThan(5);
  });

  it('POST /api/vitals: any JSON and any text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          anyJson.map((value) => JSON.stringify(value)),
          fc.string({ unit: 'binary' }),
          fc.json(),
        ),
        checkReport,
      ),
      { numRuns: 500 },
    );
  });
});
