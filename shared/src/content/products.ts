/**
 * The two products (docs/product.md#audience-and-offers): Cyber Digital Twin (software) and Data
 * Diode (hardware), with the copy of their pages and of the three product
 * listing pages (docs/product.md#product-listing-pages). The assistant answers from the same data.
 */
import { contactPath } from '../contact-link.ts';
import { pages } from '../pages.ts';
import { mdrService } from './services.ts';
import type { CallToAction, HeroCopy, IconItem, OfferSummary, SectionCopy, Step } from './types.ts';

export const digitalTwin = {
  id: 'digital-twin',
  name: 'Cyber Digital Twin',
  category: 'Software',
  path: pages.digitalTwin.path,
  tagline: 'Test the attack, not the plant.',
  description:
    'A continuously updated virtual replica of your industrial environment for threat simulation, attack testing, predictive vulnerability assessment and automated response planning.',
  features: [
    'Attack simulation on a faithful replica of your PLCs, HMIs and networks',
    'Predictive vulnerability assessment ranked by real reachability',
    'Automated response playbooks tested before you need them',
  ],
  icon: 'layers',
  artwork: 'digital-twin',
} as const satisfies OfferSummary;

export const dataDiode = {
  id: 'data-diode',
  name: 'Data Diode',
  category: 'Hardware',
  path: pages.dataDiode.path,
  tagline: 'Data out. Nothing back in.',
  description:
    'A 1U unidirectional gateway that lets operational data leave a critical network at up to 10 Gbps while physics, not configuration, stops anything from coming back.',
  features: [
    'Hardware-enforced one-way data flow and air-gap isolation',
    'Up to 10 Gbps with protocol conversion for Modbus, DNP3 and OPC UA',
    'Supports IEC 62443, NERC CIP and NIST SP 800-82 compliance',
  ],
  icon: 'arrow-right-from-line',
  artwork: 'data-diode',
} as const satisfies OfferSummary;

/** Both products, in menu order. */
export const products = [digitalTwin, dataDiode] as const;

// Their calls to action open the contact form with what they ask for (docs/product.md#calls-to-action).
/** Request a Demo, Schedule a Demo: a demo of the twin. */
const digitalTwinDemoPath = contactPath({ subject: `Demo request: ${digitalTwin.name}` });
/** Request a Quote: a quote for the diode, the message asking for what sizing it needs. */
const dataDiodeQuotePath = contactPath({
  subject: `Quote request: ${dataDiode.name}`,
  message: `Please send a quote for the ${dataDiode.name}. Our architecture and throughput needs:`,
});

// ---------------------------------------------------------------------------
// Cyber Digital Twin page (/products/cyber-digital-twin)
// ---------------------------------------------------------------------------

