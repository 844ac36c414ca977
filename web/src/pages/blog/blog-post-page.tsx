import { useParams } from 'react-router-dom';
import { articleSearchFilter } from '@ferrum/shared';
import { blogPosts } from '@ferrum/shared/content/blog';
import { blogArticleHtml } from '@ferrum/shared/content/blog-article-html';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { blogPostCopy } from '../../content/blog-page.ts';
import { findPost } from '../../lib/blog-filter.ts';
import { ArticleBody } from './article-body.tsx';
import { ArticleContents } from './article-contents.tsx';
import { BackToBlogLink } from './back-to-blog-link.tsx';
import { BlogNewsletterSection } from './blog-newsletter-section.tsx';
import { PostByline } from './post-byline.tsx';
import { PostCover } from './post-cover.tsx';
import { PostNotFound } from './post-not-found.tsx';
import { PostTags } from './post-tags.tsx';
import { RelatedPosts } from './related-posts.tsx';

/** Marks an article for the site search, so the blog's box can search articles alone. */
const articleSearchAttributes = {
  'data-pagefind-filter': `${articleSearchFilter.name}:${articleSearchFilter.value}`,
};

/** /blog/{id}: the article (with its contents when long), its tags, related posts and the newsletter; Post Not Found for any other id. */
export default function BlogPostPage() {
  const post = findPost(useParams().id);
  const html = post && blogArticleHtml(post.id);
  if (!post || !html) return <PostNotFound />;
  return (
    <>
      {/* A compact hero, the cover beside it on a wide screen only and the contents folded:
          the article's first paragraph starts in the first screen, on a phone too. */}
      <PageHero
        title={post.title}
        subtitle={post.category}
        description={post.excerpt}
        accent="blue"
        compact
        aside={<PostCover artwork={post.cover.artwork} alt={post.cover.alt} className="rounded-2xl" />}
      >
        <PostByline post={post} />
      </PageHero>
      <article className="bg-white py-8 sm:py-12" {...articleSearchAttributes}>
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <ArticleContents headings={post.sections} />
          <ArticleBody html={html} />
          <div className="mt-12 space-y-8 border-t border-slate-200 pt-8">
            <PostTags tags={post.tags} />
            <div className="flex flex-wrap items-center justify-between gap-4">
              <BackToBlogLink link={blogPostCopy.backLink} />
              <ButtonLink href={blogPostCopy.contactLink.href} arrow>
                {blogPostCopy.contactLink.text}
              </ButtonLink>
            </div>
          </div>
        </div>
      </article>
      <RelatedPosts post={post} posts={blogPosts} />
      <BlogNewsletterSection />
    </>
  );
}
