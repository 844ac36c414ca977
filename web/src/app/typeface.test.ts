/**
 * The fallback faces in styles.css scale Arial and Roboto to IBM Plex Sans's
 * metrics, so a page set in the fallback looks and flows like one set in the
 * typeface. Their numbers are copied into the CSS; this recomputes them from
 * capsize's metrics.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import plex from '@capsizecss/metrics/iBMPlexSans';
import roboto from '@capsizecss/metrics/roboto';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../styles.css'), 'utf8');

/** The descriptors of the `@font-face` rule for `family` in styles.css. */
function fontFace(family: string): Record<string, string> {
  const rule = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].find((match) => match[1]!.includes(`'${family}'`));
  if (!rule) throw new Error(`No @font-face for ${family} in styles.css`);
  return Object.fromEntries(
    rule[1]!
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [name!, value!.replace(/\s+/g, ' ')]),
  );
}

describe('the typeface and its fallbacks', () => {
  const { fontFaces } = createFontStack([plex, arial, roboto], { fontFaceFormat: 'styleObject' });
  const expected = Object.fromEntries(fontFaces.map((face) => [face['@font-face'].src, face['@font-face']]));

  it.each([
    ['IBM Plex Sans Fallback Arial', "local('Arial'), local('ArialMT')"],
    ['IBM Plex Sans Fallback Roboto', "local('Roboto Regular'), local('Roboto-Regular')"],
  ])('%s has the metric overrides capsize computes', (family, capsizeSource) => {
    const face = fontFace(family);
    const computed = expected[capsizeSource]!;
    for (const descriptor of ['ascentOverride', 'descentOverride', 'sizeAdjust'] as const) {
      const name = descriptor.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      expect(face[name], `${family} ${name}`).toBe(computed[descriptor]);
    }
  });

  it('sets the text in the typeface first, then the scaled fallbacks', () => {
    expect(css).toMatch(
      /--font-sans:\s*'IBM Plex Sans', 'IBM Plex Sans Fallback Arial', 'IBM Plex Sans Fallback Roboto'/,
    );
    // Never a swap after the text has rendered: no shift, no relayout under a tap (docs/decisions/028).
    expect(fontFace('IBM Plex Sans')['font-display']).toBe('optional');
  });
});
