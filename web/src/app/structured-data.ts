/**
 * The JSON-LD a page carries, built from the same content modules the page renders
 * (one source of truth), typed against schema.org with schema-dts. Search engines
 * read it; browsers never run it: a `<script type="application/ld+json">` data block
 * is not executed, so the CSP's `script-src 'self'` stands (see docs/decisions/013).
 *
 * Types are those Google's rich-result rules accept for what each thing is: the MDR
 * offer is a `Service` (a `Product` without price, review or rating would be flagged,
 * and the products have no public price), a post a `BlogPosting`, an event an `Event`.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  Event,
  JobPosting,
  ListItem,
  Organization,
  Place,
  Service,
  Thing,
  VirtualLocation,
  WebPageElement,
  WebSite,
  WithContext,
} from 'schema-dts';
import { blogPostPath, brand, industryPath, jobOpeningPath, pageMetaFor, pages } from '@ferrum/shared';
import { siteIcons } from '@ferrum/shared/site-icons';
import { blogPosts } from '@ferrum/shared/content/blog';
import { industryList } from '@ferrum/shared/content/industry-directory';
import { events, type CompanyEvent } from '@ferrum/shared/content/events';
import { jobOpenings, type JobOpening } from '@ferrum/shared/content/jobs';
import { mdrService } from '@ferrum/shared/content/services';
import { industryPageCopy } from '../content/industry-page.ts';
import { jobOpeningPageCopy } from '../content/job-opening-page.ts';
import { canonicalUrl } from './document-head.ts';

/** What a page's structured data needs beyond the content: the page's own preview image. */
export interface StructuredDataContext {
  /** Absolute URL of the page's link-preview image (1200×630), if it has one. */
  previewImageUrl?: string;
}

/** The organisation's logo as search engines want it: a square PNG of at least 112 px. */
export const organizationLogoUrl = `${brand.siteUrl}${siteIcons.icon512}`;

const organizationId = `${brand.siteUrl}/#organization`;

/** The company, in full on the home page and by reference (`@id`) elsewhere. */
function organization(): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: brand.company,
    url: canonicalUrl('/'),
    logo: organizationLogoUrl,
    email: brand.email,
    telephone: brand.phone,
    address: postalAddress(),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: brand.email,
        telephone: brand.phone,
        url: canonicalUrl(pages.contact.path),
        availableLanguage: 'en',
      },
      {
        '@type': 'ContactPoint',
        contactType: 'emergency',
        telephone: brand.emergencyPhone,
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      },
    ],
    sameAs: brand.socialLinks.map((link) => link.href),
  };
}

/** A short reference to the company, for publisher / organizer / provider fields. */
function organizationReference() {
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: brand.company,
    url: canonicalUrl('/'),
    logo: organizationLogoUrl,
  } as const satisfies Organization;
}

function postalAddress() {
  const { street, city, region, postalCode, countryCode } = brand.address;
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: city,
    addressRegion: region,
    postalCode,
    addressCountry: countryCode,
  } as const;
}

function webSite(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': `${brand.siteUrl}/#website`,
    name: brand.company,
    url: canonicalUrl('/'),
    description: brand.tagline,
    inLanguage: 'en',
    publisher: { '@id': organizationId },
  };
}

/** One step of a breadcrumb trail: the last one (the page itself) needs no link. */
export interface Crumb {
  name: string;
  href?: string;
}

/**
 * The breadcrumb trail of a page two levels deep or more. Where a page shows its
 * breadcrumbs (industry pages, job openings), the trail is exactly the visible one;
 * elsewhere it is Home, then each ancestor path that is a page, then the page itself.
 */
export function breadcrumbTrail(path: string): Crumb[] | undefined {
  const segments = path.split('/').filter(Boolean);
  if (segments.length < 2) return undefined;
  const industry = industryList.find((entry) => industryPath(entry.slug) === path);
  if (industry)
    return [
      { name: industryPageCopy.breadcrumbRoot.text, href: industryPageCopy.breadcrumbRoot.href },
      { name: industry.name },
    ];
  const job = jobOpenings.find((entry) => jobOpeningPath(entry.id) === path);
  if (job)
    return [
      { name: jobOpeningPageCopy.breadcrumbRoot.text, href: jobOpeningPageCopy.breadcrumbRoot.href },
      { name: job.title },
    ];
  const page = pageMetaFor(path);
  if (!page) return undefined;
  const ancestors = segments
    .slice(0, -1)
    .map((_, index) => pageMetaFor(`/${segments.slice(0, index + 1).join('/')}`))
    .filter((ancestor) => ancestor !== undefined);
  return [
    { name: 'Home', href: '/' },
    ...ancestors.map((ancestor) => ({ name: ancestor.title, href: ancestor.path })),
    { name: page.title },
  ];
}

function breadcrumbList(trail: Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.href ? { item: new URL(crumb.href, canonicalUrl('/')).href } : {}),
    })),
  };
}

