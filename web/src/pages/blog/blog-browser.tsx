import { useLayoutEffect, useRef, useState } from 'react';
import { blogPosts, type BlogPost } from '@ferrum/shared/content/blog';
import { blogListCopy } from '../../content/blog-page.ts';
import { BLOG_PAGE_SIZE, visiblePage } from '../../lib/blog-paging.ts';
import { postsMatching } from '../../lib/blog-article-search.ts';
import { keepSearchQueryInAddress, searchQueryInAddress } from '../../lib/search-query-url.ts';
import { useSiteSearch } from '../../lib/use-site-search.ts';
import { BlogSearchBox } from './blog-search-box.tsx';
import { CategoryList } from './category-list.tsx';
import { LoadMoreButton } from './load-more-button.tsx';
import { NoMatchingPosts } from './no-matching-posts.tsx';
import { PopularTags } from './popular-tags.tsx';
import { PostGrid } from './post-grid.tsx';

/**
 * The blog list with its sidebar: search as you type (titles at once, the
 * articles' text through the site search), Load More in steps of six,
 * categories and popular tags. The first render (the prerendered one) shows the
 * first page of every post; words typed into the search box before the list
 * hydrated, or a search in the address (`?q=`), are read on mount and used at once.
 *
 * The search box comes first in the document and the categories after the
 * list, so on a phone the filter sits above the results and browsing below them.
 */
export function BlogBrowser({ posts = blogPosts }: { posts?: readonly BlogPost[] }) {
  const [query, setQuery] = useState('');
  const [visibleCount, setVisibleCount] = useState(BLOG_PAGE_SIZE);
  const searchInput = useRef<HTMLInputElement>(null);
  const articleSearch = useSiteSearch(query, { articlesOnly: true, limit: posts.length });
  const matches = postsMatching(posts, query, articleSearch);
  const { shown, hasMore } = visiblePage(matches, visibleCount);

  const changeQuery = (value: string) => {
    setQuery(value);
    keepSearchQueryInAddress(value);
  };

  useLayoutEffect(() => {
    const start = searchInput.current?.value.trim() || searchQueryInAddress();
    if (!start) return;
    if (searchInput.current) searchInput.current.value = start;
    changeQuery(start);
  }, []);
  const clearSearch = () => {
    changeQuery('');
    if (searchInput.current) {
      searchInput.current.value = '';
      searchInput.current.focus();
    }
  };

  return (
    <section aria-labelledby="blog-articles-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:gap-10 lg:px-8">
        <div className="lg:col-start-3 lg:row-start-1">
          <BlogSearchBox onQueryChange={changeQuery} result={{ query, count: matches.length }} inputRef={searchInput} />
        </div>
        <div className="lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <h2 id="blog-articles-heading" className="mb-8 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {blogListCopy.listTitle}
          </h2>
          {matches.length === 0 ? (
            <NoMatchingPosts query={query} onClear={clearSearch} />
          ) : (
            <>
              <PostGrid posts={shown} columns={2} />
              <LoadMoreButton hasMore={hasMore} onLoadMore={() => setVisibleCount((count) => count + BLOG_PAGE_SIZE)} />
            </>
          )}
        </div>
        <div className="space-y-8 lg:col-start-3 lg:row-start-2">
          <CategoryList />
          <PopularTags />
        </div>
      </div>
    </section>
  );
}
