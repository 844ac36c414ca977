import { PageHero } from '../../components/ui/page-hero.tsx';
import { blogListCopy } from '../../content/blog-page.ts';
import { Island } from '../../islands/island.tsx';
import { BlogNewsletterSection } from './blog-newsletter-section.tsx';

/** /blog: every post with search, Load More, categories, popular tags and the newsletter. */
export default function BlogListPage() {
  return (
    <>
      <PageHero {...blogListCopy.hero} />
      <Island name="blog-browser" props={{}} wakeOnSearch />
      <BlogNewsletterSection />
    </>
  );
}
