import { useId } from 'react';
import { popularTags } from '@ferrum/shared/content/blog';
import { blogListCopy } from '../../content/blog-page.ts';
import { TagLink } from './tag-link.tsx';

/** The eight popular tags, each linking to its tag page. */
export function PopularTags() {
  const headingId = useId();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {blogListCopy.sidebar.tagsTitle}
      </h2>
      <ul aria-labelledby={headingId} className="mt-4 flex flex-wrap gap-2">
        {popularTags.map((tag) => (
          <li key={tag}>
            <TagLink tag={tag} className="px-3 py-1.5 text-sm" />
          </li>
        ))}
      </ul>
    </div>
  );
}
