import type { SimpleIconSlug } from '@ferrum/shared/content/icons';
import type { VendorLogo as VendorLogoData } from '@ferrum/shared/content/types';
import { siElastic, siGooglecloud, siOkta, siSplunk, type SimpleIcon } from 'simple-icons';
import { LogoTile } from '../../components/ui/logo-tile.tsx';

/** Only the glyphs this page draws, imported by name so the bundle carries just these paths. */
const glyphs: Partial<Record<SimpleIconSlug, SimpleIcon>> = {
  okta: siOkta,
  splunk: siSplunk,
  elastic: siElastic,
  googlecloud: siGooglecloud,
};

/** A vendor's mark in the integration grid. */
export function VendorLogo({ logo }: { logo: VendorLogoData }) {
  return <LogoTile logo={logo} glyphs={glyphs} size="small" />;
}
