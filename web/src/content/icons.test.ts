import { describe, expect, it } from 'vitest';
import * as lucide from 'lucide-react';
import * as simpleIcons from 'simple-icons';
import { iconKeys, simpleIconSlugs } from '@ferrum/shared/content/icons';

const pascal = (key: string) =>
  key.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase());

describe('icon keys of the content', () => {
  it('name a lucide-react icon each', () => {
    const missing = iconKeys.filter((key) => !(pascal(key) in lucide));
    expect(missing).toEqual([]);
  });

  it('name a simple-icons brand each', () => {
    const icons = simpleIcons as unknown as Record<string, { slug: string } | undefined>;
    const missing = simpleIconSlugs.filter(
      (slug) => icons[`si${slug[0]?.toUpperCase()}${slug.slice(1)}`]?.slug !== slug,
    );
    expect(missing).toEqual([]);
  });
});
