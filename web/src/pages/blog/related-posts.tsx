import type { BlogPost } from '@ferrum/shared/content/blog';
import { blogPostCopy } from '../../content/blog-page.ts';
import { relatedPosts } from '../../lib/blog-related.ts';
import { PostGrid } from './post-grid.tsx';

/** Up to three other posts sharing the category or a tag; nothing when there are none. */
export function RelatedPosts({ post, posts }: { post: BlogPost; posts: readonly BlogPost[] }) {
  const related = relatedPosts(post, posts);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-posts-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="related-posts-heading" className="mb-8 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {blogPostCopy.relatedTitle}
        </h2>
        <PostGrid posts={related} />
      </div>
    </section>
  );
}
