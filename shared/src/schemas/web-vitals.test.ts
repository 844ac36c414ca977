import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../api-contract.ts';
import { plausibleVitalMaxima, webVitalNames } from '../web-vitals.ts';
import { webVitalsReportSchema } from './web-vitals.ts';

const report = {
  template: 'blog-post',
  device: 'phone',
  navigation: 'navigate',
  metrics: { LCP: 1834.2, INP: 96, CLS: 0.012, FCP: 911.5, TTFB: 210.3 },
};

function messagesFor(input: unknown): Record<string, string> {
  const result = webVitalsReportSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('webVitalsReportSchema', () => {
  it('accepts a report with every metric, unchanged', () => {
    expect(webVitalsReportSchema.parse(report)).toEqual(report);
  });

  it('accepts a report with only some metrics (a page hidden before its first interaction has no INP)', () => {
    expect(webVitalsReportSchema.parse({ ...report, metrics: { FCP: 400, TTFB: 90 } }).metrics).toEqual({
      FCP: 400,
      TTFB: 90,
    });
  });

  it('accepts any finite number, implausible ones too: the function drops those without telling the sender', () => {
    for (const name of webVitalNames) {
      for (const value of [0, plausibleVitalMaxima[name], plausibleVitalMaxima[name] * 10, -1]) {
        expect(webVitalsReportSchema.safeParse({ ...report, metrics: { [name]: value } }).success).toBe(true);
      }
    }
  });

  it.each([
    ['text', '1200', 'LCP must be a number'],
    ['null (what JSON makes of NaN)', null, 'LCP must be a number'],
    ['infinite', Number.POSITIVE_INFINITY, 'LCP must be a number'],
  ])('refuses a %s value, naming the metrics', (_kind, value, message) => {
    const result = webVitalsReportSchema.safeParse({ ...report, metrics: { ...report.metrics, LCP: value } });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(message);
    expect(messagesFor({ ...report, metrics: { LCP: value } })).toHaveProperty('metrics');
  });

  it('refuses an unknown metric and a report without any', () => {
    expect(messagesFor({ ...report, metrics: { ...report.metrics, FID: 12 } })).toEqual({
      metrics: 'Only LCP, INP, CLS, FCP, TTFB may be reported',
    });
    expect(messagesFor({ ...report, metrics: {} })).toEqual({ metrics: 'At least one metric must be reported' });
    expect(messagesFor({ ...report, metrics: [1, 2] })).toEqual({ metrics: 'The metrics must be an object' });
    // A key JSON.parse keeps as the object's own, which a copy would turn into its prototype.
    expect(
      webVitalsReportSchema.safeParse(
        JSON.parse('{"template":"home","device":"phone","navigation":"navigate","metrics":{"__proto__":0,"LCP":1}}'),
      ).success,
    ).toBe(false);
  });

  it('refuses anything that could identify a visitor or a URL, by name', () => {
    expect(messagesFor({ ...report, url: 'https://example.com/blog/1?utm=x' })).toEqual({
      url: 'Not part of a vitals report',
    });
    expect(messagesFor({ ...report, id: 'v4-123', userAgent: 'Mozilla/5.0' })).toEqual({
      id: 'Not part of a vitals report',
      userAgent: 'Not part of a vitals report',
    });
  });

  it('refuses an unknown template, device class or navigation type', () => {
    expect(messagesFor({ ...report, template: '/blog/1' })).toEqual({ template: 'Unknown page template' });
    expect(messagesFor({ ...report, device: 'iPhone' })).toEqual({ device: 'Unknown device class' });
    expect(messagesFor({ ...report, navigation: 'back_forward' })).toEqual({ navigation: 'Unknown navigation type' });
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'LCP=1', 3]) expect(webVitalsReportSchema.safeParse(body).success).toBe(false);
  });
});
