/**
 * The five openings as a card, the application form and the API need them (docs/product.md#careers-and-job-openings):
 * id, title, department, location, type and the card's two or three sentences. Each
 * opening's full page content (./jobs.ts) spreads its entry; keeping this list apart
 * keeps that content out of the application form's JavaScript.
 */

export const jobDepartments = ['Engineering', 'Professional Services', 'Research & Development', 'Sales'] as const;

export type JobDepartment = (typeof jobDepartments)[number];

export interface JobListing {
  /** URL-safe slug: the `jobId` an application sends, the `job_id` stored with it, and the page's path segment. */
  id: string;
  title: string;
  department: JobDepartment;
  /** City and working mode, as the card and the application dialog show it. */
  location: string;
  type: 'Full-time';
  /** Two or three sentences for the card; the opening's page leads with it too. */
  description: string;
}

/** Every opening is in the New York office (docs/product.md#careers-and-job-openings). */
const newYorkOffice = 'New York (in office)';

const jobListings = [
  {
    id: 'senior-ot-security-engineer',
    title: 'Senior OT Security Engineer',
    department: 'Engineering',
    location: newYorkOffice,
    type: 'Full-time',
    description:
      'Design and deploy monitoring and segmentation for customer plants running PLCs, DCS and SCADA systems. ' +
      'You will turn field findings from refineries, water utilities and factories into detection rules and ' +
      'hardening guides for our platform. Five or more years in industrial networks and a working knowledge of ' +
      'IEC 62443 are expected.',
  },
  {
    id: 'digital-twin-developer',
    title: 'Digital Twin Developer',
    department: 'Engineering',
    location: newYorkOffice,
    type: 'Full-time',
    description:
      'Build the simulation engine behind Cyber Digital Twin: virtual PLCs, protocol emulation for Modbus, DNP3 ' +
      'and OPC UA, and the attack scenarios our customers replay against them. You write TypeScript and Rust, ' +
      'care about deterministic simulations, and enjoy reading a vendor manual to model a device faithfully.',
  },
  {
    id: 'ics-security-consultant',
    title: 'ICS Security Consultant',
    department: 'Professional Services',
    location: newYorkOffice,
    type: 'Full-time',
    description:
      'Lead risk assessments, architecture reviews and tabletop exercises with operators of critical ' +
      'infrastructure. You will translate NERC CIP, IEC 62443 and NIST SP 800-82 into practical roadmaps that ' +
      'plant managers and boards both understand. Up to 30% travel to customer sites.',
  },
  {
    id: 'embedded-systems-security-researcher',
    title: 'Embedded Systems Security Researcher',
    department: 'Research & Development',
    location: newYorkOffice,
    type: 'Full-time',
    description:
      'Find and responsibly disclose vulnerabilities in PLC firmware, RTUs and industrial gateways, and harden ' +
      'the firmware of our own Data Diode. Reverse engineering, JTAG and UART debugging and fuzzing of ' +
      'industrial protocols are daily work; published research or CVEs are a plus.',
  },
  {
    id: 'account-executive',
    title: 'Account Executive',
    department: 'Sales',
    location: newYorkOffice,
    type: 'Full-time',
    description:
      'Own the full sales cycle with energy, manufacturing and utility accounts in North America, from first ' +
      'meeting to signed contract. You will work alongside our engineers to scope Data Diode deployments and MDR ' +
      'plans, so a background selling security or industrial automation to technical buyers is essential.',
  },
] as const satisfies readonly JobListing[];

export type JobId = (typeof jobListings)[number]['id'];

/** The opening ids, in page order; the job-application schema accepts exactly these. */
export const jobIds = jobListings.map((job) => job.id) as [JobId, ...JobId[]];

/** The openings by id, for ./jobs.ts to spread. */
export const jobDirectory = Object.fromEntries(jobListings.map((job) => [job.id, job])) as {
  [Id in JobId]: Extract<(typeof jobListings)[number], { id: Id }>;
};

/** The opening with this id (card fields only), or undefined for an unknown id. */
export function findJobListing(id: string): (typeof jobListings)[number] | undefined {
  return jobListings.find((job) => job.id === id);
}
