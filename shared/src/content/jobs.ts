/**
 * The five job openings (docs/product.md#careers-and-job-openings). The careers
 * page renders them as cards, each opening has its own page with the full
 * description (docs/decisions/015), the job-application schema accepts only their ids, the API stores the
 * title with each application, and the chat assistant answers questions about them.
 */

import { jobDirectory, type JobListing } from './job-directory.ts';

export { jobDepartments, jobIds, type JobDepartment, type JobId } from './job-directory.ts';

/** A calendar date in ISO 8601 form (`2026-11-02`), as search engines read `datePosted` and `validThrough`. */
export type IsoDate = `${number}-${number}-${number}`;

/**
 * A yearly base-salary range in US dollars. New York City requires a good-faith pay
 * range in every job advertisement (NYC Local Law 32 of 2022), so every opening has one.
 */
export interface SalaryRange {
  currency: 'USD';
  min: number;
  max: number;
  /** Per what the amounts are paid (schema.org `unitText`). */
  unit: 'YEAR';
}

/** An opening with everything its page says (the card's fields come from ./job-directory.ts). */
export interface JobOpening extends JobListing {
  /** The day the opening was published. */
  datePosted: IsoDate;
  /** The last day applications are taken (after `datePosted`). */
  validThrough: IsoDate;
  baseSalary: SalaryRange;
  /** The opening's page: what the role is about, one or two paragraphs. */
  intro: readonly string[];
  /** "What you will do". */
  responsibilities: readonly string[];
  /** "What you bring": what the role needs. */
  requirements: readonly string[];
  /** "Nice to have": welcome, never required. */
  niceToHave?: readonly string[];
  /**
   * "What we offer" for this role only; the page adds the benefits every employee
   * gets (the careers page's benefits), so they are written once.
   */
  offer: readonly string[];
}

