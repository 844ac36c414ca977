/**
 * Home page copy (docs/product.md#home). The cards' data comes from shared:
 * `products` (product cards), `benefits` (feature grid) and `industries` (grid).
 */
import { pages } from '@ferrum/shared';
import type { CallToAction, HeroCopy, SectionCopy } from '@ferrum/shared/content/types';

export const homeCopy = {
  hero: {
    title: 'Secure Your Industrial Infrastructure',
    subtitle: 'OT & ICS Cybersecurity',
    description:
      'Protect the control systems behind power, water, fuel and production. Model your plant in a cyber digital twin, seal critical networks with hardware data diodes, and let our experts watch over them around the clock.',
    primaryButton: { text: 'Explore Solutions', href: pages.digitalTwin.path },
    secondaryButton: { text: 'Contact Us', href: pages.contact.path },
    backgroundVideo: true,
  },
  products: {
    id: 'products',
    title: 'Our Solutions',
    intro:
      'Software that shows you what an attacker could do, and hardware that makes sure they cannot. Built for the constraints of operational technology.',
    cardLinkText: 'Learn More',
  },
  benefits: {
    id: 'benefits',
    title: 'Why Ferrum Shield',
    intro: 'Security designed for industrial environments, where availability and safety come first.',
  },
  industries: {
    /** The footer's "More Industries →" links to `/#industries`. */
    id: 'industries',
    title: 'Industries We Serve',
    intro:
      'Critical infrastructure and industrial operators rely on us to protect the systems they cannot afford to lose.',
    cardLinkText: 'Learn More',
  },
  cta: {
    title: 'Ready to secure your operations?',
    description:
      'Talk to our OT security engineers about your sites, your systems and your priorities. We will show you where to start.',
    primaryButton: { text: 'Get Started', href: pages.contact.path },
    secondaryButton: { text: 'Schedule a Consultation', href: pages.contact.path },
  },
} as const satisfies {
  hero: HeroCopy;
  products: SectionCopy & { id: string; cardLinkText: string };
  benefits: SectionCopy & { id: string };
  industries: SectionCopy & { id: string; cardLinkText: string };
  cta: CallToAction;
};
