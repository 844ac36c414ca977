/**
 * Leaving the newsletter: every subscription carries a random token, and its
 * one unsubscribe URL (`/api/newsletter/unsubscribe?token=…`) serves as the
 * visible link in a mailing and as its `List-Unsubscribe` header. Opening it
 * shows a confirmation page; only a POST unsubscribes (a form post from that
 * page, or a mail client's RFC 8058 one-click request). The web build
 * prerenders the pages, the function serves two of them verbatim, and the
 * export script writes the links (docs/decisions/017).
 */
import { apiRoutes } from './api-contract.ts';
import { brand } from './brand.ts';

/** The item attribute that holds a subscription's token (the sparse index's key). */
export const unsubscribeTokenAttribute = 'unsubscribe_token';

/** The newsletter table's index from token to address (KEYS_ONLY: the address is the table's key). */
export const unsubscribeTokenIndexName = 'by-unsubscribe-token';

/** Bytes of randomness in a token: 256 bits, beyond any guessing. */
export const unsubscribeTokenBytes = 32;

/** A token as the store issues it: `unsubscribeTokenBytes` random bytes in base64url, without padding (43 characters). */
export const unsubscribeTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Whether `value` has the shape of a token (a malformed one is answered without asking the store). */
export function isWellFormedUnsubscribeToken(value: unknown): value is string {
  return typeof value === 'string' && unsubscribeTokenPattern.test(value);
}

/** The query parameter that carries the token. */
export const unsubscribeTokenParameter = 'token';

/** The unsubscribe URL of a subscription on the site at `origin` (`https://www.example.com`). */
export function unsubscribeUrl(origin: string, token: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}${apiRoutes.unsubscribe.path}?${unsubscribeTokenParameter}=${encodeURIComponent(token)}`;
}

/** RFC 8058: the body a mail client's one-click POST carries, and the `List-Unsubscribe-Post` header's value. */
export const oneClickUnsubscribeBody = 'List-Unsubscribe=One-Click';

/** The field the confirmation page's button posts (`confirm=unsubscribe`): a person pressed it. */
export const unsubscribeConfirmField = { name: 'confirm', value: 'unsubscribe' } as const;

/**
 * The pages of leaving the newsletter. `confirm`, `linkNotValid` and `unavailable` are served
 * by the unsubscribe function itself (at the link's own URL, so the form can
 * post back to it with the token): the build writes them to `file`, outside the
 * routed pages and the upload; `renderAs` is the path the prerender renders
 * them as. `unsubscribed` is an ordinary page, where a confirmed form post lands.
 */
export const unsubscribePages = {
  confirm: { renderAs: '/newsletter/unsubscribe', file: 'api-pages/newsletter-unsubscribe.html' },
  linkNotValid: {
    renderAs: '/newsletter/unsubscribe-link-not-valid',
    file: 'api-pages/newsletter-link-not-valid.html',
  },
  /** The list is out of reach for a moment (503): nothing changed, the link still works. */
  unavailable: {
    renderAs: '/newsletter/unsubscribe-unavailable',
    file: 'api-pages/newsletter-unsubscribe-unavailable.html',
  },
  unsubscribed: { path: '/newsletter/unsubscribed' },
} as const;

/** The build folder of the pages a function serves itself (not uploaded as site pages). */
export const apiPagesFolder = 'api-pages';

/** The built files the unsubscribe function serves, relative to the built site. */
export const unsubscribePageFiles = [
  unsubscribePages.confirm.file,
  unsubscribePages.linkNotValid.file,
  unsubscribePages.unavailable.file,
] as const;

/** How a subscriber leaves, in the words the privacy page and the chat assistant both use. */
export const howToUnsubscribe = `Every issue of our newsletter carries your personal unsubscribe link (many mail programs also show an Unsubscribe button for it). Open the link and press Unsubscribe: we delete your address from the list at once. If the link does not work for you, write to ${brand.email} and we will remove your address.`;
