import { describe, expect, it } from 'vitest';
import { industryPath, pageMetaFor, pages } from '@ferrum/shared';
import { industries } from '@ferrum/shared/content/industries';
import { products } from '@ferrum/shared/content/products';
import { footerLinks, getStartedLink, mainMenu, type NavLink } from './navigation.ts';

const menuLinks = mainMenu.flatMap((menu) => menu.items.flatMap((item): NavLink[] => [item, ...(item.children ?? [])]));
const footerPaths = Object.values(footerLinks)
  .flatMap((links): NavLink[] => ('path' in links ? [links] : [...links]))
  .map((link) => link.path.split('#')[0] || pages.home.path);

describe('the menu and the footer', () => {
  it('link only pages of the page table', () => {
    for (const { title, path } of [...menuLinks, getStartedLink]) expect(pageMetaFor(path), title).toBeDefined();
    for (const path of footerPaths) expect(pageMetaFor(path), path).toBeDefined();
  });

  it.each(industries.map((industry) => [industry.name, industry] as const))(
    '%s has a menu entry with its name, to its page',
    (name, industry) => {
      expect(menuLinks).toContainEqual({ title: name, path: industryPath(industry.slug) });
    },
  );

  it.each(products.map((product) => [product.name, product] as const))(
    '%s has a menu entry to its page',
    (_name, product) => {
      expect(menuLinks.map((link) => link.path)).toContain(product.path);
    },
  );

  it('never links a page twice in one menu', () => {
    for (const menu of mainMenu) {
      const paths = menu.items.flatMap((item) => [item.path, ...(item.children ?? []).map((child) => child.path)]);
      expect(new Set(paths).size, menu.title).toBe(paths.length);
    }
  });
});
