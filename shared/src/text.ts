/** Text helpers shared by the pages and the API. */

/** URL slug of a category or tag: lower case, spaces → hyphens ("OT Security" → "ot-security"). */
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The label a slug stands for, as docs/product.md#category-and-tag-pages matches it: URI-decoded, hyphens
 * become spaces, compared case-insensitively. Returns the lower-cased label.
 */
export function slugToMatchText(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape (e.g. "%E0%A4%A") is matched as written.
  }
  return decoded.replace(/-/g, ' ').trim().toLowerCase();
}

/** True when `label` is what `slug` names (docs/product.md#category-and-tag-pages). */
export function slugMatches(slug: string, label: string): boolean {
  return slugToMatchText(slug) === label.trim().toLowerCase();
}

/** Search engines show about 160 characters of a meta description. */
export const metaDescriptionMaxLength = 160;

/** `text` cut at a word boundary to fit a meta description, with an ellipsis when cut. */
export function toMetaDescription(text: string, maxLength = metaDescriptionMaxLength): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.;:]+$/, '')}…`;
}
