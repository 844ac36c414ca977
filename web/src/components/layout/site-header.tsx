import { Link } from 'react-router-dom';
import { getStartedLink } from '../../content/navigation.ts';
import { BrandLogo } from './brand-logo.tsx';

/** Fixed site header. */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-50 bg-ink-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <Link to={getStartedLink.path} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white">
          {getStartedLink.title}
        </Link>
      </div>
    </header>
  );
}
