import type { BlogPost } from '@ferrum/shared/content/blog';
import { cx } from '../../lib/cx.ts';
import { PostCard } from './post-card.tsx';

/** Post cards in a responsive grid: one column on phones, up to `columns` on wide screens. */
export function PostGrid({ posts, columns = 3 }: { posts: readonly BlogPost[]; columns?: 2 | 3 }) {
  return (
    <ul className={cx('grid gap-8 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
      {posts.map((post) => (
        <li key={post.id} className="flex">
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
