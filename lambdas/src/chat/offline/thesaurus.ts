/**
 * The industry's words for what the site says in its own: a short thesaurus the
 * offline search reads a question with. Each group is one meaning; the first
 * expression is the site's wording, the others what engineers and buyers also
 * say. Written from the content modules and the trade's common vocabulary, never
 * from evaluation questions (docs/decisions/023). A group matches whole words,
 * and the longest expression found wins ("air gap" before "gap").
 */
/** The groups, one a line: expressions separated by commas, the site's own wording first. */
const groups: readonly string[] = [
  // The Data Diode and what it enforces.
  'data diode, one-way, one way, unidirectional, air gap, air-gapped, airgap, gateway',
  'passive cooling, fanless, fan, fans, airflow',
  'throughput, speed, bandwidth, gbps, line rate, fast',
  'up to, max, maximum, at most, limit',
  'redundant power, psu, power supply, power supplies, dual feed',
  'operating temperature, temperature, temperatures, temp, temps, heat, hot, cold, climate',
  'form factor rack, 1u, rack, rack unit, rack units, rackmount, dimensions, size, how big',
  'network interfaces, ports, sfp, fiber, fibre, nic',
  'supported protocols, protocol, protocols, speaks',
  'specifications, specs, spec sheet, datasheet, data sheet',
  'certifications, certified, certs, accredited, accreditation, approved, standards',
  // The twin software.
  'digital twin, twin, simulation, simulate, virtual replica, model of the plant',
  'integrations, integrate, integrates, connector, connectors, plug into, works with',
  'security information and event management siem, siem, log management',
  'endpoint detection and response edr, edr, antivirus, av, endpoint',
  'identity and access management iam, iam, sso, single sign-on, identity provider',
  'passive no agents, agentless, agent, agents',
  'anomaly detection, machine learning, ml, ai, baseline, behavioral analytics',
  // The MDR service.
  'security operations center soc, soc, security operations centre',
  '24/7, round the clock, around the clock, overnight, weekends, 24x7',
  'managed detection and response mdr, mdr, managed service, managed security, mssp, outsourced monitoring',
  'support coverage, sla, support hours, response time',
  'most popular, popular, recommend, recommended, best seller, favourite, favorite',
  'plans, tiers, packages, editions, levels',
  'incident response, respond to incidents, containment, remediation, forensics',
  // Industries and sites.
  'energy utilities power grid, utility, utilities, grid, electric, electricity, substation, substations, power plant',
  'healthcare, hospital, hospitals, medical, clinic, patients',
  'manufacturing, factory, factories, production line, plant floor, assembly',
  'transportation, rail, railway, metro, ports, logistics, airport',
  'aerospace, aviation, airline, airlines, aircraft, defense, defence',
  'water, wastewater, water treatment, drinking water',
  'oil & gas, oil and gas, pipeline, pipelines, refinery, upstream, offshore',
  'finance, bank, banks, banking, financial, trading',
  'industrial control systems ics, ics, scada, plc, plcs, controller, controllers, dcs, rtu, hmi',
  'safety instrumented systems, sis, safety system, safety systems, safety controller',
  'operational technology ot, ot, plant network, shop floor',
  'legacy, old equipment, end of life, unpatched, outdated',
  'ransomware, malware, encrypted, ransom',
  // The company.
  'chief executive officer, ceo, chief exec',
  'chief technology officer, cto, technical lead',
  'leadership team, founder, founders, boss, executives, leaders, chief',
  'headquarters address, address, located, location, office, offices, postal, mailing address',
  'phone, telephone, phone number, call you, call us',
  'business hours, hours, opening hours, time zone, est',
  'email, e-mail, mail, write to',
  'countries global impact, countries, international, worldwide, global, abroad',
  'careers openings, jobs, job, hiring, vacancies, vacancy, positions, roles, work for you',
  'salary, pay, compensation, wage',
  'remote, hybrid, in office, on-site, relocate, relocation',
  'partners, partner, partnership, reseller, alliance',
  'academy training, training, course, courses, learn, practice, hands-on, labs, ctf, capture the flag',
  'events, conference, conferences, webinar, webinars, trade show, expo, meetup',
  'blog articles, blog, article, articles',
  'report a vulnerability, vulnerability disclosure, bug bounty, found a bug, security.txt, responsible disclosure, security issue, security bug, security flaw, security hole, bug, xss, cve',
  'privacy, personal data, gdpr, cookies, tracking, data protection',
  'newsletter, subscribe, unsubscribe, mailing list',
];

export const thesaurus: readonly (readonly string[])[] = groups.map((group) => group.split(', '));
