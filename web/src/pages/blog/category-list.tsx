import { useId } from 'react';
import { blogCategoryPath } from '@ferrum/shared';
import { blogListCopy } from '../../content/blog-page.ts';
import { categoryCounts } from '../../lib/blog-filter.ts';

/** The eight categories with their post counts, each linking to its category page. */
export function CategoryList() {
  const { sidebar } = blogListCopy;
  const headingId = useId();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {sidebar.categoriesTitle}
      </h2>
      <ul aria-labelledby={headingId} className="mt-4 divide-y divide-slate-100">
        {categoryCounts().map(({ category, count }) => (
          <li key={category} className="flex items-center justify-between gap-3">
            <a href={blogCategoryPath(category)} className="flex-1 py-2.5 text-sm text-slate-700 hover:text-brand-700">
              {category}
            </a>
            {/* The count sits beside the link so the link's name stays the category's name. */}
            <span className="min-w-7 rounded-full bg-slate-100 px-2 py-0.5 text-center text-xs font-semibold text-slate-700">
              <span aria-hidden="true">{count}</span>
              <span className="sr-only">{sidebar.categoryCount(count)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
