import { describe, expect, it } from 'vitest';
import { brand, telHref } from '../brand.ts';
import { pages } from '../pages.ts';
import { academy } from './academy.ts';
import { benefits, contactDetails, about } from './company.ts';
import { events } from './events.ts';
import { industries, industryBySlug, mentionsDigitalTwin } from './industries.ts';
import { filterIntegrations, integrationFilters, integrations } from './integrations.ts';
import { partners } from './partners.ts';
import { dataDiodePage, digitalTwinPage, productListings, products } from './products.ts';
import { mdrPage, mdrPlans, popularLabel } from './services.ts';
import { simpleIconSlugs } from './icons.ts';

/** WCAG relative luminance contrast of a `#RRGGBB` colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe('industries', () => {
  it('lists the ten industries in menu order', () => {
    expect(industries.map((industry) => industry.slug)).toEqual([
      'aerospace',
      'oil-and-gas',
      'water',
      'chemical',
      'transportation',
      'nuclear',
      'finance',
      'automotive',
      'manufacturing',
      'healthcare',
    ]);
  });

  it.each(industries.map((industry) => [industry.name, industry] as const))(
    '%s has three stats, three challenges and two solutions, one of them about the Digital Twin',
    (_name, industry) => {
      expect(industry.stats).toHaveLength(3);
      expect(industry.challenges).toHaveLength(3);
      expect(industry.solutions).toHaveLength(2);
      expect(industry.solutions.filter((solution) => mentionsDigitalTwin(solution.title))).toHaveLength(1);
      expect(industry.hero.title).not.toBe('');
    },
  );

  it('gives only Water a How It Works section', () => {
    const withSection = industries.filter((industry) => industry.howItWorks);
    expect(withSection.map((industry) => industry.slug)).toEqual(['water']);
    expect(withSection[0]?.howItWorks?.steps.length).toBeGreaterThanOrEqual(3);
  });

  it('plays a background video on some industries, Water among them', () => {
    const withVideo = industries.filter((industry) => industry.backgroundVideo).map((industry) => industry.slug);
    expect(withVideo).toContain('water');
    expect(withVideo.length).toBeGreaterThanOrEqual(3);
    expect(withVideo.length).toBeLessThan(industries.length);
  });

  it('finds an industry by slug and nothing for an unknown slug', () => {
    expect(industryBySlug('water')?.name).toBe('Water');
    expect(industryBySlug('mining')).toBeUndefined();
  });

  it('matches "Digital Twin" in a solution title case-insensitively', () => {
    expect(mentionsDigitalTwin('A digital twin for plants')).toBe(true);
    expect(mentionsDigitalTwin('Isolation with Data Diodes')).toBe(false);
  });
});

describe('company', () => {
  it('promotes the six benefits in their order', () => {
    expect(benefits.map((benefit) => benefit.title)).toEqual([
      'Comprehensive Protection',
      'Real-time Monitoring',
      'OT/IT Convergence',
      'Zero Trust Architecture',
      'Risk Analytics',
      'Compliance Readiness',
    ]);
  });

  it('has three core values, three leaders and 25+ countries', () => {
    expect(about.values.items.map((value) => value.title)).toEqual([
      'Security First',
      'Innovation',
      'Customer Partnership',
    ]);
    expect(about.leadership.members).toHaveLength(3);
    expect(about.globalImpact.figures.map((figure) => figure.value)).toContain('25+');
  });

  it('reads every contact line from the brand module', () => {
    expect(contactDetails.emails.map((line) => line.label)).toEqual(['General inquiries', 'Sales', 'Support']);
    expect(
      contactDetails.emails.every((line) => line.value === brand.email && line.href === `mailto:${brand.email}`),
    ).toBe(true);
    expect(contactDetails.phones.map((line) => line.label)).toEqual(['Main office', 'Emergency (24/7)']);
    expect(contactDetails.phones[0]?.href).toBe(telHref(brand.phone));
    expect(contactDetails.hours.text).toBe('Monday to Friday 9:00 AM to 6:00 PM EST');
  });
});

describe('integrations', () => {
  it('has 13 vendors: 3 IAM, 4 EDR, 3 SIEM, 3 Cloud', () => {
    expect(integrations).toHaveLength(13);
    expect(filterIntegrations('ALL')).toHaveLength(13);
    expect(filterIntegrations('IAM')).toHaveLength(3);
    expect(filterIntegrations('EDR')).toHaveLength(4);
    expect(filterIntegrations('SIEM')).toHaveLength(3);
    expect(filterIntegrations('Cloud')).toHaveLength(3);
  });

  it('offers the filters with their labels, All Integrations first', () => {
    expect(integrationFilters.map((filter) => filter.label)).toEqual([
      'All Integrations',
      'IAM',
      'EDR',
      'SIEM',
      'CLOUD',
    ]);
  });

  it('gives every vendor a two-letter monogram, and monogram tiles AA contrast', () => {
    for (const { name, logo } of integrations) {
      expect(logo.monogram, name).toMatch(/^[A-Z0-9]{2}$/);
      if (!('simpleIcon' in logo)) expect(contrastWithWhite(logo.color), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('uses simple-icons only for brands simple-icons has (no Microsoft or AWS)', () => {
    const slugs = integrations.flatMap(({ logo }) => ('simpleIcon' in logo ? [logo.simpleIcon] : []));
    expect(slugs.every((slug) => (simpleIconSlugs as readonly string[]).includes(slug))).toBe(true);
    const withoutIcon = integrations.filter(({ logo }) => !('simpleIcon' in logo)).map(({ name }) => name);
    expect(withoutIcon).toEqual(expect.arrayContaining(['AWS', 'Microsoft Azure', 'Microsoft Entra ID']));
  });
});

describe('MDR', () => {
  it('has three plans, exactly one popular (Advanced Oversight), five features each, no prices', () => {
    expect(mdrPlans.map((plan) => plan.title)).toEqual([
      'Core Security Platform',
      'Advanced Oversight',
      'Comprehensive MDR',
    ]);
    expect(mdrPlans.filter((plan) => plan.popular).map((plan) => plan.title)).toEqual(['Advanced Oversight']);
    expect(popularLabel).toBe('Most Popular');
    for (const plan of mdrPlans) {
      expect(plan.features).toHaveLength(5);
      expect(plan.buttonText).toBe('Choose Plan');
      expect(JSON.stringify(plan)).not.toMatch(/\$\d/);
    }
    expect(mdrPlans.map((plan) => plan.supportTier)).toEqual(['8x5', '16x7', '24/7']);
  });

  it('has the four capabilities and the Detect → Investigate → Respond process', () => {
    expect(mdrPage.capabilities.items.map((item) => item.title)).toEqual([
      '24/7 Monitoring',
      'Threat Hunting',
      'Rapid Response',
      'Expert Team',
    ]);
    expect(mdrPage.process.steps.map((step) => step.title)).toEqual(['Detect', 'Investigate', 'Respond']);
    expect(mdrPage.contact.primaryButton).toEqual({ text: 'Contact Us Today', href: pages.contact.path });
  });
});

describe('products', () => {
  it('has the two products, each with three card bullets and its page path', () => {
    expect(products.map((product) => product.path)).toEqual([pages.digitalTwin.path, pages.dataDiode.path]);
    for (const product of products) expect(product.features).toHaveLength(3);
  });

  it('gives the digital twin page its six features and three steps', () => {
    expect(digitalTwinPage.features.items.map((feature) => feature.title)).toEqual([
      'Proactive Defense',
      'Isolated Testing',
      'Real-time Monitoring',
      'Rapid Response',
      'Cost-Effective',
      'Compliance Ready',
    ]);
    expect(digitalTwinPage.process.steps.map((step) => step.title)).toEqual([
      'Model Creation',
      'Simulation & Testing',
      'Continuous Monitoring',
    ]);
  });

  it('gives the data diode page its diagram, six benefits, specifications and nine certifications', () => {
    expect(dataDiodePage.howItWorks.stages.map((stage) => stage.title)).toEqual([
      'Industrial Network',
      'Unidirectional Gateway',
      'Corporate Network',
    ]);
    expect(dataDiodePage.benefits.items).toHaveLength(6);
    const specs = Object.fromEntries(dataDiodePage.specifications.rows.map((row) => [row.label, row.value]));
    expect(specs['Form factor']).toBe('1U rack');
    expect(specs['Network interfaces']).toBe('2x 10GbE SFP+');
    expect(specs['Throughput']).toBe('Up to 10 Gbps');
    expect(specs['Supported protocols']).toContain('OPC UA');
    expect(dataDiodePage.certifications.items.map((item) => item.name)).toEqual([
      'NIST SP 800-82',
      'IEC 62443',
      'Common Criteria EAL4+',
      'NERC CIP',
      'NIST CSF',
      'IEC 61508 SIL 3',
      'ISO 27001',
      'FIPS 140-2',
      'ISA/IEC 62443',
    ]);
  });

  it('lists both products and MDR on /products, one product on each sub-listing', () => {
    expect(productListings.all.offers.map((offer) => offer.id)).toEqual(['digital-twin', 'data-diode', 'mdr']);
    expect(productListings.software.offers.map((offer) => offer.id)).toEqual(['digital-twin']);
    expect(productListings.hardware.offers.map((offer) => offer.id)).toEqual(['data-diode']);
  });
});

describe('events', () => {
  it('has the four events, sorted by start date', () => {
    expect(events.map((event) => event.title)).toEqual([
      'Seamless Middle East 2025',
      'Next-Gen ICS Security Webinar',
      'Next Generation IoT Expo',
      'Cybersecurity Best Practices for OT/ICS',
    ]);
    const starts = events.map((event) => event.date.start);
    expect(starts).toEqual([...starts].sort());
  });

  it('uses valid ISO dates, with any end on or after the start', () => {
    for (const { date } of events) {
      expect(date.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(date.start))).toBe(false);
      if (date.end) expect(date.end >= date.start).toBe(true);
    }
  });

  it('gives every conference a venue with an address, and online sessions none', () => {
    for (const event of events) {
      if (event.type === 'conference') {
        expect(event.venue?.streetAddress).toBeTruthy();
        expect(event.venue?.countryCode).toMatch(/^[A-Z]{2}$/);
      } else {
        expect(event.venue).toBeUndefined();
      }
    }
  });
});

describe('partners and academy', () => {
  it('has three technology partners with three benefits and an https URL each', () => {
    expect(partners.map((partner) => partner.name)).toEqual(['Amazon Web Services', 'Microsoft', 'NVIDIA']);
    for (const partner of partners) {
      expect(partner.type).toBe('technology');
      expect(partner.benefits).toHaveLength(3);
      expect(partner.url).toMatch(/^https:\/\//);
    }
  });

  it('shows the academy stats and a 7-day trial', () => {
    expect(academy.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '100+ Active Challenges',
      '20+ Realistic Labs',
      '5,000+ Skill Badges',
      '5 Certification Paths',
    ]);
    expect(academy.freeTrial.days).toBe(7);
    expect(academy.certificationPaths).toHaveLength(5);
  });
});
