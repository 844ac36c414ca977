/**
 * The integrations grid of the digital twin page: 13 vendors, 3 IAM, 4 EDR,
 * 3 SIEM, 3 Cloud, and the single-select filter (docs/product.md#cyber-digital-twin-page).
 */
import type { VendorLogo } from './types.ts';

export type IntegrationCategory = 'IAM' | 'EDR' | 'SIEM' | 'Cloud';

/** A vendor the Cyber Digital Twin integrates with (name, logo, categories). */
export interface Integration {
  id: string;
  name: string;
  /** One category per vendor today; a list so a vendor could appear under several filters. */
  categories: readonly IntegrationCategory[];
  logo: VendorLogo;
}

/** Filter value: everything, or one category. */
export type IntegrationFilter = 'ALL' | IntegrationCategory;

/** The filter buttons, in order, with their labels (docs/product.md#cyber-digital-twin-page). */
export const integrationFilters = [
  { value: 'ALL', label: 'All Integrations' },
  { value: 'IAM', label: 'IAM' },
  { value: 'EDR', label: 'EDR' },
  { value: 'SIEM', label: 'SIEM' },
  { value: 'Cloud', label: 'CLOUD' },
] as const satisfies readonly { value: IntegrationFilter; label: string }[];

export const defaultIntegrationFilter: IntegrationFilter = 'ALL';

/** Accessible name of the filter buttons' group. */
export const integrationFilterLabel = 'Filter integrations by category';

/** The live result line under the filter, e.g. "Showing 4 integrations". */
export function integrationCountText(count: number): string {
  return `Showing ${count} ${count === 1 ? 'integration' : 'integrations'}`;
}

/**
 * Logos: a simple-icons slug where simple-icons 16.x has the brand; Microsoft,
 * AWS, CrowdStrike, SentinelOne, Trellix, CyberArk and IBM are not in it, so
 * those get a monogram tile in a colour dark enough for white text (WCAG AA).
 */
export const integrations = [
  { id: 'okta', name: 'Okta', categories: ['IAM'], logo: { simpleIcon: 'okta', monogram: 'OK', color: '#007DC1' } },
  {
    id: 'microsoft-entra-id',
    name: 'Microsoft Entra ID',
    categories: ['IAM'],
    logo: { monogram: 'ME', color: '#0067B8' },
  },
  { id: 'cyberark', name: 'CyberArk', categories: ['IAM'], logo: { monogram: 'CA', color: '#0B3B60' } },
  {
    id: 'crowdstrike-falcon',
    name: 'CrowdStrike Falcon',
    categories: ['EDR'],
    logo: { monogram: 'CS', color: '#C8102E' },
  },
  { id: 'sentinelone', name: 'SentinelOne', categories: ['EDR'], logo: { monogram: 'S1', color: '#5B2A9E' } },
  {
    id: 'microsoft-defender-for-endpoint',
    name: 'Microsoft Defender for Endpoint',
    categories: ['EDR'],
    logo: { monogram: 'MD', color: '#0067B8' },
  },
  { id: 'trellix', name: 'Trellix', categories: ['EDR'], logo: { monogram: 'TX', color: '#2B2B2B' } },
  {
    id: 'splunk',
    name: 'Splunk',
    categories: ['SIEM'],
    logo: { simpleIcon: 'splunk', monogram: 'SP', color: '#000000' },
  },
  { id: 'ibm-qradar', name: 'IBM QRadar', categories: ['SIEM'], logo: { monogram: 'QR', color: '#0F62FE' } },
  {
    id: 'elastic-security',
    name: 'Elastic Security',
    categories: ['SIEM'],
    logo: { simpleIcon: 'elastic', monogram: 'ES', color: '#005571' },
  },
  { id: 'aws', name: 'AWS', categories: ['Cloud'], logo: { monogram: 'AW', color: '#232F3E' } },
  { id: 'microsoft-azure', name: 'Microsoft Azure', categories: ['Cloud'], logo: { monogram: 'AZ', color: '#0067B8' } },
  {
    id: 'google-cloud',
    name: 'Google Cloud',
    categories: ['Cloud'],
    logo: { simpleIcon: 'googlecloud', monogram: 'GC', color: '#4285F4' },
  },
] as const satisfies readonly Integration[];

/** The vendors shown for a filter value, in grid order. */
export function filterIntegrations(filter: IntegrationFilter): readonly Integration[] {
  if (filter === 'ALL') return integrations;
  return integrations.filter((integration) =>
    (integration.categories as readonly IntegrationCategory[]).includes(filter),
  );
}
