/**
 * Real visitors' vitals on the local stack: it answers the sampling file from
 * VITALS_SAMPLE_RATE, as the CDK app's upload does on AWS, and prints each
 * report the real vitals handler accepts as one readable line.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes, vitalsSamplingFile, type WebVitalsReport } from '@ferrum/shared';
import { readLocalConfig } from '../local/config.ts';
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

  it('prints each valid report as one readable line and answers 204; an invalid one gets 400 and no line', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const valid = await post(report);
      const invalid = await post({ ...report, metrics: { LCP: -1 } });
      expect(valid.status).toBe(204);
      expect(invalid.status).toBe(400);
      expect(print.mock.calls).toEqual([['vitals  product  desktop  reload  LCP 1200 ms  CLS 0.000  TTFB 80 ms']]);
    } finally {
      print.mockRestore();
    }
  });
});
