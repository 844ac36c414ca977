import { describe, expect, it } from 'vitest';
import { allPages, blogPostPath, brand, industryPath, jobOpeningPath, pages } from '@ferrum/shared';
import { blogPosts } from '@ferrum/shared/content/blog';
import { events } from '@ferrum/shared/content/events';
import { jobOpenings } from '@ferrum/shared/content/jobs';
import { richResultErrors as richResultErrorsIn } from '../test/rich-results.ts';
import { breadcrumbTrail, renderStructuredData, structuredDataFor } from './structured-data.ts';

const previewImageUrl = `${brand.siteUrl}/assets/previews/sample-0123abcd.png`;

type JsonLdItem = Record<string, unknown> & { '@type': string };

/** The page's JSON-LD as a crawler reads it: out of the HTML data blocks, parsed. */
function itemsOf(path: string): JsonLdItem[] {
  return renderStructuredData(structuredDataFor(path, { previewImageUrl })).map(
    (block) => JSON.parse(block.replace(/^<script type="application\/ld\+json">|<\/script>$/g, '')) as JsonLdItem,
  );
}

const itemOfType = (path: string, type: string) => itemsOf(path).find((item) => item['@type'] === type);

/** Google's rich-result errors for data blocks, in a document of their own. */
const richResultErrors = (blocks: string[]) =>
  richResultErrorsIn(`<!doctype html><html><head>${blocks.join('')}</head><body></body></html>`);

describe("every page's structured data", () => {
  it.each(allPages().map((page) => page.path))('%s has no rich-result errors', async (path) => {
    expect(await richResultErrors(renderStructuredData(structuredDataFor(path, { previewImageUrl })))).toEqual([]);
  });

  it('is checked by a validator that does find errors (a breadcrumb without a name)', async () => {
    const broken = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, item: brand.siteUrl }],
    };
    expect(
      await richResultErrors([`<script type="application/ld+json">${JSON.stringify(broken)}</script>`]),
    ).not.toEqual([]);
  });

  it('is data, never markup: "<" cannot close the data block', () => {
    const [block] = renderStructuredData([
      { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><b>' },
    ]);
    expect(block).not.toContain('</script><b>');
    expect(block).toContain('\\u003c/script>');
  });
});

describe('the home page', () => {
  it('describes the company: name, url, a PNG logo, the postal address, contact points and social profiles', () => {
    const organization = itemOfType(pages.home.path, 'Organization')!;
    expect(organization).toMatchObject({
      name: brand.company,
      url: `${brand.siteUrl}/`,
      logo: expect.stringMatching(/^https:\/\/.+\.png$/),
      address: { streetAddress: brand.address.street, addressLocality: 'New York', addressCountry: 'US' },
      sameAs: brand.socialLinks.map((link) => link.href),
    });
    expect(organization.contactPoint).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: brand.email, telephone: brand.phone })]),
    );
  });

  it('describes the web site', () => {
    expect(itemOfType(pages.home.path, 'WebSite')).toMatchObject({ name: brand.company, url: `${brand.siteUrl}/` });
  });
});

describe('breadcrumbs', () => {
  it('are on every page two levels deep or more, and on no page above', () => {
    for (const { path } of allPages()) {
      const depth = path.split('/').filter(Boolean).length;
      expect(Boolean(itemOfType(path, 'BreadcrumbList')), path).toBe(depth >= 2);
    }
  });

  it('match the visible trail of an industry page: Industries, then the industry', () => {
    expect(breadcrumbTrail(industryPath('water'))).toEqual([
      { name: 'Industries', href: '/#industries' },
      { name: 'Water' },
    ]);
    expect(itemOfType(industryPath('water'), 'BreadcrumbList')!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Industries', item: `${brand.siteUrl}/#industries` },
      { '@type': 'ListItem', position: 2, name: 'Water' },
    ]);
  });

  it('match the visible trail of an opening’s page: Careers, then the opening', () => {
    expect(breadcrumbTrail(jobOpeningPath('account-executive'))).toEqual([
      { name: 'Careers', href: pages.careers.path },
      { name: 'Account Executive' },
    ]);
  });

  it('lead from Home through each ancestor page to the page itself elsewhere', () => {
    expect(breadcrumbTrail(blogPostPath(1))).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Blog', href: '/blog' },
      { name: blogPosts[0]!.title },
    ]);
    // /company is no page, so the trail skips it.
    expect(breadcrumbTrail(pages.about.path)).toEqual([{ name: 'Home', href: '/' }, { name: 'About Us' }]);
  });
});

