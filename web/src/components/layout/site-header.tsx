import { Link } from 'react-router-dom';
import { getStartedLink } from '../../content/navigation.ts';
import { cx } from '../../lib/cx.ts';
import { BrandLogo } from './brand-logo.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { useScrolled } from './use-scrolled.ts';

/**
 * Fixed site header (SPEC.md §2) over the dark heroes: transparent at the top, opaque once
 * the page is scrolled. The backdrop sits on its own layer because `backdrop-filter` on the
 * header itself would become the containing block of the mobile menu's fixed overlay.
 */
export function SiteHeader() {
  const scrolled = useScrolled();
  return (
    <header data-opaque={scrolled || undefined} className="fixed inset-x-0 top-0 z-50 text-white">
      <div
        aria-hidden="true"
        className={cx(
          'absolute inset-0 -z-10 border-b border-white/10 bg-ink-950/95 backdrop-blur-md transition-opacity duration-300',
          !scrolled && 'opacity-0',
        )}
      />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        {/* From 768px to 1024px the five menus and Get Started leave no room for the wordmark:
            show only the shield there; the name stays the link's accessible name. */}
        <div className="shrink-0 md:max-lg:[&_span]:sr-only">
          <BrandLogo />
        </div>
        <DesktopNav />
        <Link
          to={getStartedLink.path}
          className="hidden shrink-0 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 md:block"
        >
          {getStartedLink.title}
        </Link>
        <MobileNav />
      </div>
    </header>
  );
}
