/**
 * The site menu and the footer's link lists (docs/product.md#layout-menu-and-footer). Paths come from the
 * shared page table; labels are the menu's own words.
 */
import { brand, industryPath, pages } from '@ferrum/shared';
import { industryList as industries } from '@ferrum/shared/content/industry-directory';

export interface NavLink {
  title: string;
  path: string;
  /** Nested flyout items (Software → Cyber Digital Twin). */
  children?: readonly NavLink[];
}

export interface NavMenu {
  title: string;
  items: readonly NavLink[];
}

export const mainMenu: readonly NavMenu[] = [
  {
    title: 'Products',
    items: [
      {
        title: 'Software',
        path: pages.software.path,
        children: [{ title: 'Cyber Digital Twin', path: pages.digitalTwin.path }],
      },
      { title: 'Hardware', path: pages.hardware.path, children: [{ title: 'Data Diode', path: pages.dataDiode.path }] },
    ],
  },
  { title: 'Services', items: [{ title: 'MDR', path: pages.mdr.path }] },
  {
    title: 'Industries',
    items: industries.map((industry) => ({ title: industry.name, path: industryPath(industry.slug) })),
  },
  {
    title: 'Resources',
    items: [
      { title: 'Blog', path: pages.blog.path },
      { title: 'Partners', path: pages.partners.path },
      { title: brand.academy, path: pages.academy.path },
    ],
  },
  {
    title: 'Company',
    items: [
      { title: 'About Us', path: pages.about.path },
      { title: 'Events', path: pages.events.path },
      { title: 'Careers', path: pages.careers.path },
      { title: 'Contact Us', path: pages.contact.path },
    ],
  },
];

export const getStartedLink: NavLink = { title: 'Get Started', path: pages.contact.path };

/** Footer columns: two products, five industries and a link to the rest. */
export const footerLinks = {
  products: [
    { title: 'Cyber Digital Twin', path: pages.digitalTwin.path },
    { title: 'Data Diode', path: pages.dataDiode.path },
  ],
  industries: industries.slice(0, 5).map((industry) => ({ title: industry.name, path: industryPath(industry.slug) })),
  moreIndustries: { title: 'More Industries →', path: '/#industries' },
  company: [
    { title: 'About Us', path: pages.about.path },
    { title: 'Careers', path: pages.careers.path },
    { title: 'Events', path: pages.events.path },
    { title: 'Blog', path: pages.blog.path },
  ],
  legal: [
    { title: 'Privacy Policy', path: pages.privacy.path },
    { title: 'Terms of Service', path: pages.terms.path },
    { title: 'Report a Vulnerability', path: pages.security.path },
  ],
} as const;
