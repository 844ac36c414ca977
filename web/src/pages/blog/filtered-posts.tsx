import { FileSearch } from 'lucide-react';
import type { BlogPost } from '@ferrum/shared/content/blog';
import { blogFilterCopy } from '../../content/blog-page.ts';
import { BackToBlogLink } from './back-to-blog-link.tsx';
import { BlogSidebar } from './blog-sidebar.tsx';
import { PostGrid } from './post-grid.tsx';

export interface FilteredPostsProps {
  posts: readonly BlogPost[];
  /** The empty state's message, naming the category or tag (docs/product.md#error-screens). */
  emptyMessage: string;
}

/** The posts of a category or tag page, or "No articles found" when there are none; the blog's sidebar beside them. */
export function FilteredPosts({ posts, emptyMessage }: FilteredPostsProps) {
  const { noArticlesFound } = blogFilterCopy;
  return (
    <section aria-labelledby="filtered-posts-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-3 lg:gap-10 lg:px-8">
        <div className="lg:col-span-2">
          <div className="mb-8">
            <BackToBlogLink link={blogFilterCopy.backLink} />
          </div>
          {posts.length > 0 ? (
            <>
              <h2
                id="filtered-posts-heading"
                className="mb-8 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
              >
                {blogFilterCopy.resultsTitle(posts.length)}
              </h2>
              <PostGrid posts={posts} columns={2} />
            </>
          ) : (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              <FileSearch aria-hidden="true" className="mx-auto size-10 text-slate-500" />
              <h2 id="filtered-posts-heading" className="mt-4 text-2xl font-bold text-slate-900">
                {noArticlesFound.title}
              </h2>
              <p className="mt-3 text-slate-600">{emptyMessage}</p>
            </div>
          )}
        </div>
        <BlogSidebar />
      </div>
    </section>
  );
}
