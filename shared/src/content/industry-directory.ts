/**
 * The ten industries served (docs/product.md#audience-and-offers), as the menu, the footer and the page
 * table need them: slug, name and summary only. The pages' full content (stats,
 * challenges, solutions) lives in ./industries.ts, which spreads these entries; keeping
 * this list apart keeps that content out of every page's initial JavaScript.
 */

export interface IndustryEntry {
  /** URL segment: /industries/{slug}. */
  slug: string;
  /** Display name, as in the menu. */
  name: string;
  /** One sentence for cards and the page's meta description. */
  summary: string;
}

export const industryList = [
  {
    slug: 'aerospace',
    name: 'Aerospace',
    summary:
      'Protect avionics test rigs, MRO networks and airport operational technology from nation-state and supply-chain threats.',
  },
  {
    slug: 'oil-and-gas',
    name: 'Oil & Gas',
    summary: 'Secure pipelines, refineries and offshore platforms, from SCADA and DCS to remote wellhead telemetry.',
  },
  {
    slug: 'water',
    name: 'Water',
    summary:
      'Keep treatment plants and distribution networks safe, compliant and online with isolation and continuous monitoring.',
  },
  {
    slug: 'chemical',
    name: 'Chemical',
    summary:
      'Defend safety instrumented systems and batch processes where a cyber incident can become a safety incident.',
  },
  {
    slug: 'transportation',
    name: 'Transportation',
    summary:
      'Secure rail signaling, traffic management and port operations across widely distributed, long-lived assets.',
  },
  {
    slug: 'nuclear',
    name: 'Nuclear',
    summary: 'Meet NRC and IAEA expectations with hardware-enforced isolation of safety and control systems.',
  },
  {
    slug: 'finance',
    name: 'Finance',
    summary:
      'Protect the data-center infrastructure, building systems and payment hardware that financial services depend on.',
  },
  {
    slug: 'automotive',
    name: 'Automotive',
    summary:
      'Secure robot cells, assembly lines and connected-vehicle test benches across global plants and suppliers.',
  },
  {
    slug: 'manufacturing',
    name: 'Manufacturing',
    summary: 'Bring visibility and resilience to PLCs, HMIs and MES on plant floors that cannot afford downtime.',
  },
  {
    slug: 'healthcare',
    name: 'Healthcare',
    summary: 'Shield medical devices, building automation and clinical networks where uptime is patient safety.',
  },
] as const satisfies readonly IndustryEntry[];

export type IndustrySlug = (typeof industryList)[number]['slug'];

/** The entries by slug. */
export const industryDirectory = Object.fromEntries(industryList.map((entry) => [entry.slug, entry])) as {
  [Slug in IndustrySlug]: Extract<(typeof industryList)[number], { slug: Slug }>;
};
