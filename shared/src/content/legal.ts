/**
 * The Privacy Policy and Terms of Service (docs/product.md#legal-pages): one `<h2>` per
 * section, in SPEC order. Contact details come from the brand module. In shared/
 * because the chat assistant answers privacy questions from the same text.
 */
import { brand, formatAddress } from '../brand.ts';
import { howToUnsubscribe } from '../newsletter-unsubscribe.ts';
import { pages } from '../pages.ts';
import { backupRecoveryDays, retentionPeriods, retentionPeriodWords } from '../retention.ts';
import { deviceClasses } from '../web-vitals.ts';

/** Anchor of a section ("9. Children’s Privacy" → "9-children-s-privacy"): the page's ids and the assistant's links. */
export function legalSectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  /** A list shown after the paragraphs. */
  bullets?: readonly string[];
  /** Paragraphs shown after the list. */
  afterBullets?: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** ISO `YYYY-MM-DD`; shown as "Last updated: April 6, 2025". */
  lastUpdated: string;
  sections: readonly LegalSection[];
}

const company = brand.company;

/** The periods the tables' TTL enforces (shared/src/retention.ts), so this page and the system cannot disagree. */
const kept = {
  contact: retentionPeriodWords(retentionPeriods.contact),
  jobApplications: retentionPeriodWords(retentionPeriods.jobApplications),
};

/** "phone, tablet or desktop": the device classes the speed measurements are grouped by (shared/src/web-vitals.ts). */
const deviceClassWords = `${deviceClasses.slice(0, -1).join(', ')} or ${deviceClasses.at(-1)}`;

const contactBullets = [
  `E-mail: ${brand.email}`,
  `Phone: ${brand.phone}`,
  `Post: ${company}, ${formatAddress()}, ${brand.address.country}`,
];

