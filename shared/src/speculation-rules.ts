/**
 * Speculation rules (prefetch / prerender of the next page) come from a JSON file
 * named in a response header, not from an inline `<script type="speculationrules">`,
 * which the CSP (`script-src 'self'`) would block. The browser ignores the file
 * unless it is served with its own media type, so the local server and the S3
 * upload both set it from here.
 */

/** Where the site serves its speculation rules (`web/public/speculation-rules.json`). */
export const speculationRulesPath = '/speculation-rules.json';

/** The media type the browser requires of a speculation rules file. */
export const speculationRulesMediaType = 'application/speculationrules+json';

/** The `Speculation-Rules` header value: a structured-field list of quoted URLs. */
export const speculationRulesHeaderValue = `"${speculationRulesPath}"`;
