/**
 * Academy pages copy, the signup page's too (docs/product.md#academy). Facts
 * (stats, trial length, offerings, certification paths) come from
 * `@ferrum/shared/content/academy`.
 */
import { brand, pages } from '@ferrum/shared';
import { academy } from '@ferrum/shared/content/academy';
import type { HeroCopy, LinkCopy, SectionCopy } from '@ferrum/shared/content/types';

const trial = `${academy.freeTrial.days}-day free trial`;

export const academyPageCopy = {
  hero: {
    title: brand.academy,
    subtitle: 'Training Platform',
    description:
      'Learn industrial cybersecurity the way it is practiced: hands-on, against realistic PLCs, HMIs and SCADA networks. Capture the flag, work through guided labs and earn badges and certifications that prove what you can do.',
    accent: 'purple',
    primaryButton: { text: 'Start Hacking', href: '#labs' },
  },
  /** Accessible name of the stats strip. */
  statsLabel: `${brand.academy} in numbers`,
  learnByDoing: {
    title: 'Learn by Doing',
    intro:
      'Reading about Modbus is not the same as catching a malicious write in a packet capture. Every module puts you at the keyboard of a realistic industrial environment.',
    points: [
      'Practice on simulated controllers, historians and engineering workstations, not slides',
      'Progress from protocol basics to full incident-response scenarios',
      'Earn skill badges as you go and follow a certification path to the role you want',
      'Train alone, as a team, or in a private environment modeled on your own plant',
    ],
    pathsTitle: 'Certification Paths',
  },
  labs: {
    /** Target of the hero's Start Hacking button. */
    id: 'labs',
    title: 'Challenges and Labs',
    intro: 'Four ways to train, from quick challenges to full-scale ranges built for your team.',
  },
  freeTrial: {
    title: `Start your ${trial}`,
    description: `Get ${academy.freeTrial.days} days of free access to ${academy.freeTrial.includes}. No credit card, no commitment.`,
    button: { text: 'Start Free Trial', href: pages.academySignup.path },
  },
  createAccount: { text: 'Create Free Account', href: pages.academySignup.path },
  contactSales: {
    prompt: 'Training a whole team or need a custom environment?',
    link: { text: 'Contact Sales', href: pages.contact.path },
  },
} as const satisfies {
  hero: HeroCopy;
  statsLabel: string;
  learnByDoing: SectionCopy & { points: readonly string[]; pathsTitle: string };
  labs: SectionCopy & { id: string };
  freeTrial: { title: string; description: string; button: LinkCopy };
  createAccount: LinkCopy;
  contactSales: { prompt: string; link: LinkCopy };
};

/**
 * /resources/academy/signup (docs/product.md#academy): explains the trial and offers a
 * "Notify me when sign-up opens" form that subscribes to the newsletter, with
 * the newsletter's own messages.
 */
export const academySignupCopy = {
  hero: {
    title: `Create Your ${brand.academy} Account`,
    subtitle: brand.academy,
    description: `Self-service sign-up is opening soon. Leave your e-mail and we will let you know the moment you can start your ${trial}.`,
    accent: 'purple',
  },
  trial: {
    title: `What the ${trial} includes`,
    points: [
      `${academy.freeTrial.days} days of free access to ${academy.freeTrial.includes}`,
      'Beginner challenges on Modbus, DNP3 and OPC UA traffic',
      'A guided virtual lab with a simulated PLC and HMI',
      'Your first skill badges, kept when you upgrade',
    ],
  },
  notify: {
    title: 'Notify me when sign-up opens',
    description:
      'We will send you one e-mail when accounts open, plus our newsletter on industrial cybersecurity. You can unsubscribe at any time.',
    emailLabel: 'Email address',
    emailPlaceholder: 'you@company.com',
    button: 'Notify me when sign-up opens',
    submittingButton: 'Subscribing...',
  },
  backLink: { text: `Back to ${brand.academy}`, href: pages.academy.path },
  contactSales: {
    prompt: 'Need access for a team now?',
    link: { text: 'Contact Sales', href: pages.contact.path },
  },
} as const satisfies {
  hero: HeroCopy;
  trial: { title: string; points: readonly string[] };
  notify: {
    title: string;
    description: string;
    emailLabel: string;
    emailPlaceholder: string;
    button: string;
    submittingButton: string;
  };
  backLink: LinkCopy;
  contactSales: { prompt: string; link: LinkCopy };
};