export const digitalTwinPage = {
  hero: {
    title: 'Cyber Digital Twin',
    subtitle: 'Software',
    description:
      'Build a living virtual replica of your plant, grid or facility, then attack it, patch it and break it as often as you like. Every finding comes back as a fix you can apply to the real system with confidence.',
    accent: 'blue',
    primaryButton: { text: 'Request a Demo', href: digitalTwinDemoPath },
    secondaryButton: { text: 'Learn More', href: '#features' },
  },
  intro: {
    title: 'A safe place to find out what an attacker could do',
    paragraphs: [
      'Industrial networks cannot be scanned aggressively, patched on a whim or taken offline for a penetration test. So most operators learn how exposed they are only when something goes wrong. The Cyber Digital Twin changes that: it models your assets, firmware versions, network paths and process logic in software, and keeps that model in step with the plant through passive monitoring.',
      'Security and operations teams use the twin to rehearse attacks, validate patches and firewall changes, and rank vulnerabilities by what is actually reachable, without sending a single packet to a live controller.',
    ],
  },
  features: {
    id: 'features',
    title: 'Key Features',
    intro: 'Everything you need to understand, test and harden your industrial environment before an attacker does.',
    items: [
      {
        icon: 'shield-check',
        title: 'Proactive Defense',
        description:
          'Find exploitable paths before attackers do. The twin scores every vulnerability against your real topology, firmware and network reachability, so you fix what matters first.',
      },
      {
        icon: 'flask-conical',
        title: 'Isolated Testing',
        description:
          'Rehearse ransomware, malicious logic changes, patch rollouts and firewall rule changes on a faithful replica, never on live controllers or running processes.',
      },
      {
        icon: 'activity',
        title: 'Real-time Monitoring',
        description:
          'Passive collectors keep the twin synchronized with the plant, so new assets, configuration drift and anomalous traffic surface within seconds.',
      },
      {
        icon: 'zap',
        title: 'Rapid Response',
        description:
          'Automated response playbooks are tested on the twin in advance, so when an alert fires your team follows steps already proven safe for the process.',
      },
      {
        icon: 'circle-dollar-sign',
        title: 'Cost-Effective',
        description:
          'Replace costly physical test beds and unplanned downtime with a software replica that runs on standard infrastructure, on-premises or in your cloud.',
      },
      {
        icon: 'file-check',
        title: 'Compliance Ready',
        description:
          'Generate evidence for IEC 62443, NERC CIP and NIST SP 800-82 from the twin: asset inventories, zone and conduit maps, and tested change records.',
      },
    ],
  },
  process: {
    title: 'How It Works',
    intro: 'From first data capture to continuous protection in three steps.',
    steps: [
      {
        icon: 'network',
        title: 'Model Creation',
        description:
          'Passive network capture, configuration imports and engineering files build an accurate model of your assets, protocols, zones and process logic, with no agents on controllers.',
      },
      {
        icon: 'flask-conical',
        title: 'Simulation & Testing',
        description:
          'Run attack scenarios, patch rehearsals and what-if changes against the twin. Each run produces ranked findings and a remediation plan your engineers can review.',
      },
      {
        icon: 'activity',
        title: 'Continuous Monitoring',
        description:
          'The twin stays in sync with the live environment, flags drift and anomalies, and re-tests your defenses automatically whenever something changes.',
      },
    ],
  },
  integrations: {
    title: 'Integrations',
    intro:
      'The Cyber Digital Twin fits the security stack you already run: identity providers, endpoint protection, SIEM platforms and the major clouds.',
  },
  cta: {
    title: 'See your environment through an attacker’s eyes',
    description:
      'Book a session with our engineers and we will walk through a digital twin built from a reference plant like yours.',
    primaryButton: { text: 'Schedule a Demo', href: digitalTwinDemoPath },
    secondaryButton: { text: 'Explore Data Diode', href: pages.dataDiode.path },
  },
} as const satisfies {
  hero: HeroCopy;
  intro: { title: string; paragraphs: readonly string[] };
  features: SectionCopy & { id: string; items: readonly IconItem[] };
  process: SectionCopy & { steps: readonly Step[] };
  integrations: SectionCopy;
  cta: CallToAction;
};

// ---------------------------------------------------------------------------
// Data Diode page (/products/data-diode)
// ---------------------------------------------------------------------------

/** One row of the specifications table. */
export interface SpecRow {
  label: string;
  value: string;
}

/** A standard the Data Diode supports, with what it means for the buyer. */
export interface Certification {
  name: string;
  description: string;
}

/** One stage of the How It Works diagram, left to right. */
export interface DiodeStage {
  id: 'industrial-network' | 'unidirectional-gateway' | 'corporate-network';
  icon: IconItem['icon'];
  title: string;
  description: string;
}

