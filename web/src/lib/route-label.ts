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

/** The label of the last segment of `pathname` (`/blog/tag/no-such-tag` → "no such tag"). */
export function routeLabel(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return slugToLabel(segments.at(-1) ?? '');
}
