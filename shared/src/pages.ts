/**
 * The page table: every route of the site with its title and meta description.
 * It feeds the router, the menu, the footer, the prerender list, the sitemap,
 * the routing function of the local server and CloudFront, and the assistant's links.
 */
import { brand } from './brand.ts';
import { blogCategories, blogPosts, blogTagPages } from './content/blog.ts';
import { industryList as industries } from './content/industry-directory.ts';
import { jobOpenings } from './content/jobs.ts';
import { allFormResultPaths } from './form-results.ts';
import { unsubscribePages } from './newsletter-unsubscribe.ts';
import { slugify, toMetaDescription } from './text.ts';

export interface PageMeta {
  /** Absolute path, no trailing slash (except `/`). */
  path: string;
  /** Short page title ("About Us"); the document title adds the company name. */
  title: string;
  /** Meta description: one or two sentences, under 160 characters. */
  description: string;
}

/** The fixed pages, by key. Use `pages.about.path` instead of writing a path. */
export const pages = {
  home: {
    path: '/',
    title: 'Industrial Cybersecurity for OT & ICS',
    description:
      'Ferrum Shield secures industrial infrastructure with a cyber digital twin, hardware data diodes and 24/7 managed detection and response for OT/ICS.',
  },
  products: {
    path: '/products',
    title: 'Products',
    description:
      'Cyber Digital Twin software, the Ferrum Data Diode and managed detection and response: every Ferrum Shield offer for OT/ICS security.',
  },
  software: {
    path: '/products/software',
    title: 'Software',
    description:
      'Ferrum Shield security software for industrial environments, led by the Cyber Digital Twin for safe attack simulation and monitoring.',
  },
  hardware: {
    path: '/products/hardware',
    title: 'Hardware',
    description:
      'Ferrum Shield security hardware: the Data Diode, a 1U unidirectional gateway for hardware-enforced network isolation up to 10 Gbps.',
  },
  digitalTwin: {
    path: '/products/cyber-digital-twin',
    title: 'Cyber Digital Twin',
    description:
      'A virtual replica of your industrial environment for threat simulation, attack testing, predictive vulnerability assessment and response planning.',
  },
  dataDiode: {
    path: '/products/data-diode',
    title: 'Data Diode',
    description:
      'Hardware-enforced one-way data flow: air-gap isolation, up to 10 Gbps, protocol conversion and compliance support in a 1U rack device.',
  },
  mdr: {
    path: '/services/mdr',
    title: 'Managed Detection and Response',
    description:
      'OT-aware managed detection and response: monitoring, threat hunting and rapid response in three plans, up to a 24/7 SOC.',
  },
  blog: {
    path: '/blog',
    title: 'Blog',
    description:
      'Insights on OT security, digital twins, data diodes, compliance and AI for industrial cybersecurity from the Ferrum Shield team.',
  },
  academy: {
    path: '/resources/academy',
    title: brand.academy,
    description:
      'Hands-on industrial cybersecurity training: capture-the-flag challenges, realistic ICS labs, skill badges and certification paths.',
  },
  academySignup: {
    path: '/resources/academy/signup',
    title: `Create Your ${brand.academy} Account`,
    description: `Start a 7-day free trial of ${brand.academy}: basic labs and challenges. Leave your e-mail and we will tell you when sign-up opens.`,
  },
  about: {
    path: '/company/about',
    title: 'About Us',
    description:
      'Ferrum Shield protects the industrial systems that keep the world running. Our mission, values, leadership and global reach.',
  },
  partners: {
    path: '/company/partners',
    title: 'Partners',
    description:
      'Ferrum Shield technology partners in cloud, software and computing hardware, and how to become a partner.',
  },
  events: {
    path: '/company/events',
    title: 'Events',
    description:
      'Meet Ferrum Shield at conferences, webinars and online sessions on industrial cybersecurity. Book a meeting with our team.',
  },
  careers: {
    path: '/company/careers',
    title: 'Careers',
    description:
      'Join Ferrum Shield in New York and help secure critical infrastructure. See our values, benefits and current openings.',
  },
  contact: {
    path: '/company/contact',
    title: 'Contact Us',
    description:
      'Talk to Ferrum Shield about securing your industrial infrastructure: offices, e-mail, phone, 24/7 emergency support and a contact form.',
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'How Ferrum Shield collects, uses and protects personal information, and the rights you have over it.',
  },
  terms: {
    path: '/terms',
    title: 'Terms of Service',
    description: 'The terms that govern your use of the Ferrum Shield website and services.',
  },
  security: {
    path: '/security',
    title: 'Report a Vulnerability',
    description:
      'How to report a security vulnerability in the Ferrum Shield website, API or products, what we promise in return, and our safe harbor for research.',
  },
} as const satisfies Record<string, PageMeta>;

