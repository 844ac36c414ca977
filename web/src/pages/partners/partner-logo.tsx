import { siNvidia, type SimpleIcon } from 'simple-icons';
import type { SimpleIconSlug } from '@ferrum/shared/content/icons';
import type { VendorLogo } from '@ferrum/shared/content/types';

/** The simple-icons glyphs partners use, by slug (only brands the package has). */
const glyphs: Partial<Record<SimpleIconSlug, SimpleIcon>> = { nvidia: siNvidia };

/**
 * A partner's logo tile: the simple-icons glyph in brand colour on a dark tile,
 * or the monogram in white on the brand colour. Decorative: the name is the heading beside it.
 */
export function PartnerLogo({ logo }: { logo: VendorLogo }) {
  const glyph = logo.simpleIcon ? glyphs[logo.simpleIcon] : undefined;
  if (glyph) {
    return (
      <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-2xl bg-ink-900">
        <svg viewBox="0 0 24 24" width={36} height={36} fill={`#${glyph.hex}`}>
          <path d={glyph.path} />
        </svg>
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-16 items-center justify-center rounded-2xl text-xl font-bold tracking-wide text-white"
      style={{ backgroundColor: logo.color }}
    >
      {logo.monogram}
    </span>
  );
}
