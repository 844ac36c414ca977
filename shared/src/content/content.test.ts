import { describe, expect, it } from 'vitest';
import { brand, telHref } from '../brand.ts';
import { industryPath, pageMetaFor } from '../pages.ts';
import { allPageSections, industrySections, sectionHref } from '../page-sections.ts';
import { academy } from './academy.ts';
import { benefits, contactDetails, about } from './company.ts';
import { events } from './events.ts';
import { industries, industryBySlug, mentionsDigitalTwin } from './industries.ts';
import { industryList } from './industry-directory.ts';
import { filterIntegrations, integrationFilters, integrations } from './integrations.ts';
import { partners } from './partners.ts';
import { dataDiodePage, digitalTwinPage, productListings, products } from './products.ts';
import { mdrPage, mdrPlans, mdrService } from './services.ts';
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

/**
 * These tests hold what must stay true whatever an editor changes: every entry is
 * complete, reachable and consistent with the tables that point at it. How many there
 * are, their order and their words are the editors' to choose (docs/product.md).
 */

/** Every item has words in each of `fields`. */
function expectFilled<T extends object>(items: readonly T[], fields: readonly (keyof T & string)[], what: string) {
  expect(items.length, `${what}: at least one`).toBeGreaterThan(0);
  for (const item of items) {
    for (const field of fields) expect(String(item[field]).trim(), `${what}: ${field}`).not.toBe('');
  }
}

/** No two items share `key`. */
function expectUnique<T>(items: readonly T[], key: (item: T) => string, what: string) {
  const keys = items.map(key);
  expect(new Set(keys).size, `${what} are unique`).toBe(keys.length);
}

const sectionHrefs = new Set(allPageSections().map(sectionHref));