export type PageKey = keyof typeof pages;

/** `/industries/{slug}`. */
export function industryPath(slug: string): string {
  return `/industries/${slug}`;
}

/** `/company/careers/{id}`: an opening's own page (its id is the slug). */
export function jobOpeningPath(id: string): string {
  return `${pages.careers.path}/${id}`;
}

/** `/blog/{id}`. */
export function blogPostPath(id: number): string {
  return `/blog/${id}`;
}

/** `/blog/category/{slug}`. */
export function blogCategoryPath(category: string): string {
  return `/blog/category/${slugify(category)}`;
}

/** `/blog/tag/{slug}`. */
export function blogTagPath(tag: string): string {
  return `/blog/tag/${slugify(tag)}`;
}

/** The site-wide not-found page's meta (`notFoundDocuments.site`: unknown paths outside the blog families). */
export const notFoundPage: PageMeta = {
  path: '/404',
  title: 'Page Not Found',
  description: 'The page you are looking for doesn’t exist or has been moved.',
};

/**
 * The site search page: routed and prerendered, but kept out of `allPages()` (a
 * search page holds no content of its own for the sitemap or the index).
 */
export const searchPage: PageMeta = {
  path: '/search',
  title: 'Search',
  description:
    'Search every page of the Ferrum Shield website: products, industries, articles, events, openings and policies.',
};

/** Every page the build prerenders, fixed and generated, in menu order. */
export function allPages(): PageMeta[] {
  return [
    ...Object.values(pages),
    ...industries.map((industry) => ({
      path: industryPath(industry.slug),
      title: `${industry.name} Cybersecurity`,
      description: toMetaDescription(industry.summary),
    })),
    ...jobOpenings.map((job) => ({
      path: jobOpeningPath(job.id),
      title: job.title,
      description: toMetaDescription(job.description),
    })),
    ...blogPosts.map((post) => ({
      path: blogPostPath(post.id),
      title: post.title,
      description: toMetaDescription(post.excerpt),
    })),
    ...blogCategories.map((category) => ({
      path: blogCategoryPath(category),
      title: `${category} Articles`,
      description: `${category}: articles and insights for industrial and OT security teams from the Ferrum Shield blog.`,
    })),
    ...blogTagPages.map((tag) => ({
      path: blogTagPath(tag),
      title: `#${tag}`,
      description: `Articles tagged ${tag} from the Ferrum Shield blog on industrial cybersecurity and OT/ICS protection.`,
    })),
  ];
}

/**
 * Every path the routing rule serves as a page: the page table plus the form
 * result pages, the search page and "You have left the newsletter", which are prerendered but
 * kept out of `allPages()` (and so out of the sitemap). The local server and
 * CloudFront build their known-page index from it. (The unsubscribe link's own
 * two pages are served by its function, never routed.)
 */
export function routedPagePaths(): string[] {
  return [
    ...allPages().map((page) => page.path),
    ...allFormResultPaths(),
    searchPage.path,
    unsubscribePages.unsubscribed.path,
  ];
}

/** The meta of a prerendered page, or undefined for a path that has none. */
export function pageMetaFor(path: string): PageMeta | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return allPages().find((page) => page.path === normalised);
}

/** The document `<title>`: the page title and the company. */
export function documentTitle(page: Pick<PageMeta, 'title'>): string {
  return `${page.title} | ${brand.company}`;
}
