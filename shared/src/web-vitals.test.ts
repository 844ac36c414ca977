import { describe, expect, it } from 'vitest';
import {
  deviceClassMinWidths,
  deviceClassOf,
  isPlausibleVital,
  isPlausibleVitalsReport,
  isSampleRate,
  plausibleVitalMaxima,
  sampleRateOf,
  webVitalNames,
} from './web-vitals.ts';

describe('sampleRateOf', () => {
  it('reads the rate of a sampling file', () => {
    expect(sampleRateOf({ sampleRate: 1 })).toBe(1);
    expect(sampleRateOf({ sampleRate: 0.25 })).toBe(0.25);
    expect(sampleRateOf({ sampleRate: 0 })).toBe(0);
  });

  it('reports nothing (0) for a file that is missing, malformed or out of range', () => {
    for (const file of [undefined, null, 'x', [], {}, { sampleRate: '1' }, { sampleRate: 1.5 }, { sampleRate: -0.1 }]) {
      expect(sampleRateOf(file), JSON.stringify(file)).toBe(0);
    }
  });

  it('knows a share of page views when it sees one', () => {
    expect([0, 0.5, 1].every(isSampleRate)).toBe(true);
    expect([-1, 2, Number.NaN, '0.5'].some(isSampleRate)).toBe(false);
  });
});

describe('deviceClassOf', () => {
  it('classes a viewport by its width', () => {
    expect(deviceClassOf(390)).toBe('phone');
    expect(deviceClassOf(deviceClassMinWidths.tablet)).toBe('tablet');
    expect(deviceClassOf(deviceClassMinWidths.desktop - 1)).toBe('tablet');
    expect(deviceClassOf(1440)).toBe('desktop');
  });
});

describe('plausible vitals', () => {
  it('bounds each metric where a real page stops: a minute for the timings, a layout shift score of 10', () => {
    expect(plausibleVitalMaxima).toEqual({ LCP: 60_000, INP: 60_000, CLS: 10, FCP: 60_000, TTFB: 60_000 });
  });

  it('believes every value from 0 to the maximum, and none below or above', () => {
    for (const name of webVitalNames) {
      const max = plausibleVitalMaxima[name];
      expect(
        [0, max / 2, max].every((value) => isPlausibleVital(name, value)),
        name,
      ).toBe(true);
      expect(
        [-0.001, -5, max + 0.001, max * 10].some((value) => isPlausibleVital(name, value)),
        name,
      ).toBe(false);
    }
  });

  it('drops a whole report for one implausible value, the forged report of issue 33 among them', () => {
    expect(isPlausibleVitalsReport({ LCP: 1834, CLS: 0.01, TTFB: 210 })).toBe(true);
    expect(isPlausibleVitalsReport({ LCP: 600_000 })).toBe(false);
    expect(isPlausibleVitalsReport({ LCP: 1834, CLS: 11 })).toBe(false);
    expect(isPlausibleVitalsReport({ FCP: 900, TTFB: -1 })).toBe(false);
  });
});
