import { Calendar, Clock, User } from 'lucide-react';
import { blogCategoryPath, blogPostPath } from '@ferrum/shared';
import type { BlogPost } from '@ferrum/shared/content/blog';
import { blogListCopy, blogPostCopy } from '../../content/blog-page.ts';
import { formatLongDate } from '@ferrum/shared/format-date';
import { PostCover } from './post-cover.tsx';
import { TagLink } from './tag-link.tsx';

/** A post card shows the post's first two tags (docs/product.md#constants). */
export const CARD_TAG_COUNT = 2;

/** A post in a list: cover, category, title, excerpt, date, author, reading time and its first two tags. */
export function PostCard({ post }: { post: BlogPost }) {
  const path = blogPostPath(post.id);
  return (
    // Its words belong to the post it previews: the site search finds them there, not on every list.
    <article
      data-pagefind-ignore
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <PostCover artwork={post.cover.artwork} />
      <div className="flex flex-1 flex-col p-6">
        <a
          href={blogCategoryPath(post.category)}
          className="self-start text-xs font-semibold tracking-wide text-brand-700 uppercase hover:underline"
        >
          {post.category}
        </a>
        <h3 className="mt-2 text-lg font-bold text-slate-900 text-balance">
          <a href={path} className="hover:text-brand-700">
            {post.title}
          </a>
        </h3>
        <p className="mt-3 flex-1 text-sm text-slate-600">{post.excerpt}</p>
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <li className="inline-flex items-center gap-1.5">
            <Calendar aria-hidden="true" className="size-3.5" />
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          </li>
          <li className="inline-flex items-center gap-1.5">
            <User aria-hidden="true" className="size-3.5" />
            {post.author}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-3.5" />
            {blogListCopy.readingTime(post.readingMinutes)}
          </li>
        </ul>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <ul className="flex flex-wrap gap-2" aria-label={blogPostCopy.tagsTitle}>
            {post.tags.slice(0, CARD_TAG_COUNT).map((tag) => (
              <li key={tag}>
                <TagLink tag={tag} />
              </li>
            ))}
          </ul>
          <a href={path} className="text-sm font-semibold text-brand-700 hover:underline">
            {blogListCopy.readMore}
            {/* Part of the link text, so the link says where it goes (also for Lighthouse's link-text audit). */}
            <span className="sr-only"> – {post.title}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