export const jobOpenings = [
  {
    ...jobDirectory['senior-ot-security-engineer'],
    datePosted: '2026-10-13',
    validThrough: '2027-01-31',
    baseSalary: { currency: 'USD', min: 175_000, max: 215_000, unit: 'YEAR' },
    intro: [
      'Our customers run refineries, water treatment plants, substations and production lines, where one ' +
        'unexpected write command can stop a process or damage equipment. As a Senior OT Security Engineer you ' +
        'turn what we see in those plants into the detections, segmentation designs and hardening guidance that ' +
        'our platform and our customers depend on.',
      'You will split your time between our engineering team in New York and customer deployments, working ' +
        'with control engineers who know their process far better than any security tool does. We value people ' +
        'who listen to operators first and change nothing on a live system without a rollback plan.',
    ],
    responsibilities: [
      'Deploy passive network monitoring at customer sites: SPAN and TAP placement, sensor sizing, and asset ' +
        'baselines for PLCs, HMIs, engineering workstations and historians.',
      'Write and tune detection rules for Modbus/TCP, DNP3, EtherNet/IP, S7comm and OPC UA traffic, from ' +
        'unauthorized logic downloads to unexpected setpoint changes.',
      'Design zones and conduits to IEC 62443-3-2 with customer control engineers, and review firewall and ' +
        'data diode rule sets before they go live.',
      'Turn field findings into hardening guides and product requirements for the Cyber Digital Twin and MDR teams.',
      'Support our MDR analysts on escalated OT incidents, on site when a customer needs hands on the network.',
      'Mentor engineers who join from IT security in the constraints of industrial environments.',
    ],
    requirements: [
      'Five or more years securing or engineering industrial networks in utilities, oil and gas, chemicals, ' +
        'manufacturing or a similar sector.',
      'Working knowledge of IEC 62443 (security levels, zones and conduits) and of the Purdue model, including ' +
        'where it no longer fits.',
      'Hands-on experience with at least one PLC or DCS platform, such as Siemens, Rockwell, Schneider Electric, ' +
        'Emerson or Honeywell, and the protocols it speaks.',
      'Fluency with packet capture and analysis (Wireshark, Zeek or similar) and with writing detection logic.',
      'The ability to explain risk to a plant manager and a CISO in the same meeting.',
      'Willingness to travel to customer sites up to 20% of the time, mostly in North America.',
    ],
    niceToHave: [
      'GICSP, GRID or ISA/IEC 62443 Cybersecurity Expert certification.',
      'Experience with NERC CIP audits or the TSA security directives for pipelines.',
      'Python or Go for tooling and protocol parsers.',
    ],
    offer: [
      'A real say in the detection roadmap: field findings shape what the platform looks for next.',
      'Time in our hardware lab with the controllers and safety systems our customers run.',
      'Funded ICS certifications (GICSP, GRID) and paid time to prepare for the exams.',
    ],
  },
  {
    ...jobDirectory['digital-twin-developer'],
    datePosted: '2026-10-27',
    validThrough: '2027-02-28',
    baseSalary: { currency: 'USD', min: 150_000, max: 185_000, unit: 'YEAR' },
    intro: [
      'Cyber Digital Twin lets operators rehearse an attack on a faithful copy of their plant instead of the ' +
        'plant itself. Behind it is a simulation engine that models controllers, field devices and the protocols ' +
        'between them closely enough that an attack replayed against the twin behaves as it would on the real ' +
        'equipment.',
      'As a Digital Twin Developer you build that engine: virtual PLCs that run real control logic, protocol ' +
        'stacks that answer like the devices they model, and the scenarios customers replay before they change ' +
        'anything on site.',
    ],
    responsibilities: [
      'Build and extend virtual PLCs, RTUs and field devices, including their I/O, scan cycles and failure modes.',
      'Implement protocol emulation for Modbus, DNP3 and OPC UA, checked byte for byte against captures from ' +
        'real devices.',
      'Model customer environments from network captures, asset inventories and engineering project files.',
      'Write attack scenarios, from reconnaissance to malicious logic changes, that customers replay safely ' +
        'against their twin.',
      'Keep simulations deterministic and reproducible, so a scenario run today gives the same result next month.',
      'Review code, write tests and design notes, and share what you learn with the team.',
    ],
    requirements: [
      'Three or more years of professional software development in TypeScript, Rust, C++ or a similar language, ' +
        'and the will to work in TypeScript and Rust.',
      'Experience with simulation, emulation, network protocol implementation or other systems where timing ' +
        'and state matter.',
      'Care for determinism and testability: recorded fixtures and property tests before retries and sleeps.',
      'The patience to read a 400-page vendor manual to model a device faithfully.',
    ],
    niceToHave: [
      'IEC 61131-3 languages (ladder diagram, structured text) or experience with PLC engineering tools.',
      'Discrete-event simulation, co-simulation or process modeling.',
      'Knowledge of industrial attack techniques, for example from MITRE ATT&CK for ICS.',
    ],
    offer: [
      'Real industrial hardware on your bench to check the twin against.',
      'A small team that owns the engine end to end, from protocol parser to scenario library.',
      'Conference and training budget for simulation, Rust and ICS security events.',
    ],
  },
  {
    ...jobDirectory['ics-security-consultant'],
    datePosted: '2026-11-02',
    validThrough: '2027-02-28',
    baseSalary: { currency: 'USD', min: 150_000, max: 185_000, unit: 'YEAR' },
    intro: [
      'Our Professional Services team helps operators of critical infrastructure understand where they stand ' +
        'and what to do first. As an ICS Security Consultant you lead assessments and workshops on site, with ' +
        'people who have run the same plant for twenty years and know exactly what must never stop.',
      'The work is part engineering, part translation: reading firewall rules and network diagrams in the ' +
        'morning, and explaining to a board in the afternoon why segmentation matters more than another tool.',
    ],
    responsibilities: [
      'Lead OT risk assessments and architecture reviews against IEC 62443-3-2, NIST SP 800-82 and, for ' +
        'electric utilities, NERC CIP.',
      'Run tabletop exercises on ransomware and process-manipulation scenarios with operations, IT and ' +
        'executive teams.',
      'Gather evidence on site without disturbing operations: asset inventories, network diagrams, ' +
        'remote-access paths and firewall rule reviews.',
      'Write clear reports and 12-to-36-month roadmaps that plant managers can fund and act on.',
      'Scope follow-on work with our sales team, from Data Diode deployments to Cyber Digital Twin models and ' +
        'MDR plans.',
    ],
    requirements: [
      'Five or more years in ICS security, control systems engineering or security consulting for industrial ' +
        'clients.',
      'Practical knowledge of at least two of IEC 62443, NIST SP 800-82, NERC CIP and the NIST Cybersecurity ' +
        'Framework.',
      'Experience leading client workshops and writing reports that non-specialists read to the end.',
      'An understanding of control system architectures (DCS, SCADA, safety instrumented systems) and how ' +
        'they are maintained.',
      'Willingness to travel to customer sites up to 30% of the time and to pass the background checks that ' +
        'critical infrastructure sites require.',
    ],
    niceToHave: [
      'GICSP, GRID, CISSP or ISA/IEC 62443 certifications.',
      'A background in process safety (HAZOP, LOPA) and how it meets cybersecurity, for example in cyber-PHA ' +
        'studies.',
      'Experience in the water, power or chemical sectors.',
    ],
    offer: [
      'Variety: a refinery one month, a water utility the next, with a team behind you.',
      'Travel booked by us and planned around your life, with time off in lieu after long site visits.',
      'A path to leading engagements and shaping our assessment methodology.',
    ],
  },
  {
    ...jobDirectory['embedded-systems-security-researcher'],
    datePosted: '2026-10-06',
    validThrough: '2027-01-31',
    baseSalary: { currency: 'USD', min: 165_000, max: 205_000, unit: 'YEAR' },
    intro: [
      'Industrial devices stay in service for twenty years or more, and many were designed before anyone ' +
        'expected them to be attacked. Our research team finds weaknesses in PLC firmware, RTUs and industrial ' +
        'gateways before attackers do, discloses them to vendors and turns what it learns into detections for ' +
        'our platform.',
      'You are also the first attacker of our own products: the firmware and hardware of the Ferrum Data Diode ' +
        'go across your bench before they reach a customer.',
    ],
    responsibilities: [
      'Reverse engineer the firmware of PLCs, RTUs, protocol gateways and safety controllers, from extraction ' +
        'to root-cause analysis.',
      'Debug hardware over JTAG, SWD and UART, and analyze boot chains, update mechanisms and secure boot.',
      'Build and run fuzzers for industrial protocols and device services, and triage what they find.',
      'Coordinate disclosure with vendors and CISA, and write the advisories and research we publish.',
      'Test and harden the firmware of our own Data Diode before each release.',
      'Turn findings into detection content and guidance for the engineering and MDR teams.',
    ],
    requirements: [
      'Three or more years of vulnerability research, reverse engineering or exploit development on embedded ' +
        'systems.',
      'Fluency with Ghidra, IDA Pro or Binary Ninja, with ARM and at least one other architecture such as ' +
        'PowerPC or MIPS.',
      'Solid C and Python, and ease with a logic analyzer, an oscilloscope and a soldering iron.',
      'Experience with fuzzers such as AFL++, libFuzzer or boofuzz.',
      'Sound judgment about coordinated disclosure and about testing safely on equipment that controls ' +
        'physical processes.',
    ],
    niceToHave: [
      'Published research, conference talks or CVEs to your name.',
      'Real-time operating systems such as VxWorks, QNX or FreeRTOS.',
      'Hardware attacks: fault injection, side channels or chip-off analysis.',
    ],
    offer: [
      'A well-equipped hardware lab: controllers, gateways, safety systems and the tools to take them apart.',
      'Support through every disclosure, and time to publish and present your work.',
      'A fifth of your time for research you choose.',
    ],
  },
  {
    ...jobDirectory['account-executive'],
    datePosted: '2026-11-09',
    validThrough: '2027-03-31',
    baseSalary: { currency: 'USD', min: 130_000, max: 160_000, unit: 'YEAR' },
    intro: [
      'Our customers buy security for systems that cannot fail, and they take their time to decide. As an ' +
        'Account Executive you own relationships with energy, manufacturing and utility organizations in North ' +
        'America, from the first conversation to a signed contract and a successful deployment.',
      'You never sell alone: our engineers and consultants join your meetings, scope the technical work with ' +
        'you and stand behind what we promise.',
    ],
    responsibilities: [
      'Build and manage a pipeline of enterprise accounts in energy, manufacturing, water and other critical ' +
        'sectors across North America.',
      'Run the full sales cycle: discovery, technical qualification with our engineers, proposals, procurement ' +
        'and negotiation.',
      'Scope Data Diode deployments, Cyber Digital Twin projects and MDR plans with our solutions engineers.',
      'Work with buying groups that span plant operations, engineering, IT security and procurement.',
      'Meet customers at industry events and on site, with up to 40% travel.',
      'Keep an accurate forecast and share what you hear from the market with product and marketing.',
    ],
    requirements: [
      'Five or more years of enterprise sales of security, industrial automation or infrastructure technology, ' +
        'with a record of meeting quota.',
      'Experience closing six-figure deals with long sales cycles and many stakeholders.',
      'Enough technical depth to discuss segmentation, OT monitoring or compliance with engineers, and the ' +
        'judgment to bring in a specialist when needed.',
      'A consultative, honest style: we would rather lose a deal than oversell.',
    ],
    niceToHave: [
      'Existing relationships with utilities, oil and gas or manufacturing companies.',
      'Familiarity with NERC CIP, IEC 62443 or the TSA security directives as buying drivers.',
      'Experience selling hardware and services alongside software.',
    ],
    offer: [
      'Uncapped commission on top of the base salary, paid quarterly.',
      'Solutions engineers and consultants on your deals from the first meeting.',
      'A product that customers’ engineers respect, in a market that is growing.',
    ],
  },
] as const satisfies readonly JobOpening[];

/** The opening with this id, or undefined for an unknown id. */
export function findJobOpening(id: string): (typeof jobOpenings)[number] | undefined {
  return jobOpenings.find((job) => job.id === id);
}
