import { useParams } from 'react-router-dom';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { blogFilterCopy } from '../../content/blog-page.ts';
import { postsInCategory } from '../../lib/blog-filter.ts';
import { BlogNewsletterSection } from './blog-newsletter-section.tsx';
import { FilteredPosts } from './filtered-posts.tsx';

/**
 * /blog/category/{slug}: the posts in a category (slug matching: docs/product.md#category-and-tag-pages), or
 * No articles found.
 */
export default function BlogCategoryPage() {
  const { label, posts } = postsInCategory(useParams().slug ?? '');
  return (
    <>
      <PageHero {...blogFilterCopy.categoryHero(label)} />
      <FilteredPosts posts={posts} emptyMessage={blogFilterCopy.noArticlesFound.categoryMessage(label)} />
      <BlogNewsletterSection />
    </>
  );
}