function blogPosting(postId: number, context: StructuredDataContext): BlogPosting | undefined {
  const post = blogPosts.find((candidate) => candidate.id === postId);
  if (!post) return undefined;
  const url = canonicalUrl(blogPostPath(post.id));
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: organizationReference(),
    ...(context.previewImageUrl ? { image: context.previewImageUrl } : {}),
    articleSection: post.category,
    keywords: post.tags.join(', '),
    wordCount: post.wordCount,
    // The article's sections, each where it starts on the page.
    hasPart: post.sections
      .filter((section) => section.level === 2)
      .map((section): WebPageElement => ({
        '@type': 'WebPageElement',
        name: section.title,
        url: `${url}#${section.id}`,
      })),
    url,
    mainEntityOfPage: url,
    inLanguage: 'en',
  };
}

function eventLocation(event: CompanyEvent): Place | VirtualLocation {
  if (!event.venue) return { '@type': 'VirtualLocation', url: `${canonicalUrl(pages.events.path)}#${event.id}` };
  return {
    '@type': 'Place',
    name: event.venue.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: event.venue.streetAddress,
      addressLocality: event.venue.city,
      addressCountry: event.venue.countryCode,
    },
  };
}

function companyEvent(event: CompanyEvent, context: StructuredDataContext): Event {
  return {
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.date.start,
    endDate: event.date.end ?? event.date.start,
    eventAttendanceMode: event.venue
      ? 'https://schema.org/OfflineEventAttendanceMode'
      : 'https://schema.org/OnlineEventAttendanceMode',
    // Ended events keep "scheduled": they took place as planned, and search engines read the dates.
    eventStatus: 'https://schema.org/EventScheduled',
    location: eventLocation(event),
    organizer: organizationReference(),
    ...(context.previewImageUrl ? { image: context.previewImageUrl } : {}),
    url: `${canonicalUrl(pages.events.path)}#${event.id}`,
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The opening's full description as the HTML job boards show: its paragraphs and lists, as on its page. */
function jobDescriptionHtml(job: JobOpening): string {
  const list = (heading: string, items: readonly string[] | undefined) =>
    items?.length
      ? `<p><strong>${escapeHtml(heading)}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '';
  const { sections } = jobOpeningPageCopy;
  return [
    ...job.intro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    list(sections.responsibilities, job.responsibilities),
    list(sections.requirements, job.requirements),
    list(sections.niceToHave, job.niceToHave),
    list(sections.offer, job.offer),
  ].join('');
}

function jobPosting(job: JobOpening): JobPosting {
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: brand.company, value: job.id },
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: 'FULL_TIME',
    hiringOrganization: { ...organizationReference(), sameAs: brand.socialLinks.map((link) => link.href) },
    jobLocation: { '@type': 'Place', address: postalAddress() },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.baseSalary.currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.baseSalary.min,
        maxValue: job.baseSalary.max,
        unitText: job.baseSalary.unit,
      },
    },
    // The application form is on the opening's own page.
    directApply: true,
    industry: 'Industrial cybersecurity',
    occupationalCategory: job.department,
    url: canonicalUrl(jobOpeningPath(job.id)),
  };
}

function mdr(context: StructuredDataContext): Service {
  return {
    '@type': 'Service',
    name: mdrService.name,
    serviceType: mdrService.name,
    description: mdrService.description,
    provider: organizationReference(),
    areaServed: 'Worldwide',
    url: canonicalUrl(mdrService.path),
    ...(context.previewImageUrl ? { image: context.previewImageUrl } : {}),
  };
}

/** The page's own items (beyond its breadcrumbs), by what the page is. */
function mainItems(path: string, context: StructuredDataContext): Thing[] {
  if (path === pages.home.path) return [organization(), webSite()];
  if (path === pages.mdr.path) return [mdr(context)];
  if (path === pages.events.path) return events.map((event) => companyEvent(event, context));
  const post = blogPosts.find((candidate) => blogPostPath(candidate.id) === path);
  if (post) return [blogPosting(post.id, context)].filter((item) => item !== undefined);
  const job = jobOpenings.find((opening) => jobOpeningPath(opening.id) === path);
  if (job) return [jobPosting(job)];
  return [];
}

/** Every JSON-LD item of the page at `path`, each with its `@context`. */
export function structuredDataFor(path: string, context: StructuredDataContext = {}): WithContext<Thing>[] {
  const trail = breadcrumbTrail(path);
  const items = [...mainItems(path, context), ...(trail ? [breadcrumbList(trail)] : [])];
  return items.map((item) => ({ '@context': 'https://schema.org', ...(item as object) }) as WithContext<Thing>);
}

/**
 * The items as `<script type="application/ld+json">` data blocks. `<` is escaped so
 * no text in the content can close the element early.
 */
export function renderStructuredData(items: readonly WithContext<Thing>[]): string[] {
  return items.map(
    (item) => `<script type="application/ld+json">${JSON.stringify(item).replace(/</g, '\\u003c')}</script>`,
  );
}
