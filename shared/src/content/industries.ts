/**
 * The ten industries served (docs/product.md#industry-pages). One entry drives one page of the
 * industry template, the home page grid, the menu and the assistant.
 *
 * Stats are public facts (regulations, well-known incidents, sector sizes) or
 * properties of our own products: no invented survey figures.
 */
import type { IconKey } from './icons.ts';
import { industryDirectory, type IndustryEntry, type IndustrySlug } from './industry-directory.ts';
import type { IconItem, SectionCopy, Stat, Step } from './types.ts';

/** A solution card. Its Learn More goes to the digital twin page when the title mentions it (see `mentionsDigitalTwin`). */
export interface IndustrySolution {
  title: string;
  description: string;
}

export interface Industry extends IndustryEntry {
  /** Icon on the home page grid and the menu. */
  icon: IconKey;
  /** Hero of the industry page; `subtitle` is also the badge. */
  hero: { title: string; subtitle: string; description: string };
  /** Play the background clip behind the hero. */
  backgroundVideo?: boolean;
  stats: readonly [Stat, Stat, Stat];
  challenges: readonly [IconItem, IconItem, IconItem];
  /** Exactly one title mentions "Digital Twin"; the other leads to the data diode. */
  solutions: readonly [IndustrySolution, IndustrySolution];
  /** Extra How It Works section (only Water has one). */
  howItWorks?: SectionCopy & { steps: readonly Step[] };
}

