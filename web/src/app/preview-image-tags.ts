/**
 * The head tags that name a page's link-preview image: Open Graph for LinkedIn,
 * Slack, Teams and most crawlers, the Twitter card tags for X. The prerender
 * builds the image (web/scripts/artefacts/preview-images.ts) and passes it here.
 */

/** A page's link-preview image, as the head names it. */
export interface PreviewImage {
  /** Absolute URL on the canonical origin (preview services fetch it from there). */
  url: string;
  width: number;
  height: number;
  /** What the image shows, for people who cannot see it. */
  alt: string;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The image's tags. Without an image (the dev server renders pages without
 * building images) the card is the small `summary`, which needs none.
 */
export function previewImageTags(image: PreviewImage | undefined): string[] {
  if (!image) return ['<meta name="twitter:card" content="summary" />'];
  const url = escapeAttribute(image.url);
  const alt = escapeAttribute(image.alt);
  return [
    `<meta property="og:image" content="${url}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${image.width}" />`,
    `<meta property="og:image:height" content="${image.height}" />`,
    `<meta property="og:image:alt" content="${alt}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:image" content="${url}" />`,
    `<meta name="twitter:image:alt" content="${alt}" />`,
  ];
}
