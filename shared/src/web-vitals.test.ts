import { describe, expect, it } from 'vitest';
import { deviceClassMinWidths, deviceClassOf, isSampleRate, sampleRateOf } from './web-vitals.ts';

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
