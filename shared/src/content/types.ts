/**
 * Shapes shared by the content modules. Content refers to icons by key
 * (./icons.ts) and to pages by path (../pages.ts); components decide how to draw them.
 */
import type { IconKey, SimpleIconSlug } from './icons.ts';

/** Background accent of an inner-page hero (docs/product.md#layout-menu-and-footer). */
export type Accent = 'red' | 'blue' | 'green' | 'purple';

/** A link drawn as a button. `href` is a site path, an in-page anchor (`#features`) or a full URL. */
export interface LinkCopy {
  text: string;
  href: string;
}

/**
 * Hero of an inner page (docs/product.md#layout-menu-and-footer), shaped like the
 * `PageHero` props. `subtitle` is also shown as the badge above the title; the
 * primary button carries an arrow.
 */
export interface HeroCopy {
  title: string;
  subtitle: string;
  description: string;
  accent?: Accent;
  primaryButton?: LinkCopy;
  secondaryButton?: LinkCopy;
  /** Play the site's looping background clip (poster first) behind the hero. */
  backgroundVideo?: boolean;
}

/** Heading and optional lead paragraph of a page section. */
export interface SectionCopy {
  title: string;
  intro?: string;
}

/** A card or tile with an icon: features, benefits, values, challenges. */
export interface IconItem {
  icon: IconKey;
  title: string;
  description: string;
}

/** One step of a numbered process; the number is the position in the list. */
export interface Step {
  title: string;
  description: string;
  icon?: IconKey;
}

/** A figure in a stats strip: `value` is shown large ("25+"), `label` beneath it. */
export interface Stat {
  value: string;
  label: string;
}

/** A closing call-to-action block. */
export interface CallToAction {
  title: string;
  description: string;
  primaryButton: LinkCopy;
  secondaryButton?: LinkCopy;
}

/**
 * A vendor or partner logo. With `simpleIcon` the page draws that simple-icons
 * glyph; without it, a tile with `monogram` in white on `color`.
 */
export interface VendorLogo {
  simpleIcon?: SimpleIconSlug;
  /** Two letters for the monogram tile (and the alt-free fallback). */
  monogram: string;
  /** Brand colour as `#RRGGBB`. Monogram tiles use it as background behind white text (AA contrast). */
  color: `#${string}`;
}

/** A product or service card (home page, product listing pages, the assistant). */
export interface OfferSummary {
  id: 'digital-twin' | 'data-diode' | 'mdr';
  name: string;
  category: 'Software' | 'Hardware' | 'Service';
  path: string;
  tagline: string;
  description: string;
  /** Exactly three bullets for the card. */
  features: readonly [string, string, string];
  icon: IconKey;
  /** Key of the self-made card artwork. */
  artwork: 'digital-twin' | 'data-diode' | 'mdr';
}