/** Privacy Policy: 11 sections (docs/product.md#legal-pages). */
export const privacyPolicy = {
  title: 'Privacy Policy',
  // The original April 6, 2025, until retention, unsubscribing and page speed measurements were
  // added (docs/decisions/019): the page promises this date shows its last revision.
  lastUpdated: '2026-11-24',
  sections: [
    {
      heading: '1. Introduction',
      paragraphs: [
        `${company} ("${company}", "we", "us" or "our") provides industrial cybersecurity products and services. This Privacy Policy explains how we collect, use, share and protect personal information when you visit our website at ${brand.siteUrl}, use the ${brand.assistant} chat, subscribe to our newsletter, contact us or apply for a job with us.`,
        'It does not cover personal information we process on behalf of customers under a services agreement (for example, network data handled by our managed detection and response service). That processing is governed by the agreement with the customer concerned.',
        'By using our website you acknowledge that you have read this policy. If you do not agree with it, please do not use the website or send us personal information.',
      ],
    },
    {
      heading: '2. Information We Collect',
      paragraphs: [
        'We collect only the information we need for the purposes described in this policy. Most of it you give us directly:',
      ],
      bullets: [
        'Contact form: your first and last name, e-mail address, company (optional), subject and message.',
        'Newsletter and academy sign-up notices: your e-mail address.',
        'Job applications: your full name, e-mail address, phone number, LinkedIn profile URL (optional), cover letter and the position you applied for.',
        `Chat: the messages you type into the ${brand.assistant} and the replies it gives.`,
        'Technical information collected automatically when you visit the website: IP address, browser type and version, device and operating system, pages requested, referring page, and the date and time of each request.',
        `Page speed measurements, on a sample of page views: how quickly the page showed its content, how quickly it answered your taps and clicks and how much its layout moved, with the kind of page (for example "blog post", never its address), the kind of device (${deviceClassWords}, from the width of your screen) and whether you opened, reloaded or returned to the page. They carry no cookie and no identifier, and we keep them only as statistics per kind of page and device, without any IP address or identifier, so they cannot tell us who you are.`,
      ],
      afterBullets: [
        'Please do not include sensitive information, such as details of an active security incident, passwords or health information, in forms or chat messages. If you need to report an incident, call our emergency line instead.',
      ],
    },
    {
      heading: '3. How We Use Your Information',
      paragraphs: ['We use personal information to:'],
      bullets: [
        'answer your inquiries and provide the information, demonstrations or quotes you ask for;',
        'send you our newsletter and tell you when academy sign-up opens, if you subscribed;',
        'assess job applications and communicate with candidates;',
        'generate replies to your chat messages;',
        'operate, secure and improve the website, including detecting and blocking abusive traffic;',
        'comply with legal obligations and enforce our terms.',
      ],
      afterBullets: [
        'Where the law requires a legal basis, we rely on your consent (newsletter), on steps taken at your request before entering into a contract (inquiries, quotes and job applications), on our legitimate interests in running and securing our business (website operation and security), and on legal obligations.',
        'We do not sell your personal information, and we do not use it for automated decisions that have legal or similarly significant effects on you.',
      ],
    },
    {
      heading: '4. Cookies and Similar Technologies',
      paragraphs: [
        'Our website does not use advertising cookies or cross-site tracking. We use only technologies that are strictly necessary to deliver the website securely, such as those our content delivery network and web application firewall use to route requests and block abusive traffic.',
        `Chat conversations are kept in your browser's memory for the current page session only and are cleared when you reset the chat or close the page.`,
        'To learn how fast our pages are for real visitors, a small script measures page speed on a sample of page views and sends the figures once, when you leave or hide the page (see "Information We Collect"). It sets no cookie, stores nothing in your browser and sends nothing that identifies you.',
        'You can block or delete cookies in your browser settings; the website will continue to work. If we ever introduce optional analytics or marketing cookies, we will ask for your consent where the law requires it and update this section first.',
      ],
    },
    {
      heading: '5. Third-Party Services',
      paragraphs: [
        'We share personal information only with service providers who process it on our behalf and under contracts that require them to protect it and use it only on our instructions:',
      ],
      bullets: [
        'Amazon Web Services, which hosts the website and stores form submissions and newsletter subscriptions;',
        'the AI model provider, made available to us through our cloud provider, that generates chat replies;',
        'e-mail and recruitment tools we use to reply to inquiries, send the newsletter and manage applications.',
      ],
      afterBullets: [
        'We may also disclose information when required by law or legal process, to protect the rights, property or safety of our customers, employees or the public, or as part of a merger, acquisition or sale of assets, in which case this policy will continue to apply.',
        'Our website links to external sites, such as our social media profiles and our partners’ websites. Those sites have their own privacy policies, and we are not responsible for their practices.',
      ],
    },
    {
      heading: '6. Data Security and Retention',
      paragraphs: [
        'As a security company, we hold ourselves to the standards we recommend to our customers. Personal information is encrypted in transit and at rest, access is limited to staff who need it for their role and is logged, and our systems are monitored continuously. No method of transmission or storage is completely secure, but we work to protect your information against loss, misuse and unauthorized access.',
        `We keep personal information only as long as we need it: contact inquiries for ${kept.contact} after you send them, job applications for ${kept.jobApplications} after you send them, and newsletter subscriptions until you unsubscribe. Inquiries and applications are then deleted automatically, normally within a few days, and the backups that let us recover from mistakes keep them for up to ${backupRecoveryDays} days more. We keep one longer only where you agree to it or the law requires it. Technical logs are kept for a short period, normally no longer than 90 days, unless needed to investigate a security incident.`,
      ],
    },
    {
      heading: '7. International Data Transfers',
      paragraphs: [
        `${company} is based in the United States, and our website and its data are hosted in the United States. If you contact us from another country, your information will be transferred to, stored and processed in the United States, where data protection laws may differ from those of your country.`,
        'Where we transfer personal information from the European Economic Area, the United Kingdom or Switzerland, we rely on appropriate safeguards such as the Standard Contractual Clauses approved by the European Commission and the UK International Data Transfer Addendum.',
      ],
    },
    {
      heading: '8. Your Rights',
      paragraphs: ['Depending on where you live, you may have the right to:'],
      bullets: [
        'access the personal information we hold about you and receive a copy of it;',
        'have inaccurate information corrected;',
        'have your information deleted;',
        'object to or restrict certain processing;',
        'receive your information in a portable format;',
        'withdraw your consent at any time, for example by unsubscribing from the newsletter through the link in every issue;',
        'lodge a complaint with your local data protection authority.',
      ],
      afterBullets: [
        `To leave the newsletter: ${howToUnsubscribe}`,
        'California residents have the right to know, delete and correct personal information and to opt out of its sale or sharing. We do not sell or share personal information as those terms are defined in the California Consumer Privacy Act, and we will not discriminate against you for exercising your rights.',
        `To exercise any of these rights, contact us at ${brand.email}. We will verify your request and respond within the time the law requires, normally within 30 days.`,
      ],
    },
    {
      heading: '9. Children’s Privacy',
      paragraphs: [
        `Our website and services are intended for professionals and are not directed to children under 16. We do not knowingly collect personal information from children under 16. If you believe a child under 16 has given us personal information, please contact us at ${brand.email} and we will delete it.`,
      ],
    },
    {
      heading: '10. Changes to This Policy',
      paragraphs: [
        'We may update this Privacy Policy from time to time to reflect changes in our practices, technology or legal requirements. The "Last updated" date at the top shows when it was last revised.',
        'If we make material changes, we will give notice on this page before they take effect and, where we have your e-mail address and the change affects you, by e-mail.',
      ],
    },
    {
      heading: '11. Contact Us',
      paragraphs: [
        'If you have questions about this Privacy Policy or how we handle your personal information, contact us:',
      ],
      bullets: contactBullets,
    },
  ],
} as const satisfies LegalDocument;