const industryList = [
  {
    ...industryDirectory['aerospace'],
    icon: 'plane',
    hero: {
      title: 'Aerospace Cybersecurity',
      subtitle: 'Aerospace & Aviation',
      description:
        'From avionics test rigs and production lines to maintenance hangars and airport baggage systems, aerospace runs on operational technology that attackers target for intellectual property and disruption. We help manufacturers, MRO providers and airports secure it without slowing certification or operations.',
    },
    backgroundVideo: true,
    stats: [
      { value: '110', label: 'NIST SP 800-171 security requirements defense suppliers must meet' },
      { value: '0', label: 'inbound network paths into a test rig protected by a Data Diode' },
      { value: '24/7', label: 'monitoring of MRO, production and airport OT networks' },
    ],
    challenges: [
      {
        icon: 'eye',
        title: 'Nation-State Espionage',
        description:
          'Design data, test results and flight-control software are prized targets. Engineering networks connected to the enterprise give attackers a path to them.',
      },
      {
        icon: 'link',
        title: 'Supply-Chain Exposure',
        description:
          'Hundreds of suppliers exchange files and remote access with your plants. A single compromised partner can become the way in.',
      },
      {
        icon: 'plane',
        title: 'Legacy Ground Systems',
        description:
          'Airport and hangar systems such as baggage handling, fuel management and test benches often run unsupported operating systems that cannot be patched quickly.',
      },
    ],
    solutions: [
      {
        title: 'Digital Twin for Test and Production Environments',
        description:
          'Model avionics labs, production cells and airport OT in the Cyber Digital Twin to rehearse attacks and validate changes without risking certification schedules or flight operations.',
      },
      {
        title: 'One-Way Protection for Engineering Networks',
        description:
          'Place a Data Diode between test rigs or production systems and the enterprise, so results and telemetry flow out while nothing can reach back in.',
      },
    ],
  },
  {
    ...industryDirectory['oil-and-gas'],
    icon: 'fuel',
    hero: {
      title: 'Oil & Gas Cybersecurity',
      subtitle: 'Oil & Gas',
      description:
        'Upstream, midstream and downstream operations depend on SCADA, distributed control and safety systems spread across thousands of miles. We protect them from ransomware and targeted attacks while keeping production data flowing to the business.',
    },
    backgroundVideo: true,
    stats: [
      { value: '5,500 mi', label: 'of US fuel pipeline shut down after a single ransomware attack in 2021' },
      { value: 'SD-02', label: 'TSA pipeline security directive series requiring OT segmentation and monitoring' },
      { value: '10 Gbps', label: 'one-way data replication from control networks to the business' },
    ],
    challenges: [
      {
        icon: 'radio-tower',
        title: 'Remote, Distributed Assets',
        description:
          'Wellheads, compressor stations and pipeline valves communicate over radio, cellular and satellite links that are hard to monitor and easy to overlook.',
      },
      {
        icon: 'lock',
        title: 'Ransomware Spillover',
        description:
          'Attacks that start in IT can force operators to shut down OT as a precaution. Weak segmentation turns an IT incident into lost production.',
      },
      {
        icon: 'triangle-exclamation-point',
        title: 'Safety System Tampering',
        description:
          'Safety instrumented systems protect people and plant. An attacker who reaches them can disable protections or trigger costly trips.',
      },
    ],
    solutions: [
      {
        title: 'Digital Twin for Pipeline and Refinery Operations',
        description:
          'Simulate attacks on SCADA, DCS and safety systems in a virtual replica to find exploitable paths and test response plans before a real incident.',
      },
      {
        title: 'Hardware-Enforced Segmentation with Data Diodes',
        description:
          'Send historian and SCADA data to enterprise and cloud analytics through a Data Diode, so an IT-side compromise cannot travel into control networks.',
      },
    ],
  },
  {
    ...industryDirectory['water'],
    icon: 'droplets',
    hero: {
      title: 'Water & Wastewater Cybersecurity',
      subtitle: 'Water Utilities',
      description:
        'Water and wastewater utilities are lean, widely distributed and increasingly targeted. We help them protect treatment processes and distribution networks with hardware isolation, continuous monitoring and evidence their regulators accept.',
    },
    backgroundVideo: true,
    stats: [
      { value: '~50,000', label: 'community water systems in the United States' },
      {
        value: '3,300+',
        label: 'people served: the threshold above which US utilities must assess risk and resilience',
      },
      { value: '0', label: 'inbound paths from the internet into a SCADA network behind a Data Diode' },
    ],
    challenges: [
      {
        icon: 'globe',
        title: 'Internet-Exposed Controls',
        description:
          'HMIs and remote-access tools left reachable from the internet have let intruders change setpoints at treatment plants. Exposure is often unknown until it is exploited.',
      },
      {
        icon: 'users',
        title: 'Small Teams, Many Sites',
        description:
          'A handful of staff may run dozens of pump stations, tanks and plants. There is rarely a dedicated security team to watch them.',
      },
      {
        icon: 'flask-conical',
        title: 'Chemical Dosing Risk',
        description:
          'Tampering with chlorine or sodium hydroxide dosing can harm public health. Control changes must be detected immediately and verified safely.',
      },
    ],
    solutions: [
      {
        title: 'Digital Twin for Treatment and Distribution',
        description:
          'Model your treatment process and SCADA network to test what an attacker could change, validate alarms on dosing setpoints and rehearse your response with operators.',
      },
      {
        title: 'SCADA Isolation with Data Diodes',
        description:
          'Replace remote-access sprawl with a Data Diode that sends SCADA and historian data to the business network and regulators’ reports, with no way back in.',
      },
    ],
    howItWorks: {
      title: 'How It Works for Water Utilities',
      intro: 'A phased program that most utilities complete without a single unplanned outage.',
      steps: [
        {
          icon: 'scan-search',
          title: 'Discover',
          description:
            'Passive monitoring builds an inventory of PLCs, RTUs, HMIs and remote connections across plants and pump stations, and flags anything exposed to the internet.',
        },
        {
          icon: 'arrow-right-from-line',
          title: 'Isolate',
          description:
            'A Data Diode is installed between the SCADA network and the business network, and remote-access paths into control systems are removed.',
        },
        {
          icon: 'flask-conical',
          title: 'Simulate',
          description:
            'The Cyber Digital Twin replays attacks on dosing and pumping logic, so alarms and operator procedures are proven before they are needed.',
        },
        {
          icon: 'radar',
          title: 'Monitor',
          description:
            'Our MDR team watches the network around the clock and produces the reports you need for risk and resilience assessments.',
        },
      ],
    },
  },
  {
    ...industryDirectory['chemical'],
    icon: 'flask-conical',
    hero: {
      title: 'Chemical Industry Cybersecurity',
      subtitle: 'Chemical & Process',
      description:
        'In chemical plants a compromised controller can mean a release, a fire or an explosion. We help process manufacturers protect distributed control and safety instrumented systems while meeting the demands of continuous and batch production.',
    },
    stats: [
      { value: '2017', label: 'the year TRITON malware first targeted a plant’s safety instrumented system' },
      { value: 'SIL 3', label: 'IEC 61508 safety integrity level the Data Diode supports' },
      { value: '16', label: 'US critical infrastructure sectors, the chemical sector among them' },
    ],
    challenges: [
      {
        icon: 'shield-exclamation-point',
        title: 'Safety System Attacks',
        description:
          'Malware such as TRITON has shown that safety controllers can be reprogrammed. Attacks on them put lives, not just production, at risk.',
      },
      {
        icon: 'flask-conical',
        title: 'Recipe and IP Theft',
        description:
          'Formulations and process parameters are valuable intellectual property, stored on engineering stations and historians that are often reachable from IT.',
      },
      {
        icon: 'wrench',
        title: 'Long Maintenance Windows',
        description:
          'Continuous processes may run for years between turnarounds, so patches wait and vulnerabilities stay open far longer than in IT.',
      },
    ],
    solutions: [
      {
        title: 'Digital Twin for Process Safety',
        description:
          'Replicate DCS and SIS logic to test how an attacker could bypass safety functions, and validate compensating controls until the next turnaround.',
      },
      {
        title: 'Isolating Safety Systems with Data Diodes',
        description:
          'Keep safety instrumented systems on a one-way boundary, so their status reaches operators and engineers while no command can reach them from outside.',
      },
    ],
  },
  {
    ...industryDirectory['transportation'],
    icon: 'train-front',
    hero: {
      title: 'Transportation Cybersecurity',
      subtitle: 'Rail, Road & Ports',
      description:
        'Signaling, traffic control, port cranes and airport systems move people and goods safely only when their control systems can be trusted. We secure these long-lived, widely distributed assets and the operations centers that run them.',
    },
    stats: [
      { value: '~140,000 mi', label: 'of freight rail network in the United States' },
      { value: '2022', label: 'TSA directive requiring passenger and freight rail to segment OT from IT' },
      { value: '24/7', label: 'monitoring of signaling, traffic and operations center networks' },
    ],
    challenges: [
      {
        icon: 'map-pin',
        title: 'Thousands of Field Sites',
        description:
          'Trackside cabinets, roadside controllers and port equipment are physically exposed and connected over networks that span entire regions.',
      },
      {
        icon: 'cpu',
        title: 'Decades-Old Systems',
        description:
          'Signaling and control equipment stays in service for 20 to 30 years, long after vendors stop issuing security updates.',
      },
      {
        icon: 'network',
        title: 'Growing Connectivity',
        description:
          'Passenger Wi-Fi, real-time information and predictive maintenance add connections that can bridge into safety-critical networks.',
      },
    ],
    solutions: [
      {
        title: 'Digital Twin for Network-Wide Resilience',
        description:
          'Model signaling, traffic management and operations center networks to test how an incident could spread and which controls would contain it.',
      },
      {
        title: 'Safety-Critical Isolation with Data Diodes',
        description:
          'Share train positions, sensor data and maintenance telemetry with business systems through a Data Diode that keeps signaling networks closed.',
      },
    ],
  },
  {
    ...industryDirectory['nuclear'],
    icon: 'atom',
    hero: {
      title: 'Nuclear Cybersecurity',
      subtitle: 'Nuclear Energy',
      description:
        'Nuclear facilities face the strictest cybersecurity expectations of any industry, and for good reason. We provide hardware-enforced isolation and rigorous, offline-capable testing that support defense-in-depth programs and regulatory review.',
    },
    backgroundVideo: true,
    stats: [
      { value: '90+', label: 'commercial nuclear reactors operating in the United States' },
      { value: '10 CFR 73.54', label: 'NRC rule requiring cyber security programs for critical digital assets' },
      { value: 'EAL4+', label: 'Common Criteria assurance level of the Data Diode' },
    ],
    challenges: [
      {
        icon: 'file-check',
        title: 'Demanding Regulation',
        description:
          'Critical digital assets must be identified, protected and evidenced to regulators, with every change to the boundary documented.',
      },
      {
        icon: 'usb',
        title: 'Portable Media and Insiders',
        description:
          'Air-gapped systems are still exposed through USB drives, maintenance laptops and contractors, as Stuxnet demonstrated.',
      },
      {
        icon: 'layers',
        title: 'Defense in Depth',
        description:
          'Safety, security and emergency systems sit at different levels, and data must move between them without creating a path back down.',
      },
    ],
    solutions: [
      {
        title: 'Digital Twin for Offline Security Testing',
        description:
          'Test plant digital systems against realistic attack scenarios in an isolated replica, producing evidence for your cyber security plan without touching safety systems.',
      },
      {
        title: 'Defense-in-Depth Boundaries with Data Diodes',
        description:
          'Enforce one-way flows between security levels with a Data Diode, the kind of deterministic boundary regulators expect at the most critical levels.',
      },
    ],
  },
  {
    ...industryDirectory['finance'],
    icon: 'landmark',
    hero: {
      title: 'Financial Services Cybersecurity',
      subtitle: 'Banking & Finance',
      description:
        'Behind every trading floor and payment network sit power, cooling, access control and building systems that IT security rarely sees. We bring them into view and protect them, so operational technology never becomes the weak link in operational resilience.',
    },
    stats: [
      { value: '2025', label: 'year the EU Digital Operational Resilience Act (DORA) began to apply' },
      { value: '12', label: 'core requirements of PCI DSS, starting with network security controls' },
      { value: '24/7', label: 'monitoring of data-center power, cooling and building systems' },
    ],
    challenges: [
      {
        icon: 'building',
        title: 'Hidden Building Systems',
        description:
          'HVAC, UPS, generators and physical access control are networked, vendor-managed and often invisible to the security operations center.',
      },
      {
        icon: 'server',
        title: 'Data-Center Dependencies',
        description:
          'An attack on cooling or power can take down trading and payment platforms as surely as an attack on the servers themselves.',
      },
      {
        icon: 'scale',
        title: 'Resilience Regulation',
        description:
          'Regulators now expect evidence that critical services survive severe disruption, including disruption to the infrastructure they run on.',
      },
    ],
    solutions: [
      {
        title: 'Digital Twin for Operational Resilience Testing',
        description:
          'Model data-center and building systems to run severe-but-plausible scenarios and evidence resilience to regulators and the board.',
      },
      {
        title: 'Isolating Critical Infrastructure with Data Diodes',
        description:
          'Send BMS and power telemetry to monitoring platforms through a Data Diode, so vendor and building networks cannot become a route into core systems.',
      },
    ],
  },
  {
    ...industryDirectory['automotive'],
    icon: 'car',
    hero: {
      title: 'Automotive Cybersecurity',
      subtitle: 'Automotive Manufacturing',
      description:
        'Just-in-time production leaves no slack for a cyber incident: one stopped line can halt plants across the supply chain. We secure robot cells, paint shops, assembly lines and vehicle test benches across global networks of plants and suppliers.',
    },
    stats: [
      {
        value: 'UN R155',
        label: 'regulation requiring a certified cyber security management system for new vehicle types',
      },
      { value: '0', label: 'agents installed on robots or PLCs for twin modeling and monitoring' },
      { value: '24/7', label: 'coverage across plants in every time zone with Comprehensive MDR' },
    ],
    challenges: [
      {
        icon: 'clock',
        title: 'Zero Tolerance for Downtime',
        description:
          'Lines run to the minute and suppliers deliver just in time, so even a short outage ripples through production schedules worldwide.',
      },
      {
        icon: 'bot',
        title: 'Thousands of Robots and PLCs',
        description:
          'Modern plants run thousands of networked controllers from many vendors, each with its own firmware, protocols and remote-support access.',
      },
      {
        icon: 'link',
        title: 'Connected Supplier Networks',
        description:
          'Tier-one and tier-two suppliers connect to plant systems for quality data and maintenance, widening the attack surface beyond your walls.',
      },
    ],
    solutions: [
      {
        title: 'Digital Twin for Production Lines',
        description:
          'Model lines and cells to rehearse ransomware scenarios, plan segmentation and validate patches before changeovers, without stopping production.',
      },
      {
        title: 'Plant-to-Enterprise Data Diodes',
        description:
          'Stream quality and production data to MES, ERP and cloud analytics through a Data Diode, so corporate and supplier networks cannot reach the line.',
      },
    ],
  },
  {
    ...industryDirectory['manufacturing'],
    icon: 'factory',
    hero: {
      title: 'Manufacturing Cybersecurity',
      subtitle: 'Discrete & Process Manufacturing',
      description:
        'Industry 4.0 connects the plant floor to the enterprise and the cloud, and ransomware gangs have noticed. We give manufacturers visibility into every PLC and HMI, and the isolation and response to keep lines running.',
    },
    backgroundVideo: true,
    stats: [
      { value: '4', label: 'IEC 62443 security levels used to set targets for each zone' },
      { value: 'Rev. 3', label: 'of NIST SP 800-82, the US guide to OT security, published in 2023' },
      { value: '10 Gbps', label: 'one-way data transfer from plant floor to enterprise and cloud' },
    ],
    challenges: [
      {
        icon: 'lock',
        title: 'Ransomware on the Plant Floor',
        description:
          'Ransomware that encrypts HMIs, historians or MES servers can stop production for days, even when the controllers themselves are untouched.',
      },
      {
        icon: 'eye-off',
        title: 'Limited Asset Visibility',
        description:
          'Few plants have an accurate inventory of their controllers, firmware versions and network connections, and you cannot protect what you cannot see.',
      },
      {
        icon: 'network',
        title: 'IT/OT Convergence',
        description:
          'Cloud analytics, remote support and MES integration create new paths between corporate IT and the plant floor.',
      },
    ],
    solutions: [
      {
        title: 'Digital Twin for Smart Factories',
        description:
          'Create a living model of your plant network and assets to find vulnerabilities, rehearse incidents and plan changes with zero impact on production.',
      },
      {
        title: 'Secure Industry 4.0 Data Flows with Data Diodes',
        description:
          'Feed cloud analytics and enterprise systems through a Data Diode, so connecting the plant never means exposing it.',
      },
    ],
  },
  {
    ...industryDirectory['healthcare'],
    icon: 'heart-pulse',
    hero: {
      title: 'Healthcare Cybersecurity',
      subtitle: 'Hospitals & Health Systems',
      description:
        'Infusion pumps, imaging systems, pharmacy robots and building automation keep patients safe, and they are on the network. We help hospitals and health systems secure clinical and facility technology without interrupting care.',
    },
    stats: [
      { value: '2023', label: 'year US law began requiring cybersecurity plans for new connected medical devices' },
      { value: '24/7', label: 'monitoring of clinical, imaging and building networks' },
      { value: '0', label: 'agents needed on medical devices for passive monitoring' },
    ],
    challenges: [
      {
        icon: 'stethoscope',
        title: 'Unpatchable Medical Devices',
        description:
          'Many devices run legacy operating systems that cannot be patched or scanned without revalidation, yet they share networks with email and the internet.',
      },
      {
        icon: 'lock',
        title: 'Ransomware and Diversion',
        description:
          'When systems go down, hospitals divert ambulances and postpone procedures. Attackers know that downtime is measured in patient harm.',
      },
      {
        icon: 'thermometer',
        title: 'Building and Facility Systems',
        description:
          'Operating room ventilation, medical gas, pharmacy refrigeration and power are run by building automation systems that are rarely monitored.',
      },
    ],
    solutions: [
      {
        title: 'Digital Twin for Clinical Networks',
        description:
          'Model medical device and facility networks to test segmentation, rehearse ransomware response and plan changes without disturbing patient care.',
      },
      {
        title: 'Protecting Critical Facility Systems with Data Diodes',
        description:
          'Send building automation and device telemetry to monitoring platforms through a Data Diode, so critical systems stay observable but unreachable.',
      },
    ],
  },
] as const satisfies readonly Industry[];

export type { IndustrySlug };

/** The ten industries, in menu order. */
export const industries: readonly (Industry & { slug: IndustrySlug })[] = industryList;

/** The industry with this slug, or undefined. */
export function industryBySlug(slug: string): (Industry & { slug: IndustrySlug }) | undefined {
  return industries.find((industry) => industry.slug === slug);
}

/**
 * True when a solution's Learn More should go to the digital twin page, otherwise to the data diode page
 * (docs/product.md#industry-pages).
 */
export function mentionsDigitalTwin(title: string): boolean {
  return /digital twin/i.test(title);
}
