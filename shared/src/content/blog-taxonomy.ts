/**
 * The blog's vocabulary (docs/product.md#content): its eight categories, the eight popular
 * tags of the sidebar, and the cover artworks a post may use. The front-matter
 * schema checks every post against it.
 */

export const blogCategories = [
  'Industrial Cybersecurity',
  'Digital Twin Technology',
  'Hardware Security',
  'Compliance',
  'Artificial Intelligence',
  'Case Studies',
  'Industry News',
  'Best Practices',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

export const popularTags = [
  'OT Security',
  'Digital Twin',
  'ICS',
  'Industry 4.0',
  'Data Diode',
  'AI',
  'Compliance',
  'Threat Detection',
] as const;

/** Keys of the self-made cover artworks (drawn in code by the site: web/src/pages/blog/post-cover.tsx). */
export const coverArtworks = ['network', 'twin', 'diode', 'compliance', 'ai', 'water'] as const;

export type CoverArtwork = (typeof coverArtworks)[number];
