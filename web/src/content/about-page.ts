/**
 * About page copy (docs/product.md#about). Mission, values, leadership and Global
 * Impact figures are in `@ferrum/shared/content/company` (`about`).
 */
import { brand, pages } from '@ferrum/shared';
import type { CallToAction, HeroCopy } from '@ferrum/shared/content/types';

export const aboutPageCopy = {
  hero: {
    title: `About ${brand.company}`,
    subtitle: 'About Us',
    description:
      'We are engineers and security practitioners dedicated to one thing: protecting the industrial systems that keep the world running.',
    accent: 'red',
    primaryButton: { text: 'Contact Us', href: pages.contact.path },
    secondaryButton: { text: 'Join Our Team', href: pages.careers.path },
  },
  cta: {
    title: 'Work with us',
    description:
      'Whether you want to protect your operations or help us protect others, we would like to hear from you.',
    primaryButton: { text: 'Contact Us', href: pages.contact.path },
    secondaryButton: { text: 'View Careers', href: pages.careers.path },
  },
} as const satisfies { hero: HeroCopy; cta: CallToAction };
