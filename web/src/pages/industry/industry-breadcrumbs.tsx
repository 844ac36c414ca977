import { ChevronRight } from 'lucide-react';
import { industryPageCopy as copy } from '../../content/industry-page.ts';

/** Industries → the current industry, just below the hero. */
export function IndustryBreadcrumbs({ industryName }: { industryName: string }) {
  return (
    <nav aria-label={copy.breadcrumbLabel} className="border-b border-slate-200 bg-white">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 text-sm text-slate-600 sm:px-6 lg:px-8">
        <li>
          {/* A plain link: the target is an anchor on the home page, which the router does not scroll to. */}
          <a href={copy.breadcrumbRoot.href} className="rounded font-medium text-brand-700 hover:underline">
            {copy.breadcrumbRoot.text}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
          <span aria-current="page" className="font-medium text-slate-900">
            {industryName}
          </span>
        </li>
      </ol>
    </nav>
  );
}
