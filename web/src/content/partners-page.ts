/**
 * Partners page copy (docs/product.md#partners). The partners themselves are in
 * `@ferrum/shared/content/partners`.
 */
import { brand, pages } from '@ferrum/shared';
import type { CallToAction, HeroCopy, IconItem, SectionCopy } from '@ferrum/shared/content/types';

export const partnersPageCopy = {
  hero: {
    title: 'Our Partners',
    subtitle: 'Partners',
    description:
      'We work with leading cloud, software and computing companies so that our customers can deploy industrial security on the platforms they already trust.',
    accent: 'blue',
    primaryButton: { text: 'Become a Partner', href: pages.contact.path },
  },
  partners: {
    title: 'Technology Partners',
    intro: 'Integrated and tested together, so deployments are faster and support is simpler.',
    benefitsTitle: 'Key Benefits',
    learnMoreText: 'Learn More',
    /** Screen-reader hint appended to Learn More, which opens the partner's site in a new tab. */
    externalHint: '(opens in a new tab)',
  },
  whyPartner: {
    title: `Why Partner with ${brand.company}`,
    intro:
      'Industrial cybersecurity is a team effort. Our partners help us reach more operators and protect them better.',
    tiles: [
      {
        icon: 'trending-up',
        title: 'A Growing Market',
        description:
          'Regulation and high-profile attacks are driving OT security investment across energy, water, manufacturing and transport.',
      },
      {
        icon: 'puzzle',
        title: 'Joint Solutions',
        description:
          'Combine your platform with our digital twin, data diode and MDR to offer customers an end-to-end answer.',
      },
      {
        icon: 'graduation-cap',
        title: 'Enablement',
        description: `Technical training through ${brand.academy}, sales resources and access to our engineers for joint engagements.`,
      },
      {
        icon: 'handshake',
        title: 'Shared Success',
        description: 'Co-marketing, joint events and referral programs built around long-term customer relationships.',
      },
    ],
  },
  cta: {
    title: 'Become a Partner',
    description:
      'Technology vendors, integrators and service providers: let us talk about how we can protect industrial customers together.',
    primaryButton: { text: 'Become a Partner', href: pages.contact.path },
  },
} as const satisfies {
  hero: HeroCopy;
  partners: SectionCopy & { benefitsTitle: string; learnMoreText: string; externalHint: string };
  whyPartner: SectionCopy & { tiles: readonly IconItem[] };
  cta: CallToAction;
};