/** Terms of Service: 13 sections (docs/product.md#legal-pages). */
export const termsOfService = {
  title: 'Terms of Service',
  lastUpdated: '2025-04-06',
  sections: [
    {
      heading: '1. Introduction',
      paragraphs: [
        `These Terms of Service ("Terms") govern your access to and use of the ${company} website at ${brand.siteUrl}, the ${brand.assistant} chat, ${brand.academy} and any other online services that link to these Terms (together, the "Services").`,
        'By accessing or using the Services you agree to be bound by these Terms. If you use the Services on behalf of an organization, you confirm that you are authorized to accept these Terms for it. If you do not agree, do not use the Services.',
        `Our products and professional services, such as the Cyber Digital Twin, the Data Diode and managed detection and response, are supplied under a separate written agreement. If that agreement conflicts with these Terms, the agreement prevails. Our ${pages.privacy.title}, available at ${pages.privacy.path}, explains how we handle personal information.`,
      ],
    },
    {
      heading: '2. Definitions',
      paragraphs: ['In these Terms:'],
      bullets: [
        `"${company}", "we", "us" and "our" mean ${company} and its affiliates.`,
        '"You" and "your" mean the person or organization using the Services.',
        '"Account" means an account you create to use parts of the Services, such as the academy.',
        '"Content" means text, graphics, software, labs, challenges, documentation and other material made available through the Services.',
        '"User Submissions" means information you send us through the Services, including form submissions and chat messages.',
      ],
    },
    {
      heading: '3. Account Registration',
      paragraphs: [
        'Some Services require an Account. When you register, you agree to provide accurate and complete information, to keep it up to date, and to keep your credentials confidential. You are responsible for all activity under your Account.',
        `Tell us immediately at ${brand.email} if you suspect unauthorized access to your Account. You must be at least 16 years old to create an Account. We may suspend or close an Account that breaches these Terms.`,
      ],
    },
    {
      heading: '4. Acceptable Use',
      paragraphs: ['You agree not to use the Services to:'],
      bullets: [
        'break any law or infringe the rights of others;',
        'attempt to gain unauthorized access to the Services, other accounts, or any system or network, including systems connected to our training environments;',
        'use techniques learned or tools obtained through the academy against any system you are not explicitly authorized to test;',
        'probe, scan or test the vulnerability of the Services except through a coordinated disclosure arrangement agreed with us in writing;',
        'upload malware or interfere with the operation, security or performance of the Services;',
        'scrape, copy or harvest Content or data by automated means, except as allowed by our robots.txt file;',
        'impersonate any person or misrepresent your affiliation with any organization.',
      ],
      afterBullets: [
        `We welcome responsible disclosure. If you believe you have found a vulnerability in our website or products, please report it to ${brand.email} and give us reasonable time to fix it before disclosure.`,
      ],
    },
    {
      heading: '5. Intellectual Property',
      paragraphs: [
        `The Services and all Content, including the ${company} name, logos, product names, software, labs and documentation, are owned by ${company} or its licensors and protected by intellectual property laws. Third-party names and logos shown on the website belong to their owners and are used only to identify integrations and partners.`,
        'Subject to these Terms, we grant you a limited, non-exclusive, non-transferable, revocable license to use the Services for your internal business or personal learning purposes. You may not copy, modify, distribute, sell, reverse engineer or create derivative works from the Services or Content except as the law expressly permits.',
        'You keep ownership of your User Submissions and grant us a license to use them to provide and improve the Services and to respond to you. If you send us feedback or suggestions, we may use them without obligation to you.',
      ],
    },
    {
      heading: '6. Subscriptions and Payment',
      paragraphs: [
        'Access to the public website is free. Paid Services, including academy subscriptions, products and managed services, are offered at the prices and on the payment terms stated in the relevant order form, quote or checkout page. Fees are exclusive of applicable taxes, which you are responsible for paying.',
        'Unless the order states otherwise, subscriptions renew automatically for the same term until canceled, and you may cancel at any time with effect from the end of the current term. Free trials, such as the 7-day academy trial, end automatically unless you choose to subscribe. Fees already paid are non-refundable except where required by law or stated in your order.',
        'We may change subscription prices with at least 30 days’ notice before your next renewal.',
      ],
    },
    {
      heading: '7. Limitation of Liability',
      paragraphs: [
        `To the maximum extent permitted by law, ${company} and its affiliates, officers, employees and suppliers will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data, production or goodwill, arising out of or related to your use of the Services, even if advised of the possibility of such damages.`,
        `To the maximum extent permitted by law, our total liability for all claims arising out of or related to the Services is limited to the greater of the amounts you paid us for the Services in the twelve months before the event giving rise to the claim, or one hundred US dollars (US$100). Some jurisdictions do not allow certain limitations, so some of the above may not apply to you.`,
      ],
    },
    {
      heading: '8. Disclaimer of Warranties',
      paragraphs: [
        'The Services are provided "as is" and "as available". To the maximum extent permitted by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, title and non-infringement.',
        `Information on the website and answers from the ${brand.assistant} are general information, not professional advice for your specific environment. AI-generated answers may be incomplete or inaccurate. Do not rely on them for decisions affecting the safety or security of operational systems without confirming them with a qualified engineer. We do not warrant that the Services will be uninterrupted, error-free or free of harmful components.`,
      ],
    },
    {
      heading: '9. Indemnification',
      paragraphs: [
        `You agree to defend, indemnify and hold harmless ${company} and its affiliates, officers, employees and agents from any claims, liabilities, damages, losses and expenses, including reasonable legal fees, arising out of your breach of these Terms, your misuse of the Services, or your violation of any law or the rights of a third party.`,
      ],
    },
    {
      heading: '10. Governing Law',
      paragraphs: [
        'These Terms are governed by the laws of the State of California, without regard to its conflict-of-laws rules.',
        'Any dispute arising out of or relating to these Terms or the Services will be brought exclusively in the state or federal courts located in San Jose, California, and you and we consent to the personal jurisdiction of those courts.',
      ],
    },
    {
      heading: '11. Changes to These Terms',
      paragraphs: [
        'We may update these Terms from time to time. The "Last updated" date at the top shows when they were last revised.',
        'For material changes, we will give at least 30 days’ notice by posting the updated Terms on this page and, where we have your e-mail address, by e-mail, before the changes take effect. Other changes take effect when posted. By continuing to use the Services after changes take effect, you accept the updated Terms.',
      ],
    },
    {
      heading: '12. Severability',
      paragraphs: [
        'If any provision of these Terms is found unenforceable, it will be enforced to the maximum extent permissible and the remaining provisions will remain in full force and effect. Our failure to enforce any right or provision is not a waiver of it.',
      ],
    },
    {
      heading: '13. Contact Us',
      paragraphs: ['If you have questions about these Terms, contact us:'],
      bullets: contactBullets,
    },
  ],
} as const satisfies LegalDocument;

/** Label before the formatted `lastUpdated` date. */
export const lastUpdatedLabel = 'Last updated:';

/** Heading of the table of contents that links to each section. */
export const tableOfContentsTitle = 'Contents';
