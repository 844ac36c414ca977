import { Search } from 'lucide-react';
import { getStartedLink } from '../../content/navigation.ts';
import { searchCopy } from '../../content/search-page.ts';
import { BrandLogo } from './brand-logo.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileNav } from './mobile-nav.tsx';

/**
 * Fixed site header (docs/product.md#layout-menu-and-footer) over the dark heroes: transparent at the top,
 * opaque once the page is scrolled more than 10 px. The backdrop fades in with a
 * CSS scroll-driven animation (`.header-backdrop` in styles.css), with a few lines
 * of script where the browser lacks one (enhancements/header-scroll.ts). It sits
 * on its own layer because `backdrop-filter` on the header itself would become the
 * containing block of fixed descendants.
 */
export function SiteHeader() {
  return (
    <header className="site-header fixed inset-x-0 top-0 z-50 text-white">
      <div
        aria-hidden="true"
        className="header-backdrop absolute inset-0 -z-10 border-b border-white/10 bg-ink-950/95 backdrop-blur-md"
      />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        {/* From 768px to 1024px the five menus and Get Started leave no room for the wordmark:
            show only the shield there; the name stays the link's accessible name. */}
        <div className="shrink-0 md:max-lg:[&_span]:sr-only">
          <BrandLogo />
        </div>
        <DesktopNav />
        <div className="flex shrink-0 items-center gap-2 md:gap-3">
          {/* A link, not a box: the search page works as a page (shareable, without script too). */}
          <a
            href={searchCopy.headerLink.href}
            aria-label={searchCopy.headerLink.text}
            title={searchCopy.headerLink.text}
            className="grid size-10 place-items-center rounded-lg text-slate-200 hover:bg-white/10 hover:text-white"
          >
            <Search aria-hidden="true" className="size-5" />
          </a>
          <a
            href={getStartedLink.path}
            className="hidden shrink-0 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 md:block"
          >
            {getStartedLink.title}
          </a>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
