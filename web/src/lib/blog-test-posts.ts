/** Test helper: a blog post with defaults, for logic tests that need posts of their own. */
import type { BlogPost } from '@ferrum/shared/content/blog';

export function testPost(overrides: Partial<BlogPost> & Pick<BlogPost, 'id'>): BlogPost {
  return {
    title: `Post ${overrides.id}`,
    excerpt: 'An excerpt.',
    date: '2025-01-01',
    author: 'A. Writer',
    category: 'Best Practices',
    tags: [],
    cover: { artwork: 'network', alt: 'A network drawing' },
    wordCount: 1000,
    readingMinutes: 4,
    sections: [],
    ...overrides,
  };
}
