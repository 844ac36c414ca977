/**
 * What a page's link-preview image shows, read from the same content modules the
 * page renders (one source of truth): its hero's title, badge and accent, and the
 * offer's or post's own artwork where it has one. A page this module has never
 * seen (a new entry in the page table) still gets a good card: its title, the
 * brand tagline and the red accent.
 */
import { blogCategoryPath, blogPostPath, blogTagPath, brand, industryPath, pages, type PageMeta } from '@ferrum/shared';
import { blogCategories, blogPosts, blogTagPages, type CoverArtwork } from '@ferrum/shared/content/blog';
import type { IconKey } from '@ferrum/shared/content/icons';
import { industries } from '@ferrum/shared/content/industries';
import { jobOpenings } from '@ferrum/shared/content/jobs';
import {
  dataDiode,
  dataDiodePage,
  digitalTwin,
  digitalTwinPage,
  productListings,
} from '@ferrum/shared/content/products';
import { mdrPage, mdrService } from '@ferrum/shared/content/services';
import { vulnerabilityDisclosure } from '@ferrum/shared/content/vulnerability-disclosure';
import type { Accent, HeroCopy, OfferSummary } from '@ferrum/shared/content/types';
import { aboutPageCopy } from '../../src/content/about-page.ts';
import { academyPageCopy, academySignupCopy } from '../../src/content/academy-page.ts';
import { blogFilterCopy, blogListCopy } from '../../src/content/blog-page.ts';
import { careersPageCopy } from '../../src/content/careers-page.ts';
import { contactPageCopy } from '../../src/content/contact-page.ts';
import { eventsPageCopy } from '../../src/content/events-page.ts';
import { homeCopy } from '../../src/content/home.ts';
import { privacyPolicy, termsOfService } from '@ferrum/shared/content/legal';
import { partnersPageCopy } from '../../src/content/partners-page.ts';
import { formatLongDate } from '@ferrum/shared/format-date';

/** The artwork a card carries: the site's own SVG art, named by what draws it. */
export type PreviewArt =
  | { kind: 'post-cover'; artwork: CoverArtwork }
  | { kind: 'offer'; artwork: OfferSummary['artwork'] }
  | { kind: 'icon'; icon: IconKey };

/** The words, colour and art of one page's preview image. */
export interface PreviewData {
  title: string;
  /** The hero's badge (its `subtitle`), shown as a pill above the title. */
  badge?: string;
  /** One short line under the title: a tagline, a byline. */
  line?: string;
  /** The hero's accent; `red` where the hero names none, as `PageHero` does. */
  accent: Accent;
  art?: PreviewArt;
}

/** A hero's card: the page shows the same title, badge and accent. */
function fromHero(
  hero: Pick<HeroCopy, 'title' | 'subtitle' | 'accent'>,
  extra: Partial<PreviewData> = {},
): PreviewData {
  return { title: hero.title, badge: hero.subtitle, accent: hero.accent ?? 'red', ...extra };
}

/** An offer's card: its page hero, its tagline and its card artwork. */
function fromOffer(hero: HeroCopy, offer: OfferSummary): PreviewData {
  return fromHero(hero, { line: offer.tagline, art: { kind: 'offer', artwork: offer.artwork } });
}

const legal = (document: { title: string }): PreviewData => ({ title: document.title, badge: 'Legal', accent: 'red' });

/** The fixed pages whose hero this module knows, by path. */
const fixedPages: Readonly<Record<string, () => PreviewData>> = {
  [pages.home.path]: () => fromHero(homeCopy.hero, { line: brand.tagline }),
  [pages.products.path]: () => fromHero(productListings.all.hero),
  [pages.software.path]: () => fromOffer(productListings.software.hero, digitalTwin),
  [pages.hardware.path]: () => fromOffer(productListings.hardware.hero, dataDiode),
  [pages.digitalTwin.path]: () => fromOffer(digitalTwinPage.hero, digitalTwin),
  [pages.dataDiode.path]: () => fromOffer(dataDiodePage.hero, dataDiode),
  [pages.mdr.path]: () => fromOffer(mdrPage.hero, mdrService),
  [pages.blog.path]: () => fromHero(blogListCopy.hero),
  [pages.academy.path]: () => fromHero(academyPageCopy.hero),
  [pages.academySignup.path]: () => fromHero(academySignupCopy.hero),
  [pages.about.path]: () => fromHero(aboutPageCopy.hero),
  [pages.partners.path]: () => fromHero(partnersPageCopy.hero),
  [pages.events.path]: () => fromHero(eventsPageCopy.hero),
  [pages.careers.path]: () => fromHero(careersPageCopy.hero),
  [pages.contact.path]: () => fromHero(contactPageCopy.hero),
  [pages.privacy.path]: () => legal(privacyPolicy),
  [pages.terms.path]: () => legal(termsOfService),
  [pages.security.path]: () =>
    fromHero(vulnerabilityDisclosure.hero, {
      line: brand.securityEmail,
      art: { kind: 'icon', icon: 'shield-exclamation-point' },
    }),
};

/** The generated families of the page table: each finds its own item by path. */
function familyPreview(page: PageMeta): PreviewData | undefined {
  const post = blogPosts.find((candidate) => blogPostPath(candidate.id) === page.path);
  if (post) {
    return {
      title: post.title,
      badge: post.category,
      line: `By ${post.author} · ${formatLongDate(post.date)}`,
      // The post page's hero is blue for every post.
      accent: 'blue',
      art: { kind: 'post-cover', artwork: post.cover.artwork },
    };
  }
  const industry = industries.find((candidate) => industryPath(candidate.slug) === page.path);
  if (industry) return fromHero(industry.hero, { art: { kind: 'icon', icon: industry.icon } });
  const category = blogCategories.find((candidate) => blogCategoryPath(candidate) === page.path);
  if (category) return fromHero(blogFilterCopy.categoryHero(category));
  const tag = blogTagPages.find((candidate) => blogTagPath(candidate) === page.path);
  if (tag) return fromHero(blogFilterCopy.tagHero(tag));
  if (page.path.startsWith(`${pages.careers.path}/`)) {
    // An opening's own page: its department and location when the content knows the
    // opening, the careers badge otherwise.
    const job = jobOpenings.find((candidate) => page.path.endsWith(`/${candidate.id}`));
    return job
      ? { title: job.title, badge: job.department, line: `${job.type} · ${job.location}`, accent: 'red' }
      : { title: page.title, badge: careersPageCopy.hero.subtitle, accent: 'red' };
  }
  return undefined;
}

/** What the preview image of `page` shows. */
export function previewDataFor(page: PageMeta): PreviewData {
  return fixedPages[page.path]?.() ?? familyPreview(page) ?? { title: page.title, line: brand.tagline, accent: 'red' };
}
