/**
 * Careers page copy (docs/product.md#careers-and-job-openings). The openings are in
 * `@ferrum/shared/content/jobs`; the application form's labels belong to the form.
 */
import { brand, pages } from '@ferrum/shared';
import type { CallToAction, HeroCopy, IconItem, SectionCopy } from '@ferrum/shared/content/types';

export const careersPageCopy = {
  hero: {
    title: 'Join Our Team',
    subtitle: 'Careers',
    description:
      'Help protect the power grids, water systems and factories that everyone depends on. We are hiring engineers, researchers and consultants who want their work to matter.',
    accent: 'red',
    primaryButton: { text: 'View Open Positions', href: '#openings' },
  },
  whyWorkHere: {
    title: `Why Work at ${brand.company}`,
    intro:
      'We are a team of control engineers, security researchers and consultants who care about getting it right, because the systems we protect cannot fail.',
    values: [
      {
        icon: 'target',
        title: 'Mission That Matters',
        description:
          'Your work keeps water clean, lights on and production lines safe. Few jobs in security have such a direct effect on daily life.',
      },
      {
        icon: 'graduation-cap',
        title: 'Learn Every Day',
        description:
          'Work with real industrial equipment in our lab, train on the Ferrum Academy and learn from colleagues who have defended plants and grids.',
      },
      {
        icon: 'users',
        title: 'One Team',
        description:
          'Engineering, research, services and sales sit together in New York and share what they learn from every customer engagement.',
      },
      {
        icon: 'scale',
        title: 'Integrity First',
        description:
          'We tell customers what they need to hear, disclose vulnerabilities responsibly and never cut corners on safety.',
      },
    ],
  },
  benefits: {
    title: 'Benefits',
    intro: 'We look after the people who look after critical infrastructure.',
    items: [
      {
        icon: 'heart-pulse',
        title: 'Health Coverage',
        description:
          'Medical, dental and vision plans for you and your dependants, with most premiums paid by the company.',
      },
      {
        icon: 'piggy-bank',
        title: 'Retirement Plan',
        description: '401(k) plan with a company match from your first day.',
      },
      {
        icon: 'book-open',
        title: 'Learning Budget',
        description: 'An annual budget for courses, certifications and conferences, plus paid time to study for them.',
      },
      {
        icon: 'calendar',
        title: 'Paid Time Off',
        description: 'Generous paid vacation, company holidays and paid parental leave.',
      },
      {
        icon: 'cpu',
        title: 'Hands-On Lab',
        description: 'An in-house lab of PLCs, RTUs, safety controllers and network gear to experiment with.',
      },
      {
        icon: 'train-front',
        title: 'Commuter Benefits',
        description: 'Pre-tax transit benefits for getting to our office in Lower Manhattan.',
      },
    ],
  },
  openings: {
    /** Target of the hero button. */
    id: 'openings',
    title: 'Current Openings',
    intro: 'All roles are full-time and based in our New York office.',
    applyButton: 'Apply Now',
    /** Title of the application dialog. */
    dialogTitle: (jobTitle: string) => `Apply for ${jobTitle}`,
  },
  contact: {
    title: 'Don’t see the right role?',
    description:
      'We are always glad to hear from people who want to protect critical infrastructure. Tell us about yourself and what you would like to work on.',
    primaryButton: { text: 'Contact Us', href: pages.contact.path },
  },
} as const satisfies {
  hero: HeroCopy;
  whyWorkHere: SectionCopy & { values: readonly IconItem[] };
  benefits: SectionCopy & { items: readonly IconItem[] };
  openings: SectionCopy & { id: string; applyButton: string; dialogTitle: (jobTitle: string) => string };
  contact: CallToAction;
};
