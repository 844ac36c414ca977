import { siNvidia, type SimpleIcon } from 'simple-icons';
import type { SimpleIconSlug } from '@ferrum/shared/content/icons';
import type { VendorLogo } from '@ferrum/shared/content/types';
import { LogoTile } from '../../components/ui/logo-tile.tsx';

/** The simple-icons glyphs partners use, by slug (only brands the package has). */
const glyphs: Partial<Record<SimpleIconSlug, SimpleIcon>> = { nvidia: siNvidia };

/** A partner's logo on its card. */
export function PartnerLogo({ logo }: { logo: VendorLogo }) {
  return <LogoTile logo={logo} glyphs={glyphs} size="large" />;
}
