/**
 * The words of the industry page template (docs/product.md#industry-pages) that
 * are the same for all ten industries. Per-industry content is in
 * `@ferrum/shared/content/industries`.
 */
import { pages } from '@ferrum/shared';
import { contactPath } from '@ferrum/shared/contact-link';
import type { CallToAction, LinkCopy, SectionCopy } from '@ferrum/shared/content/types';

export const industryPageCopy = {
  /** First breadcrumb; there is no industries index page, so it points at the home page grid. */
  breadcrumbRoot: { text: 'Industries', href: '/#industries' },
  breadcrumbLabel: 'Breadcrumb',
  /** Opens the contact form asking for a demo for `industryName`, as the hero's badge names it ("Water Utilities"). */
  primaryButton: (industryName: string): LinkCopy => ({
    text: 'Request Demo',
    href: contactPath({ subject: `Demo request: ${industryName}` }),
  }),
  secondaryButton: { text: 'Learn More', href: '#challenges' },
  /** Accessible name of the stats strip (it has no visible heading). */
  statsLabel: 'Key figures',
  challenges: {
    id: 'challenges',
    title: 'Key Challenges',
    intro: 'The risks we hear about most from operators in this sector.',
  },
  solutions: {
    id: 'solutions',
    title: 'Our Solutions',
    intro: 'How our products address those challenges.',
    learnMoreText: 'Learn More',
  },
  /** Closing block; `industryName` is the industry's display name. */
  cta: (industryName: string): CallToAction => ({
    title: `Secure your ${industryName.toLowerCase()} operations`,
    description:
      'Our engineers have worked in your sector. Tell us about your sites and systems and we will recommend a practical first step.',
    primaryButton: { text: 'Contact Us', href: pages.contact.path },
  }),
} as const satisfies {
  breadcrumbRoot: LinkCopy;
  breadcrumbLabel: string;
  primaryButton: (industryName: string) => LinkCopy;
  secondaryButton: LinkCopy;
  statsLabel: string;
  challenges: SectionCopy & { id: string };
  solutions: SectionCopy & { id: string; learnMoreText: string };
  cta: (industryName: string) => CallToAction;
};
