/**
 * Managed Detection and Response (docs/product.md#mdr-page):
 * the service card, the page copy and the three plans. No prices, by design.
 */
import { contactPath } from '../contact-link.ts';
import { pages } from '../pages.ts';
import type { CallToAction, HeroCopy, IconItem, OfferSummary, SectionCopy, Step } from './types.ts';

export const mdrService = {
  id: 'mdr',
  name: 'Managed Detection and Response',
  category: 'Service',
  path: pages.mdr.path,
  tagline: 'OT-aware experts watching your network, day and night.',
  description:
    'Our security operations team monitors your industrial and corporate networks, hunts for threats and responds with playbooks built for environments where uptime and safety come first.',
  features: [
    'OT network monitoring with protocol-aware detection',
    'Threat hunting and incident investigation by ICS specialists',
    'Three plans, from 8x5 coverage to a 24/7 SOC',
  ],
  icon: 'radar',
  artwork: 'mdr',
} as const satisfies OfferSummary;

/** Support coverage of a plan (docs/product.md#mdr-page). */
export type SupportTier = '8x5' | '16x7' | '24/7';

/** An MDR plan card (docs/product.md#mdr-page). Every `buttonText` leads to the contact form, naming the plan (`choosePlanPath`). */
export interface MdrPlan {
  id: 'core' | 'advanced' | 'comprehensive';
  title: string;
  subtitle: string;
  description: string;
  /** Five features, in the order of the original brief. */
  features: readonly string[];
  buttonText: 'Choose Plan';
  /** Exactly one plan is marked, with `popularLabel`. */
  popular: boolean;
  supportTier: SupportTier;
}

/** Badge text on the popular plan. */
export const popularLabel = 'Most Popular';

export const mdrPlans = [
  {
    id: 'core',
    title: 'Core Security Platform',
    subtitle: 'Essential OT visibility',
    description:
      'Continuous monitoring of your OT network with alerting and compliance reporting, for teams that handle response in-house.',
    features: [
      'OT Network Monitoring',
      'Basic Threat Detection',
      'Security Incident Alerting',
      'Compliance Reporting',
      '8x5 Support Coverage',
    ],
    buttonText: 'Choose Plan',
    popular: false,
    supportTier: '8x5',
  },
  {
    id: 'advanced',
    title: 'Advanced Oversight',
    subtitle: 'Expert oversight, extended hours',
    description:
      'Advanced detection backed by threat intelligence and behavioral analytics, with our analysts investigating every significant incident alongside your team.',
    features: [
      'Advanced Detection and Response',
      'Threat Intelligence Integration',
      'Behavioral Analytics',
      'Incident Investigation',
      '16x7 Support Coverage',
    ],
    buttonText: 'Choose Plan',
    popular: true,
    supportTier: '16x7',
  },
  {
    id: 'comprehensive',
    title: 'Comprehensive MDR',
    subtitle: 'Fully managed, around the clock',
    description:
      'A round-the-clock security operations center, a named analyst who knows your plant, and hands-on response through to remediation and board-level reporting.',
    features: [
      '24/7 Security Operations Center (SOC)',
      'Dedicated Security Analyst',
      'Advanced Threat Hunting',
      'Incident Response and Remediation',
      'Executive Reporting',
    ],
    buttonText: 'Choose Plan',
    popular: false,
    supportTier: '24/7',
  },
] as const satisfies readonly MdrPlan[];

/** Choose Plan's link: the contact form with the subject "Choose Plan: {plan}" (docs/product.md#calls-to-action). */
export function choosePlanPath(plan: Pick<MdrPlan, 'buttonText' | 'title'>): string {
  return contactPath({ subject: `${plan.buttonText}: ${plan.title}` });
}