export const dataDiodePage = {
  hero: {
    title: 'Data Diode',
    subtitle: 'Hardware',
    description:
      'Hardware-enforced one-way data flow for your most critical networks. Send process data to the business at up to 10 Gbps while nothing, not even a single acknowledgment packet, travels back.',
    accent: 'red',
    primaryButton: { text: 'Request a Quote', href: dataDiodeQuotePath },
    secondaryButton: { text: 'Technical Specs', href: '#specifications' },
  },
  intro: {
    title: 'Isolation you can prove, not just configure',
    paragraphs: [
      'Firewalls are software, and software can be misconfigured, bypassed or exploited. The Ferrum Data Diode separates networks with optical hardware that can only transmit in one direction: there is no return path for an attacker to use, whatever happens to the software around it.',
      'Operators still get the data they need. Historians, SCADA tags, alarms, logs and files are replicated to the corporate network or the cloud in real time, so analytics, reporting and remote monitoring keep working while the control network stays sealed.',
    ],
  },
  howItWorks: {
    title: 'How It Works',
    intro: 'Data crosses the boundary in one direction only, enforced by the physics of the device.',
    /** Accessible name of the diagram (the ordered list of stages). */
    diagramLabel: 'One-way data flow from the industrial network to the corporate network',
    stages: [
      {
        id: 'industrial-network',
        icon: 'factory',
        title: 'Industrial Network',
        description:
          'PLCs, RTUs, historians and SCADA servers publish data as they do today. The diode’s send-side proxy collects it over TCP/IP, Modbus, DNP3, OPC UA or file transfer.',
      },
      {
        id: 'unidirectional-gateway',
        icon: 'arrow-right-from-line',
        title: 'Unidirectional Gateway',
        description:
          'An optical transmitter with no receiver on the industrial side carries data across. Protocol conversion and deep packet inspection happen in hardware-separated stages.',
      },
      {
        id: 'corporate-network',
        icon: 'building',
        title: 'Corporate Network',
        description:
          'The receive side rebuilds the data streams and serves replicas to your historians, SIEM and cloud analytics. Nothing on this side can reach the control network.',
      },
    ],
  },
  benefits: {
    title: 'Benefits',
    intro: 'Why utilities, plants and critical facilities choose a hardware boundary.',
    items: [
      {
        icon: 'lock',
        title: 'Absolute One-Way Security',
        description:
          'The return path does not exist in hardware, so remote attacks, command-and-control traffic and ransomware cannot reach protected systems through the diode.',
      },
      {
        icon: 'gauge',
        title: 'High Throughput',
        description:
          'Up to 10 Gbps over 10GbE SFP+ interfaces carries full historian replication, video and log streams without compromise.',
      },
      {
        icon: 'arrow-left-right',
        title: 'Protocol Conversion',
        description:
          'Built-in proxies translate industrial protocols such as Modbus, DNP3 and OPC UA so existing systems keep working without changes.',
      },
      {
        icon: 'file-check',
        title: 'Simplified Compliance',
        description:
          'A physically enforced boundary is straightforward to evidence for IEC 62443, NERC CIP, NIST SP 800-82 and nuclear regulators.',
      },
      {
        icon: 'server',
        title: 'Built for Harsh Sites',
        description:
          'A 1U rack device with dual redundant power and passive cooling: no fans to fail in dusty substations, pump houses or plant rooms.',
      },
      {
        icon: 'wrench',
        title: 'Low Maintenance',
        description:
          'No rule sets to review, no firewall policies to drift. Once installed, the security of the boundary does not depend on ongoing configuration.',
      },
    ],
  },
  specifications: {
    id: 'specifications',
    title: 'Technical Specifications',
    intro: 'One model, built for rack installation in control rooms, substations and plant data centers.',
    rows: [
      { label: 'Form factor', value: '1U rack' },
      { label: 'Network interfaces', value: '2x 10GbE SFP+' },
      { label: 'Throughput', value: 'Up to 10 Gbps' },
      { label: 'Power', value: 'Dual redundant power supplies' },
      { label: 'Cooling', value: 'Passive cooling' },
      { label: 'Operating temperature', value: '0 to 50 °C' },
      {
        label: 'Supported protocols',
        value: 'TCP/IP, UDP, ICMP, Modbus, DNP3, OPC UA, SMTP, FTP, SFTP; custom protocols on request',
      },
      { label: 'Protocol conversion', value: 'Yes' },
      { label: 'Deep packet inspection', value: 'Yes' },
    ],
  },
  certifications: {
    title: 'Certifications & Compliance',
    intro: 'Designed, tested and documented against the standards your auditors and regulators use.',
    items: [
      {
        name: 'NIST SP 800-82',
        description:
          'Follows the NIST guide to OT security for boundary protection between control and business networks.',
      },
      {
        name: 'IEC 62443',
        description: 'Meets the component security requirements for industrial automation and control systems.',
      },
      {
        name: 'Common Criteria EAL4+',
        description: 'Independently evaluated security design, methodically designed, tested and reviewed.',
      },
      {
        name: 'NERC CIP',
        description: 'Supports electronic security perimeter requirements for bulk electric system cyber assets.',
      },
      {
        name: 'NIST CSF',
        description: 'Maps to the Protect function of the NIST Cybersecurity Framework for critical infrastructure.',
      },
      {
        name: 'IEC 61508 SIL 3',
        description: 'Suitable for deployment alongside safety-related systems up to safety integrity level 3.',
      },
      {
        name: 'ISO 27001',
        description: 'Designed, manufactured and supported under an ISO 27001 information security management system.',
      },
      {
        name: 'FIPS 140-2',
        description: 'Uses validated cryptographic modules for management access and integrity checks.',
      },
      {
        name: 'ISA/IEC 62443',
        description:
          'Supports zone and conduit architectures and the system security requirements of the ISA/IEC 62443 series.',
      },
    ],
  },
  cta: {
    title: 'Seal your control network without losing its data',
    description:
      'Tell us about your architecture and throughput needs, and our engineers will size a deployment and send you a quote.',
    primaryButton: { text: 'Request a Quote', href: dataDiodeQuotePath },
    secondaryButton: { text: 'Explore Cyber Digital Twin', href: pages.digitalTwin.path },
  },
} as const satisfies {
  hero: HeroCopy;
  intro: { title: string; paragraphs: readonly string[] };
  howItWorks: SectionCopy & { diagramLabel: string; stages: readonly DiodeStage[] };
  benefits: SectionCopy & { items: readonly IconItem[] };
  specifications: SectionCopy & { id: string; rows: readonly SpecRow[] };
  certifications: SectionCopy & { items: readonly Certification[] };
  cta: CallToAction;
};

