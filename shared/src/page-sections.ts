/**
 * Sections of the site's pages that a link may point at (`/products/data-diode#specifications`):
 * the page table's anchors. The chat assistant links a fact to the section it
 * stands in, and its link check accepts an anchor only when it is listed here;
 * the crawl of the built site (web/e2e) proves every one exists on its page.
 */
import { blogPostPath, pages, industryPath, jobOpeningPath } from './pages.ts';
import { blogPosts, type BlogPost } from './content/blog.ts';
import { industries } from './content/industries.ts';
import { jobOpenings } from './content/jobs.ts';
import { events } from './content/events.ts';
import { legalSectionId, privacyPolicy, termsOfService } from './content/legal.ts';
import { vulnerabilityDisclosure } from './content/vulnerability-disclosure.ts';

/** One section: its page, its anchor and what the assistant calls it in a link. */
export interface PageSection {
  path: string;
  id: string;
  /** Words for link text: lower case ("technical specifications"), or a blog section's own heading. */
  name: string;
}

const section = (path: string, id: string, name: string): PageSection => ({ path, id, name });

/** The sections the assistant links to, by page. */
export const pageSections = {
  dataDiode: {
    howItWorks: section(pages.dataDiode.path, 'how-it-works', 'how it works'),
    benefits: section(pages.dataDiode.path, 'benefits', 'benefits'),
    specifications: section(pages.dataDiode.path, 'specifications', 'technical specifications'),
    certifications: section(pages.dataDiode.path, 'certifications', 'certifications and compliance'),
  },
  digitalTwin: {
    features: section(pages.digitalTwin.path, 'features', 'key features'),
    process: section(pages.digitalTwin.path, 'process', 'how it works'),
    integrations: section(pages.digitalTwin.path, 'integrations', 'integrations'),
  },
  mdr: {
    overview: section(pages.mdr.path, 'overview', 'overview'),
    capabilities: section(pages.mdr.path, 'capabilities', 'capabilities'),
    process: section(pages.mdr.path, 'process', 'process'),
    plans: section(pages.mdr.path, 'plans', 'plans'),
  },
  home: {
    industries: section(pages.home.path, 'industries', 'industries we serve'),
  },
  about: {
    mission: section(pages.about.path, 'mission', 'mission'),
    values: section(pages.about.path, 'values', 'core values'),
    leadership: section(pages.about.path, 'leadership', 'leadership team'),
    globalImpact: section(pages.about.path, 'global-impact', 'global impact'),
  },
  careers: {
    openings: section(pages.careers.path, 'openings', 'current openings'),
  },
  contact: {
    message: section(pages.contact.path, 'message', 'message form'),
    immediateAssistance: section(pages.contact.path, 'immediate-assistance', 'immediate assistance'),
  },
  academy: {
    labs: section(pages.academy.path, 'labs', 'labs'),
    freeTrial: section(pages.academy.path, 'free-trial', 'free trial'),
  },
} as const satisfies Record<string, Record<string, PageSection>>;

/** An industry page's sections (Water also explains how it works). */
export function industrySections(slug: string) {
  const path = industryPath(slug);
  return {
    challenges: section(path, 'challenges', 'challenges'),
    solutions: section(path, 'solutions', 'solutions'),
    howItWorks: section(path, 'how-it-works', 'how it works'),
  };
}

/** An opening's page: its requirements and the application form. */
export function jobOpeningSections(id: string) {
  const path = jobOpeningPath(id);
  return {
    requirements: section(path, 'requirements', 'requirements'),
    apply: section(path, 'apply', 'application form'),
  };
}

/** An event's card on the events page. */
export function eventSection(id: string): PageSection {
  return section(pages.events.path, id, 'event');
}

/** A section of a policy page (privacy, terms, reporting a vulnerability), by its heading. */
export function legalPageSection(path: string, heading: string): PageSection {
  return section(path, legalSectionId(heading), heading.replace(/^\d+\.\s*/, '').toLowerCase());
}

/** A section of a blog post, by its heading (the article's own words for link text). */
export function blogPostSection(post: Pick<BlogPost, 'id'>, heading: { id: string; title: string }): PageSection {
  return section(blogPostPath(post.id), heading.id, heading.title);
}

/** `path#id`. */
export function sectionHref({ path, id }: PageSection): string {
  return `${path}#${id}`;
}

/** Every listed section of the site. */
export function allPageSections(): PageSection[] {
  return [
    ...Object.values(pageSections).flatMap((sections) => Object.values(sections)),
    ...industries.flatMap((industry) => {
      const { challenges, solutions, howItWorks } = industrySections(industry.slug);
      return industry.howItWorks ? [challenges, solutions, howItWorks] : [challenges, solutions];
    }),
    ...jobOpenings.flatMap((job) => Object.values(jobOpeningSections(job.id))),
    ...events.map((event) => eventSection(event.id)),
    ...privacyPolicy.sections.map((item) => legalPageSection(pages.privacy.path, item.heading)),
    ...termsOfService.sections.map((item) => legalPageSection(pages.terms.path, item.heading)),
    ...vulnerabilityDisclosure.sections.map((item) => legalPageSection(pages.security.path, item.heading)),
    ...blogPosts.flatMap((post) => post.sections.map((heading) => blogPostSection(post, heading))),
  ];
}

const anchorsByPath = new Map<string, Set<string>>();
for (const { path, id } of allPageSections()) {
  anchorsByPath.set(path, (anchorsByPath.get(path) ?? new Set()).add(id));
}

/** True when the page at `path` has a listed section `id`. */
export function hasPageSection(path: string, id: string): boolean {
  return anchorsByPath.get(path)?.has(id) ?? false;
}
