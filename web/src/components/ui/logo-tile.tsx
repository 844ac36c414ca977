/**
 * A company's logo tile (the digital twin page's integrations, the partners page):
 * the simple-icons glyph in the brand's colour, or the two-letter monogram in white
 * on the brand's colour (AA contrast, held by the content tests). Decorative: the
 * company's name is always shown beside it.
 */
import type { SimpleIcon } from 'simple-icons';
import type { SimpleIconSlug } from '@ferrum/shared/content/icons';
import type { VendorLogo } from '@ferrum/shared/content/types';

/** The tile's look by size: `small` in the integration grid, `large` on a partner card. */
const tileStyles = {
  small: {
    tile: 'inline-flex size-14 rounded-xl',
    glyph: 'border border-slate-200 bg-white',
    monogram: 'text-lg tracking-tight',
  },
  large: {
    tile: 'flex size-16 rounded-2xl',
    glyph: 'bg-ink-900',
    monogram: 'text-xl tracking-wide',
  },
} as const;

export interface LogoTileProps {
  logo: VendorLogo;
  /** The glyphs the page draws, by slug: each page imports its own by name, so it carries only those paths. */
  glyphs: Partial<Record<SimpleIconSlug, SimpleIcon>>;
  size: keyof typeof tileStyles;
}

export function LogoTile({ logo, glyphs, size }: LogoTileProps) {
  const style = tileStyles[size];
  const glyph = logo.simpleIcon ? glyphs[logo.simpleIcon] : undefined;
  if (glyph) {
    return (
      <span aria-hidden="true" className={`${style.tile} ${style.glyph} items-center justify-center`}>
        <svg focusable="false" viewBox="0 0 24 24" width={36} height={36} fill={logo.color}>
          <path d={glyph.path} />
        </svg>
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${style.tile} ${style.monogram} items-center justify-center font-bold text-white`}
      style={{ backgroundColor: logo.color }}
    >
      {logo.monogram}
    </span>
  );
}