describe('industries', () => {
  it('lists each industry once, in the directory (menu, footer, page table) and in the content, in one order', () => {
    expectUnique(industries, (industry) => industry.slug, 'slugs');
    expect(industries.map((industry) => industry.slug)).toEqual(industryList.map((entry) => entry.slug));
    for (const { slug } of industries) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each(industries.map((industry) => [industry.name, industry] as const))(
    '%s has its page in the page table and its sections in the section table',
    (_name, industry) => {
      const path = industryPath(industry.slug);
      expect(pageMetaFor(path)?.title).toContain(industry.name);
      const { challenges, solutions, howItWorks } = industrySections(industry.slug);
      expect(sectionHrefs).toContain(sectionHref(challenges));
      expect(sectionHrefs).toContain(sectionHref(solutions));
      expect(sectionHrefs.has(sectionHref(howItWorks))).toBe(Boolean(industry.howItWorks));
      expect(industryBySlug(industry.slug)).toBe(industry);
    },
  );

  it.each(industries.map((industry) => [industry.name, industry] as const))(
    '%s has a hero, stats with a value and a label, challenges, and one solution about the Digital Twin',
    (_name, industry) => {
      expectFilled([industry.hero], ['title', 'subtitle', 'description'], 'hero');
      expectFilled(industry.stats, ['value', 'label'], 'stats');
      expectFilled(industry.challenges, ['title', 'description'], 'challenges');
      expectFilled(industry.solutions, ['title', 'description'], 'solutions');
      // One Learn More leads to the twin, the other to the diode (docs/product.md#industry-pages).
      expect(industry.solutions.filter((solution) => mentionsDigitalTwin(solution.title))).toHaveLength(1);
      if (industry.howItWorks) expectFilled(industry.howItWorks.steps, ['title', 'description'], 'steps');
    },
  );

  it('finds nothing for an unknown slug', () => {
    expect(industryBySlug('mining')).toBeUndefined();
  });

  it('matches "Digital Twin" in a solution title case-insensitively', () => {
    expect(mentionsDigitalTwin('A digital twin for plants')).toBe(true);
    expect(mentionsDigitalTwin('Isolation with Data Diodes')).toBe(false);
  });
});

describe('company', () => {
  it('gives every benefit, value, leader and figure its words', () => {
    expectFilled(benefits, ['title', 'description'], 'benefits');
    expectUnique(benefits, (benefit) => benefit.title, 'benefit titles');
    expectFilled(about.values.items, ['title', 'description'], 'values');
    expectFilled(about.leadership.members, ['name', 'role', 'bio'], 'leaders');
    expectFilled(about.globalImpact.figures, ['value', 'label'], 'figures');
  });

  it('reads every contact line from the brand module', () => {
    expectFilled(contactDetails.emails, ['label', 'value'], 'e-mail lines');
    for (const line of contactDetails.emails) {
      expect(line).toMatchObject({ value: brand.email, href: `mailto:${brand.email}` });
    }
    expectFilled(contactDetails.phones, ['label', 'value'], 'phone lines');
    for (const line of contactDetails.phones) expect(line.href).toBe(telHref(line.value));
    expect(contactDetails.phones.map((line) => line.value)).toContain(brand.phone);
    expect(contactDetails.hours.text.trim()).not.toBe('');
  });
});

describe('integrations', () => {
  it('shows every vendor under All and under each of its categories, and every category has a filter', () => {
    expectUnique(integrations, (vendor) => vendor.id, 'vendor ids');
    expect(filterIntegrations('ALL')).toEqual(integrations);
    expect(integrationFilters[0]?.value).toBe('ALL');
    const filters = integrationFilters.map((filter) => filter.value);
    expectUnique(filters, (filter) => filter, 'filters');
    for (const vendor of integrations) {
      expect(vendor.categories.length, vendor.name).toBeGreaterThan(0);
      for (const category of vendor.categories) {
        expect(filters).toContain(category);
        expect(filterIntegrations(category)).toContain(vendor);
      }
    }
    for (const { value } of integrationFilters) expect(filterIntegrations(value).length, value).toBeGreaterThan(0);
  });

  it('gives every vendor a two-letter monogram, and monogram tiles AA contrast', () => {
    for (const { name, logo } of integrations) {
      expect(logo.monogram, name).toMatch(/^[A-Z0-9]{2}$/);
      if (!('simpleIcon' in logo)) expect(contrastWithWhite(logo.color), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('uses simple-icons only for brands simple-icons has', () => {
    const slugs = integrations.flatMap(({ logo }) => ('simpleIcon' in logo ? [logo.simpleIcon] : []));
    for (const slug of slugs) expect(simpleIconSlugs as readonly string[]).toContain(slug);
  });
});

describe('MDR', () => {
  it('has plans with features and a button, at most one marked popular, and no prices', () => {
    expectFilled(mdrPlans, ['title', 'subtitle', 'description', 'buttonText', 'supportTier'], 'plans');
    expectUnique(mdrPlans, (plan) => plan.id, 'plan ids');
    expect(mdrPlans.filter((plan) => plan.popular).length).toBeLessThanOrEqual(1);
    for (const plan of mdrPlans) {
      expect(plan.features.length, plan.title).toBeGreaterThan(0);
      // The site never states a price (docs/product.md): a quote comes from the team.
      expect(JSON.stringify(plan)).not.toMatch(/[$€£]\s?\d/);
    }
  });

  it('gives every capability and step its words, and its contact button a page', () => {
    expectFilled(mdrPage.capabilities.items, ['title', 'description'], 'capabilities');
    expectFilled(mdrPage.process.steps, ['title', 'description'], 'steps');
    expect(pageMetaFor(mdrPage.contact.primaryButton.href)).toBeDefined();
  });
});

describe('products', () => {
  it('gives each product a page in the page table and card bullets', () => {
    for (const product of products) {
      expect(pageMetaFor(product.path), product.name).toBeDefined();
      expectFilled(
        product.features.map((feature) => ({ feature })),
        ['feature'],
        product.name,
      );
    }
  });

  it('gives every feature, step, benefit, specification and certification of the product pages its words', () => {
    expectFilled(digitalTwinPage.features.items, ['title', 'description'], 'twin features');
    expectFilled(digitalTwinPage.process.steps, ['title', 'description'], 'twin steps');
    expectFilled(dataDiodePage.howItWorks.stages, ['title', 'description'], 'diode stages');
    expectFilled(dataDiodePage.benefits.items, ['title', 'description'], 'diode benefits');
    expectFilled(dataDiodePage.specifications.rows, ['label', 'value'], 'specifications');
    expectUnique(dataDiodePage.specifications.rows, (row) => row.label, 'specification labels');
    expectFilled(dataDiodePage.certifications.items, ['name', 'description'], 'certifications');
    expectUnique(dataDiodePage.certifications.items, (item) => item.name, 'certifications');
  });

  it('lists on /products every offer the software and hardware listings show', () => {
    const all = productListings.all.offers;
    expect(all.map((offer) => offer.id)).toEqual(expect.arrayContaining([...products.map((p) => p.id), mdrService.id]));
    for (const listing of [productListings.software, productListings.hardware]) {
      expect(listing.offers.length).toBeGreaterThan(0);
      for (const offer of listing.offers) expect(all).toContain(offer);
    }
  });
});

describe('events', () => {
  it('lists the events by start date', () => {
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
  it('gives every partner its benefits and an https URL', () => {
    expectFilled(partners, ['name', 'description'], 'partners');
    expectUnique(partners, (partner) => partner.id, 'partner ids');
    for (const partner of partners) {
      expect(partner.benefits.every((benefit) => benefit.trim() !== '')).toBe(true);
      expect(partner.url).toMatch(/^https:\/\//);
    }
  });

  it('gives every academy stat a value and a label, and the trial a number of days', () => {
    expectFilled(academy.stats, ['value', 'label'], 'academy stats');
    expect(Number.isInteger(academy.freeTrial.days) && academy.freeTrial.days > 0).toBe(true);
    expect(academy.certificationPaths.length).toBeGreaterThan(0);
  });
});
