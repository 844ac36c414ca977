/**
 * Blog pages copy (docs/product.md#blog-list, #blog-post, #category-and-tag-pages).
 * Posts, categories and tags are in `@ferrum/shared/content/blog`; the
 * newsletter section's words belong to the newsletter form.
 */
import { brand, pages } from '@ferrum/shared';
import type { HeroCopy, LinkCopy } from '@ferrum/shared/content/types';

export const blogListCopy = {
  hero: {
    title: `${brand.company} Blog`,
    subtitle: 'Insights',
    description:
      'Analysis, guidance and lessons from the field on OT security, digital twins, data diodes, compliance and AI in industrial environments.',
    accent: 'blue',
  },
  listTitle: 'Latest Articles',
  readMore: 'Read More',
  /** Minutes-to-read label on a card. */
  readingTime: (minutes: number) => `${minutes} min read`,
  /** The live count under the search box: every post, or how many match the query. */
  resultCount: (count: number, query: string) => {
    const articles = `${count} ${count === 1 ? 'article' : 'articles'}`;
    return query.trim() ? `${articles} matching “${query.trim()}”` : `Showing ${articles}`;
  },
  loadMore: 'Load More Articles',
  /** The Load More button, disabled, once every post is shown. */
  allLoaded: 'All articles loaded',
  noMatches: {
    title: 'No articles match',
    message: (query: string) => `No articles match “${query}”. Try another word or browse the categories.`,
    clearSearch: 'Clear search',
  },
  sidebar: {
    searchTitle: 'Search',
    searchLabel: 'Search articles',
    searchPlaceholder: 'Search articles...',
    categoriesTitle: 'Categories',
    /** Accessible count next to a category, e.g. "2 articles". */
    categoryCount: (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`,
    tagsTitle: 'Popular Tags',
  },
} as const;

export const blogPostCopy = {
  backLink: { text: 'Back to Blog', href: pages.blog.path },
  byline: (author: string) => `By ${author}`,
  /** Label of the post's category link in the hero. */
  categoryLabel: 'Category',
  tagsTitle: 'Tags',
  relatedTitle: 'Related Articles',
  /** Above an article with three or more sections: links to each. */
  contentsTitle: 'In this article',
  /** Beside the folded contents' title: how many sections it lists. */
  contentsCount: (count: number) => `${count} sections`,
  contactLink: { text: 'Contact our team', href: pages.contact.path },
} as const;

/** Unknown or non-numeric post id (docs/product.md#error-screens). */
export const postNotFoundCopy = {
  title: 'Post Not Found',
  code: 'Error 404',
  message: "The blog post you're looking for doesn't exist or has been moved.",
  backLink: { text: 'Back to Blog', href: pages.blog.path },
} as const satisfies { title: string; code: string; message: string; backLink: LinkCopy };

/** Category and tag pages (docs/product.md#category-and-tag-pages). The tag hero title is "#" followed by the tag. */
export const blogFilterCopy = {
  categoryHero: (category: string): HeroCopy => ({
    title: category,
    subtitle: 'Category',
    description: `Articles from the ${brand.company} team on ${category.toLowerCase()}.`,
    accent: 'blue',
  }),
  tagHero: (tag: string): HeroCopy => ({
    title: `#${tag}`,
    subtitle: 'Tag',
    description: `Articles from the ${brand.company} team tagged ${tag}.`,
    accent: 'blue',
  }),
  noArticlesFound: {
    title: 'No articles found',
    categoryMessage: (category: string) => `There are no articles in the category “${category}” yet.`,
    tagMessage: (tag: string) => `There are no articles tagged “${tag}” yet.`,
  },
  backLink: { text: 'Back to Blog', href: pages.blog.path },
  /** Heading over the matching posts. */
  resultsTitle: (count: number) => `${count} ${count === 1 ? 'Article' : 'Articles'}`,
} as const;

/** The section around the newsletter form on every blog page (the form brings its own field and button words). */
export const blogNewsletterCopy = {
  eyebrow: 'Newsletter',
  title: 'Stay Ahead of Industrial Threats',
  intro: `New articles, advisories and event invitations from the ${brand.company} team, about once a month. No spam; unsubscribe at any time.`,
} as const;
