/**
 * Our own `mailto:` addresses and `tel:` numbers: the only ones an assistant answer
 * may link. The API's link check and the chat widget both ask here, so the rule lives
 * once. A module of its own (brand alone), so the widget's bundle stays small.
 */
import { brand, telHref } from './brand.ts';

const ownContactLinks = new Set(
  [
    ...[brand.email, brand.securityEmail].map((email) => `mailto:${email}`),
    ...[brand.phone, brand.emergencyPhone].map(telHref),
  ].map((link) => link.toLowerCase()),
);

/**
 * Whether `url` is a `mailto:` link to one of our addresses or a `tel:` link to one of our
 * numbers, exactly (any letter case; nothing added, such as `?subject=` or `,123`).
 */
export function isOwnContactLink(url: string): boolean {
  return ownContactLinks.has(url.toLowerCase());
}
