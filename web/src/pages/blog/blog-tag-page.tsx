import { useParams } from 'react-router-dom';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { blogFilterCopy } from '../../content/blog-page.ts';
import { postsWithTag } from '../../lib/blog-filter.ts';
import { BlogNewsletterSection } from './blog-newsletter-section.tsx';
import { FilteredPosts } from './filtered-posts.tsx';

/** /blog/tag/{slug}: the posts carrying a tag, under the hero "#tag", or No articles found. */
export default function BlogTagPage() {
  const { label, posts } = postsWithTag(useParams().slug ?? '');
  return (
    <>
      <PageHero {...blogFilterCopy.tagHero(label)} />
      <FilteredPosts posts={posts} emptyMessage={blogFilterCopy.noArticlesFound.tagMessage(label)} />
      <BlogNewsletterSection />
    </>
  );
}