/** The MDR page (/services/mdr), top to bottom. */
export const mdrPage = {
  hero: {
    title: 'Managed Detection and Response',
    subtitle: 'Services',
    description:
      'An extension of your team that understands both IT and OT. We monitor, hunt and respond across your industrial environment so threats are stopped before they reach the process.',
    accent: 'green',
    primaryButton: { text: 'Get Started', href: pages.contact.path },
    secondaryButton: { text: 'Learn More', href: '#overview' },
  },
  overview: {
    id: 'overview',
    title: 'Security operations built for industrial environments',
    intro:
      'Most MDR services were designed for laptops and cloud workloads. Ours was designed for PLCs, historians and safety systems, where an aggressive response can be as damaging as the attack.',
    benefits: [
      {
        icon: 'eye',
        title: 'Full OT Visibility',
        description:
          'Passive, protocol-aware monitoring of Modbus, DNP3, OPC UA, EtherNet/IP and more, with no agents on controllers.',
      },
      {
        icon: 'clock',
        title: 'Faster Detection',
        description:
          'Analysts triage alerts as they arrive, so real threats are escalated in minutes instead of waiting in a queue.',
      },
      {
        icon: 'shield-check',
        title: 'Safe Response',
        description:
          'Containment playbooks agreed with your operations team in advance, so responses never put the process at risk.',
      },
      {
        icon: 'users',
        title: 'No Hiring Burden',
        description:
          'Skip the search for scarce OT security talent. Our team covers the hours and skills you do not have in-house.',
      },
    ],
  },
  capabilities: {
    title: 'Capabilities',
    intro: 'Four capabilities that work together from the first alert to the final report.',
    items: [
      {
        icon: 'monitor-check',
        title: '24/7 Monitoring',
        description:
          'Continuous monitoring of OT and IT telemetry from network sensors, endpoints, firewalls and data diodes, correlated in one place.',
      },
      {
        icon: 'search',
        title: 'Threat Hunting',
        description:
          'Hypothesis-driven hunts for the techniques of known ICS threat groups, mapped to MITRE ATT&CK for ICS.',
      },
      {
        icon: 'zap',
        title: 'Rapid Response',
        description:
          'Guided or hands-on containment, from isolating a compromised engineering workstation to blocking a malicious session.',
      },
      {
        icon: 'users',
        title: 'Expert Team',
        description:
          'Analysts with backgrounds in control engineering and incident response, who speak the language of your operators.',
      },
    ],
  },
  process: {
    title: 'Our Process',
    intro: 'Detect, investigate, respond: a clear path from the first signal to a closed incident.',
    steps: [
      {
        icon: 'radar',
        title: 'Detect',
        description:
          'Sensors and analytics flag anomalies, known threat signatures and unexpected changes to controllers or network behavior.',
      },
      {
        icon: 'search',
        title: 'Investigate',
        description:
          'Analysts validate the alert, establish scope and impact on the process, and brief your team with clear, prioritized findings.',
      },
      {
        icon: 'shield-check',
        title: 'Respond',
        description:
          'We contain the threat with pre-approved playbooks, support recovery and remediation, and report what happened and how to prevent it.',
      },
    ],
  },
  plans: {
    title: 'Choose Your Plan',
    intro: 'Three levels of coverage. Every plan is tailored to your sites and assets; talk to us for a quote.',
    /** Shown before each plan's support tier ("Support coverage: 16x7"). */
    supportLabel: 'Support coverage',
  },
  contact: {
    title: 'Not sure which plan fits?',
    description: 'Tell us about your sites, assets and team, and we will recommend the right level of coverage.',
    primaryButton: { text: 'Contact Us Today', href: pages.contact.path },
  },
} as const satisfies {
  hero: HeroCopy;
  overview: SectionCopy & { id: string; benefits: readonly IconItem[] };
  capabilities: SectionCopy & { items: readonly IconItem[] };
  process: SectionCopy & { steps: readonly Step[] };
  plans: SectionCopy & { supportLabel: string };
  contact: CallToAction;
};
