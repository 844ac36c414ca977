/**
 * The words of leaving the newsletter: the confirmation page the personal link
 * opens, the page a confirmed unsubscribe lands on, the page for a link that is
 * unknown, malformed or used, and the one for a moment the list is out of reach
 * (shared/src/newsletter-unsubscribe.ts has where each lives).
 */
import { brand, pages, unsubscribePages, type PageMeta } from '@ferrum/shared';

/** A link on one of the pages. */
export interface UnsubscribeLink {
  text: string;
  href: string;
}

/** The newsletter form, where someone who left can subscribe again. */
const newsletterForm = `${pages.blog.path}#blog-newsletter-heading`;

export const unsubscribeCopy = {
  /** The hero's badge on every one of these pages. */
  label: 'Newsletter',
  confirm: {
    title: 'Leave the newsletter?',
    description: `Press Unsubscribe and we remove your address from the ${brand.company} newsletter. Nothing changes until you do.`,
    button: 'Unsubscribe',
    keep: { text: 'Keep my subscription', href: pages.blog.path },
  },
  unsubscribed: {
    title: 'You have left the newsletter',
    description: 'We removed your address from our newsletter list: you will get no further issues.',
    again: 'Changed your mind? You can subscribe again at any time.',
    back: { text: 'Back to the blog', href: newsletterForm },
  },
  linkNotValid: {
    title: 'This unsubscribe link is not valid',
    description:
      'It may be incomplete (check that the whole link was copied), or it was already used: once you leave the newsletter, its link stops working.',
    help: `Still receiving our newsletter? Write to ${brand.email} or use the contact form, and we will remove your address.`,
    email: { text: brand.email, href: `mailto:${brand.email}` },
    contact: { text: 'Contact us', href: pages.contact.path },
  },
  unavailable: {
    title: 'We could not reach our newsletter list',
    description:
      'Nothing has changed yet, and your unsubscribe link still works: please open it again in a few minutes.',
    help: `If it keeps failing, write to ${brand.email} or use the contact form, and we will remove your address.`,
    email: { text: brand.email, href: `mailto:${brand.email}` },
    contact: { text: 'Contact us', href: pages.contact.path },
  },
} as const;

/** The `<head>` meta of each page (none is indexed; `path` is the page's own or its render path). */
export const unsubscribePageMeta = {
  confirm: {
    path: unsubscribePages.confirm.renderAs,
    title: unsubscribeCopy.confirm.title,
    description: unsubscribeCopy.confirm.description,
  },
  unsubscribed: {
    path: unsubscribePages.unsubscribed.path,
    title: unsubscribeCopy.unsubscribed.title,
    description: unsubscribeCopy.unsubscribed.description,
  },
  linkNotValid: {
    path: unsubscribePages.linkNotValid.renderAs,
    title: unsubscribeCopy.linkNotValid.title,
    description: unsubscribeCopy.linkNotValid.description,
  },
  unavailable: {
    path: unsubscribePages.unavailable.renderAs,
    title: unsubscribeCopy.unavailable.title,
    description: unsubscribeCopy.unavailable.description,
  },
} as const satisfies Record<keyof typeof unsubscribePages, PageMeta>;
