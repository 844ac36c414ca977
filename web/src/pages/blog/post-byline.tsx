import { Calendar, Clock, FolderOpen, User } from 'lucide-react';
import { blogCategoryPath } from '@ferrum/shared';
import type { BlogPost } from '@ferrum/shared/content/blog';
import { blogListCopy, blogPostCopy } from '../../content/blog-page.ts';
import { formatLongDate } from '@ferrum/shared/format-date';

/** Date, author, category and reading time of a post, under its title in the dark hero. */
export function PostByline({ post }: { post: BlogPost }) {
  return (
    <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
      <li className="inline-flex items-center gap-2">
        <Calendar aria-hidden="true" className="size-4" />
        <time dateTime={post.date}>{formatLongDate(post.date)}</time>
      </li>
      <li className="inline-flex items-center gap-2">
        <User aria-hidden="true" className="size-4" />
        {blogPostCopy.byline(post.author)}
      </li>
      <li className="inline-flex items-center gap-2">
        <FolderOpen aria-hidden="true" className="size-4" />
        <span className="sr-only">{blogPostCopy.categoryLabel}: </span>
        <a href={blogCategoryPath(post.category)} className="text-white underline-offset-4 hover:underline">
          {post.category}
        </a>
      </li>
      <li className="inline-flex items-center gap-2">
        <Clock aria-hidden="true" className="size-4" />
        {blogListCopy.readingTime(post.readingMinutes)}
      </li>
    </ul>
  );
}
