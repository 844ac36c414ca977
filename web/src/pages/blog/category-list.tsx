import { Link } from 'react-router-dom';
import { blogCategoryPath } from '@ferrum/shared';
import { blogListCopy } from '../../content/blog-page.ts';
import { categoryCounts } from '../../lib/blog-filter.ts';

/** The eight categories with their post counts, each linking to its category page. */
export function CategoryList() {
  const { sidebar } = blogListCopy;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">{sidebar.categoriesTitle}</h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {categoryCounts().map(({ category, count }) => (
          <li key={category}>
            <Link
              to={blogCategoryPath(category)}
              className="flex items-center justify-between gap-3 py-2.5 text-sm text-slate-700 hover:text-brand-700"
            >
              <span>{category}</span>
              <span
                aria-hidden="true"
                className="min-w-7 rounded-full bg-slate-100 px-2 py-0.5 text-center text-xs font-semibold text-slate-700"
              >
                {count}
              </span>
              <span className="sr-only">, {sidebar.categoryCount(count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