describe('a blog post', () => {
  it('is a BlogPosting with headline, ISO date, a Person as author, its image and the publisher', () => {
    const post = blogPosts[0]!;
    expect(itemOfType(blogPostPath(post.id), 'BlogPosting')).toMatchObject({
      headline: post.title,
      datePublished: post.date,
      author: { '@type': 'Person', name: post.author },
      image: previewImageUrl,
      publisher: { '@type': 'Organization', name: brand.company, logo: expect.stringMatching(/\.png$/) },
    });
    expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('counts the article’s words and names its sections, each with the address where it starts', () => {
    const item = itemOfType(blogPostPath(3), 'BlogPosting');
    expect(item?.wordCount).toBeGreaterThan(800);
    expect(item?.hasPart).toContainEqual({
      '@type': 'WebPageElement',
      name: 'Data diode or firewall?',
      url: `${brand.siteUrl}/blog/3#data-diode-or-firewall`,
    });
  });
});

describe('the events page', () => {
  const eventItems = () => itemsOf(pages.events.path).filter((item) => item['@type'] === 'Event');

  it('has one Event per event, ended ones included, with what Google requires and recommends', () => {
    expect(eventItems().map((item) => item.name)).toEqual(events.map((event) => event.title));
    for (const item of eventItems()) {
      expect(item).toMatchObject({
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        eventStatus: 'https://schema.org/EventScheduled',
        organizer: { name: brand.company },
        image: previewImageUrl,
        description: expect.any(String),
      });
    }
  });

  it('places a conference at a venue with an address, offline; an online session at a URL, online', () => {
    const [conference, webinar] = eventItems();
    expect(conference).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Dubai World Trade Centre',
        address: { addressLocality: 'Dubai', addressCountry: 'AE' },
      },
    });
    expect(webinar).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: `${brand.siteUrl}/company/events#next-gen-ics-security-webinar` },
    });
  });
});

describe('the offers', () => {
  it('describes MDR as a Service by the company, and emits no Product (no price, review or rating to give)', () => {
    expect(itemOfType(pages.mdr.path, 'Service')).toMatchObject({
      name: 'Managed Detection and Response',
      provider: { name: brand.company },
    });
    for (const { path } of allPages()) expect(itemOfType(path, 'Product'), path).toBeUndefined();
  });
});

describe('a job opening page', () => {
  it.each(jobOpenings.map((job) => [job.title, job] as const))(
    '%s is a JobPosting with dates, full-time type, the New York address, the company and direct apply',
    (_title, job) => {
      expect(itemOfType(jobOpeningPath(job.id), 'JobPosting')).toMatchObject({
        title: job.title,
        datePosted: job.datePosted,
        validThrough: job.validThrough,
        employmentType: 'FULL_TIME',
        jobLocation: {
          '@type': 'Place',
          address: { streetAddress: brand.address.street, addressLocality: 'New York', addressCountry: 'US' },
        },
        hiringOrganization: { '@type': 'Organization', name: brand.company, sameAs: expect.any(Array) },
        directApply: true,
        baseSalary: { currency: 'USD', value: { minValue: job.baseSalary.min, maxValue: job.baseSalary.max } },
        url: `${brand.siteUrl}${jobOpeningPath(job.id)}`,
      });
    },
  );

  it('carries the full description, lists included, as HTML', () => {
    const job = jobOpenings[0]!;
    const description = itemOfType(jobOpeningPath(job.id), 'JobPosting')!.description as string;
    expect(description).toContain(`<p>${job.intro[0]!.replace(/&/g, '&amp;')}</p>`);
    for (const item of [...job.responsibilities, ...job.requirements])
      expect(description).toContain(`<li>${item.replace(/&/g, '&amp;')}</li>`);
  });

  it('names the same breadcrumbs as the page shows: Careers, then the opening', () => {
    expect(breadcrumbTrail(jobOpeningPath(jobOpenings[0]!.id))).toEqual([
      { name: 'Careers', href: pages.careers.path },
      { name: jobOpenings[0]!.title },
    ]);
  });
});
