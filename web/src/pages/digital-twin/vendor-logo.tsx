import type { SimpleIconSlug } from '@ferrum/shared/content/icons';
import type { VendorLogo as VendorLogoData } from '@ferrum/shared/content/types';
import { siElastic, siGooglecloud, siOkta, siSplunk, type SimpleIcon } from 'simple-icons';

/** Only the glyphs this page draws, imported by name so the bundle carries just these paths. */
const glyphs: Partial<Record<SimpleIconSlug, SimpleIcon>> = {
  okta: siOkta,
  splunk: siSplunk,
  elastic: siElastic,
  googlecloud: siGooglecloud,
};

/** A vendor's mark: the simple-icons glyph in the brand colour, or a monogram tile. Decorative: the name is shown beside it. */
export function VendorLogo({ logo }: { logo: VendorLogoData }) {
  const glyph = logo.simpleIcon ? glyphs[logo.simpleIcon] : undefined;
  if (glyph) {
    return (
      <span className="inline-flex size-14 items-center justify-center rounded-xl border border-slate-200 bg-white">
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="36" height="36" fill={logo.color}>
          <path d={glyph.path} />
        </svg>
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-14 items-center justify-center rounded-xl text-lg font-bold tracking-tight text-white"
      style={{ backgroundColor: logo.color }}
    >
      {logo.monogram}
    </span>
  );
}
