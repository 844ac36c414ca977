/**
 * The words of an opening's own page (/company/careers/{slug}) that are the same for
 * all five openings. Each opening's content is in `@ferrum/shared/content/jobs`; the
 * benefits every role shares are the careers page's (./careers-page.ts), written once.
 */
import { brand, pages } from '@ferrum/shared';
import type { SalaryRange } from '@ferrum/shared/content/jobs';
import type { LinkCopy } from '@ferrum/shared/content/types';
import { careersPageCopy } from './careers-page.ts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const jobOpeningPageCopy = {
  /** Careers › the opening (the structured data's BreadcrumbList names the same steps). */
  breadcrumbRoot: { text: careersPageCopy.hero.subtitle, href: pages.careers.path },
  breadcrumbLabel: 'Breadcrumb',
  /** The hero's buttons: to the form further down, and back to every opening. */
  primaryButton: { text: 'Apply Now', href: '#apply' },
  secondaryButton: { text: 'All Openings', href: `${pages.careers.path}#${careersPageCopy.openings.id}` },
  /** Names of the facts under the hero (read by screen readers; the icons show them to the eye). */
  facts: {
    label: 'Role details',
    location: 'Location',
    type: 'Employment type',
    salary: 'Base salary',
    posted: 'Posted',
  },
  salary: (range: SalaryRange) => `${dollars.format(range.min)} – ${dollars.format(range.max)} a year`,
  sections: {
    about: 'About the Role',
    responsibilities: 'What You Will Do',
    requirements: 'What You Bring',
    niceToHave: 'Nice to Have',
    offer: 'What We Offer',
  },
  offer: {
    /** Before the salary line in "What We Offer". */
    salaryLead: 'Base salary:',
    /** Before the benefits every role shares. */
    sharedBenefitsIntro: `And what everyone at ${brand.company} gets:`,
    sharedBenefitsLink: { text: 'Why work with us', href: `${pages.careers.path}#why-work-here` },
  },
  /** Anchor of the application form (target of the hero's Apply Now). */
  applyId: 'apply',
} as const satisfies {
  breadcrumbRoot: LinkCopy;
  breadcrumbLabel: string;
  primaryButton: LinkCopy;
  secondaryButton: LinkCopy;
  facts: Record<string, string>;
  salary: (range: SalaryRange) => string;
  sections: Record<string, string>;
  offer: { salaryLead: string; sharedBenefitsIntro: string; sharedBenefitsLink: LinkCopy };
  applyId: string;
};
