/**
 * Company facts: the six promoted benefits (docs/product.md#audience-and-offers), the
 * About page's mission, values, leadership and reach, and the contact lines
 * (docs/product.md#brand).
 * Contact values come from ../brand.ts and are never retyped here.
 */
import { brand, formatAddress, telHref } from '../brand.ts';
import type { IconItem, SectionCopy, Stat } from './types.ts';

/** The six benefits promoted on the home page, in the order docs/product.md#audience-and-offers gives. */
export const benefits = [
  {
    icon: 'shield-check',
    title: 'Comprehensive Protection',
    description:
      'One platform across the whole industrial estate: asset discovery, attack simulation, hardware isolation and managed response, from the plant floor to the boardroom.',
  },
  {
    icon: 'activity',
    title: 'Real-time Monitoring',
    description:
      'Passive, protocol-aware monitoring of Modbus, DNP3, OPC UA and more spots unauthorized changes and anomalous traffic as they happen, without touching controllers.',
  },
  {
    icon: 'network',
    title: 'OT/IT Convergence',
    description:
      'Connect operations to the business safely. Data flows to analytics and the cloud while one-way boundaries keep control networks out of reach.',
  },
  {
    icon: 'lock',
    title: 'Zero Trust Architecture',
    description:
      'Every user, device and connection is verified. Zones, conduits and least-privilege access are designed in, not bolted on after an incident.',
  },
  {
    icon: 'chart-column',
    title: 'Risk Analytics',
    description:
      'Vulnerabilities ranked by real reachability and process impact, so engineers spend scarce maintenance windows on the fixes that matter most.',
  },
  {
    icon: 'file-check',
    title: 'Compliance Readiness',
    description:
      'Evidence for IEC 62443, NERC CIP, NIST SP 800-82 and NIST CSF generated from the same data your teams use every day.',
  },
] as const satisfies readonly IconItem[];

/** A member of the leadership team; the page draws an initials avatar from `name`. */
export interface Leader {
  name: string;
  role: string;
  bio: string;
}

export const about = {
  mission: {
    title: 'Our Mission',
    statement:
      'To protect the industrial systems that keep the world running: power, water, fuel, medicine and the factories that make everything else.',
    paragraphs: [
      `${brand.company} was founded by control engineers and incident responders who had seen the same story too often: security tools built for office IT, dropped onto plant networks where a single dropped packet or reboot could stop production or put people at risk.`,
      'We build for the realities of operational technology instead. Our products model, isolate and watch industrial environments without disturbing them, and our people speak the language of both the control room and the security operations center.',
    ],
  },
  values: {
    title: 'Our Core Values',
    items: [
      {
        icon: 'shield-check',
        title: 'Security First',
        description:
          'We hold our own products and operations to the standards we ask of our customers, and we never trade safety for convenience.',
      },
      {
        icon: 'lightbulb',
        title: 'Innovation',
        description:
          'Digital twins, hardware isolation and AI-assisted detection: we invest in research so our customers stay ahead of attackers, not just level with them.',
      },
      {
        icon: 'handshake',
        title: 'Customer Partnership',
        description:
          'We work alongside operators and engineers, respect their constraints, and measure our success by their uptime and resilience.',
      },
    ],
  },
  leadership: {
    title: 'Leadership Team',
    intro: 'Engineers and security practitioners with decades of experience in critical infrastructure.',
    members: [
      {
        name: 'Nadia Karimi',
        role: 'Chief Executive Officer & Co-founder',
        bio: 'Nadia spent fifteen years running control-system security programs for electric and water utilities before co-founding Ferrum Shield. She sits on industry working groups for OT security standards.',
      },
      {
        name: 'Thomas Brennan',
        role: 'Chief Technology Officer & Co-founder',
        bio: 'Thomas leads product and research. A former automation engineer, he designed the architecture of the Cyber Digital Twin and the Data Diode’s hardware-separated processing pipeline.',
      },
      {
        name: 'Priya Raman',
        role: 'Vice President, Managed Security Services',
        bio: 'Priya built and ran incident response teams for energy and manufacturing companies. She leads our security operations center and the MDR analysts who work with customers every day.',
      },
    ],
  },
  globalImpact: {
    title: 'Global Impact',
    intro:
      'From our headquarters in New York, our teams and partners support operators of critical infrastructure around the world.',
    figures: [
      { value: '25+', label: 'Countries with protected sites' },
      { value: '10', label: 'Critical industries served' },
      { value: '24/7', label: 'Security operations coverage' },
      { value: '9', label: 'Security standards supported' },
    ],
  },
} as const satisfies {
  mission: { title: string; statement: string; paragraphs: readonly string[] };
  values: SectionCopy & { items: readonly IconItem[] };
  leadership: SectionCopy & { members: readonly Leader[] };
  globalImpact: SectionCopy & { figures: readonly Stat[] };
};

/** One line of the contact column: a label, the text shown and its link. */
export interface ContactLine {
  label: string;
  value: string;
  /** `mailto:` or `tel:` link. */
  href: string;
}

/** The Get in Touch column of the contact page (docs/product.md#contact). */
export const contactDetails = {
  headquarters: {
    label: 'Headquarters',
    lines: [
      brand.address.street,
      `${brand.address.city}, ${brand.address.region} ${brand.address.postalCode}`,
      brand.address.country,
    ],
    /** The address on one line (footer, structured data). */
    singleLine: formatAddress(),
  },
  emails: [
    { label: 'General inquiries', value: brand.email, href: `mailto:${brand.email}` },
    { label: 'Sales', value: brand.email, href: `mailto:${brand.email}` },
    { label: 'Support', value: brand.email, href: `mailto:${brand.email}` },
  ],
  phones: [
    { label: 'Main office', value: brand.phone, href: telHref(brand.phone) },
    { label: 'Emergency (24/7)', value: brand.emergencyPhone, href: telHref(brand.emergencyPhone) },
  ],
  hours: {
    label: 'Business Hours',
    text: 'Monday to Friday 9:00 AM to 6:00 PM EST',
    emergency: 'Emergency support available 24/7 for critical issues',
  },
} as const satisfies {
  headquarters: { label: string; lines: readonly string[]; singleLine: string };
  emails: readonly ContactLine[];
  phones: readonly ContactLine[];
  hours: { label: string; text: string; emergency: string };
};
