/**
 * Contact page copy (docs/product.md#contact). The address, e-mail
 * and phone lines and hours are in `@ferrum/shared/content/company`
 * (`contactDetails`); the form's labels belong to the form.
 */
import { brand } from '@ferrum/shared';
import type { HeroCopy, SectionCopy } from '@ferrum/shared/content/types';

export const contactPageCopy = {
  hero: {
    title: 'Contact Us',
    subtitle: 'Get in Touch',
    description: 'Questions about our products, a quote, a demo or an incident in progress: our team is here to help.',
    accent: 'red',
  },
  getInTouch: {
    title: 'Get in Touch',
    intro: 'Reach the right team directly, or send us a message and we will route it for you.',
    emailTitle: 'Email',
    phoneTitle: 'Phone',
  },
  form: {
    title: 'Send Us a Message',
    intro: 'Fill in the form and the right member of our team will get back to you shortly.',
  },
  immediateAssistance: {
    title: 'Need Immediate Assistance?',
    intro: `If you are responding to an active incident, talk to us now. The ${brand.assistant} answers general questions at any hour; our emergency line reaches an on-call engineer 24/7.`,
    /** Opens the chat assistant (docs/product.md#contact). */
    liveChatButton: 'Live Chat',
    /** A `tel:` link to `brand.emergencyPhone`. */
    emergencyButton: 'Emergency Hotline',
  },
} as const satisfies {
  hero: HeroCopy;
  getInTouch: SectionCopy & { emailTitle: string; phoneTitle: string };
  form: SectionCopy;
  immediateAssistance: SectionCopy & { liveChatButton: string; emergencyButton: string };
};
