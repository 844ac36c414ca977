import { Tag } from 'lucide-react';
import { blogPostCopy } from '../../content/blog-page.ts';
import { TagLink } from './tag-link.tsx';

/** All of a post's tags, each linking to its tag page. */
export function PostTags({ tags }: { tags: readonly string[] }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className="inline-flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Tag aria-hidden="true" className="size-4" />
        {blogPostCopy.tagsTitle}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <TagLink tag={tag} className="px-3 py-1.5 text-sm" />
          </li>
        ))}
      </ul>
    </div>
  );
}