// ---------------------------------------------------------------------------
// Product listing pages (/products, /products/software, /products/hardware)
// ---------------------------------------------------------------------------

/** A listing page: its hero, the heading over the cards, and the cards (each links to `offer.path`). */
export interface ProductListing {
  hero: HeroCopy;
  /** `id` is the anchor of the cards section (the hero's secondary button may jump to it). */
  section: SectionCopy & { id: string };
  offers: readonly OfferSummary[];
  /** Text of each card's link to the detail page. */
  cardLinkText: string;
}

export const productListings = {
  all: {
    hero: {
      title: 'Products & Services',
      subtitle: 'Our Solutions',
      description:
        'Software to model and test your industrial environment, hardware to seal its boundaries, and a team to watch over it around the clock. Use one, or combine all three.',
      accent: 'blue',
      primaryButton: { text: 'Schedule a Consultation', href: pages.contact.path },
      secondaryButton: { text: 'Explore Solutions', href: '#offers' },
    },
    section: {
      id: 'offers',
      title: 'Everything you need to secure OT and ICS',
      intro:
        'Each offer stands on its own and works better together: the twin finds the risk, the diode removes the path, MDR watches the rest.',
    },
    offers: [digitalTwin, dataDiode, mdrService],
    cardLinkText: 'Learn More',
  },
  software: {
    hero: {
      title: 'Security Software',
      subtitle: 'Software',
      description:
        'Understand and test your industrial environment without touching it. Our software gives security and operations teams a shared, accurate picture of risk.',
      accent: 'purple',
      primaryButton: { text: 'Request a Demo', href: digitalTwinDemoPath },
    },
    section: {
      id: 'offers',
      title: 'Software products',
      intro: 'Deployed on-premises, in your private cloud or as a managed service.',
    },
    offers: [digitalTwin],
    cardLinkText: 'Learn More',
  },
  hardware: {
    hero: {
      title: 'Security Hardware',
      subtitle: 'Hardware',
      description:
        'Where a boundary must hold no matter what, trust physics. Our hardware enforces network isolation that no misconfiguration or exploit can undo.',
      accent: 'red',
      primaryButton: { text: 'Request a Quote', href: dataDiodeQuotePath },
    },
    section: {
      id: 'offers',
      title: 'Hardware products',
      intro: 'Rack-mounted, fanless and built for substations, plant rooms and control centers.',
    },
    offers: [dataDiode],
    cardLinkText: 'Learn More',
  },
} as const satisfies Record<'all' | 'software' | 'hardware', ProductListing>;
