/**
 * Real visitors' vitals on the local stack: it answers the sampling file from
 * VITALS_SAMPLE_RATE, as the CDK app's upload does on AWS, prints each report
 * the real vitals handler counts as one readable line, and caps the reports one
 * address may send as the stage's WAF rule does.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes, vitalsSamplingFile, type WebVitalsReport } from '@ferrum/shared';
import { readLocalConfig } from '../local/config.ts';
import { stages } from '../lib/stages.ts';
import { startLocalStack, type LocalStack } from '../local/local-stack.ts';
import { freePort, siteFixture } from './support.ts';

let stack: LocalStack;

beforeAll(async () => {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const config = readLocalConfig({
    PORT: String(await freePort()),
    IN_MEMORY_STORE: 'true',
    STAGE: 'vitals',
    SITE_DIR: siteFixture(),
    VITALS_SAMPLE_RATE: '0.5',
  });
  stack = await startLocalStack(config);
}, 30_000);
afterAll(() => stack.close());

const report = {
  template: 'product',
  device: 'desktop',
  navigation: 'reload',
  metrics: { LCP: 1200.4, CLS: 0, TTFB: 80 },
} satisfies WebVitalsReport;

const post = (body: unknown) =>
  fetch(`${stack.url}${apiRoutes.vitals.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('vitals on the local stack', () => {
  it('answers the sampling file with the configured rate, cached as on AWS', async () => {
    const response = await fetch(`${stack.url}${vitalsSamplingFile.path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe(vitalsSamplingFile.cacheControl);
    expect(await response.json()).toEqual({ sampleRate: 0.5 });
  });

  it('prints each valid report as one readable line and answers 204; an implausible one 204 and no line; an invalid one 400', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const valid = await post(report);
      const implausible = await post({ ...report, metrics: { LCP: -1 } });
      const invalid = await post({ ...report, metrics: { LCP: 'slow' } });
      expect(valid.status).toBe(204);
      expect(implausible.status).toBe(204);
      expect(invalid.status).toBe(400);
      expect(print.mock.calls).toEqual([['vitals  product  desktop  reload  LCP 1200 ms  CLS 0.000  TTFB 80 ms']]);
    } finally {
      print.mockRestore();
    }
  });
});

describe('the cap on one address’s vitals reports', () => {
  it('is the dev stage’s WAF limit unless VITALS_REPORTS_PER_5_MINUTES says otherwise', () => {
    expect(readLocalConfig({}).VITALS_REPORTS_PER_5_MINUTES).toBe(stages.dev.waf.vitalsRequestsPer5Minutes);
    expect(readLocalConfig({ VITALS_REPORTS_PER_5_MINUTES: '500' }).VITALS_REPORTS_PER_5_MINUTES).toBe(500);
    expect(() => readLocalConfig({ VITALS_REPORTS_PER_5_MINUTES: '0' })).toThrow(/VITALS_REPORTS_PER_5_MINUTES/);
  });

  it('answers 429 past the limit, and the 30 forged reports of issue 33 print no line', async () => {
    const limit = 20;
    const capped = await startLocalStack(
      readLocalConfig({
        PORT: String(await freePort()),
        IN_MEMORY_STORE: 'true',
        STAGE: 'vitals-cap',
        SITE_DIR: siteFixture(),
        VITALS_REPORTS_PER_5_MINUTES: String(limit),
      }),
    );
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const forged = { template: 'home', device: 'desktop', navigation: 'navigate', metrics: { LCP: 600_000 } };
      const statuses = [];
      for (let count = 0; count < 30; count += 1) {
        const response = await fetch(`${capped.url}${apiRoutes.vitals.path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(forged),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(limit).fill(204), ...Array<number>(30 - limit).fill(429)]);
      expect(print).not.toHaveBeenCalled();
      // The cap is on the vitals path only: the rest of the API still answers the same address.
      expect((await fetch(`${capped.url}${apiRoutes.health.path}`)).status).toBe(200);
    } finally {
      print.mockRestore();
      await capped.close();
    }
  }, 30_000);
});
