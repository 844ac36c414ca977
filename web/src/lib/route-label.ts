/** A slug as readable text, for a category or tag the site doesn't know: decoded, hyphens → spaces, casing kept. */
export function slugToLabel(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape is shown as written.
  }
  return decoded.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The longest unknown slug a page names: a longer one reads as a sentence, not a tag. */
export const ROUTE_LABEL_MAX_LENGTH = 32;

/** Letters, digits, and hyphens or dots between them: what the site's own slugs look like. */
const slugShape = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/i;

/** What a page says where the address holds no slug-shaped name. */
export const UNKNOWN_ROUTE_LABEL = 'unknown';

/**
 * The label of the last segment of `pathname` (`/blog/tag/no-such-tag` → "no such tag").
 * The address is anyone's to write, and our page must never print their sentence
 * (a phone number, "your account is locked"): only a slug-shaped segment of at
 * most ROUTE_LABEL_MAX_LENGTH characters is named, anything else is "unknown".
 */
export function routeLabel(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (segment.length > ROUTE_LABEL_MAX_LENGTH || !slugShape.test(segment)) return UNKNOWN_ROUTE_LABEL;
  return slugToLabel(segment);
}
