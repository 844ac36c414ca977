/**
 * What the front matter of a post's Markdown file (shared/src/content/posts/)
 * must hold. The blog build checks every file against it and stops on the first
 * file that breaks it, naming the file and the field.
 */
import * as z from 'zod';
import { blogCategories, coverArtworks } from './blog-taxonomy.ts';

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const blogFrontMatterSchema = z.strictObject({
  /** The post's number: its address is /blog/{id}, and its file name starts with it. */
  id: z.int().positive(),
  title: text(10, 120),
  /** The card's and the previews' summary. */
  excerpt: text(40, 300),
  /** Publication day, ISO `YYYY-MM-DD`. */
  date: z.iso.date(),
  author: text(2, 80),
  category: z.enum(blogCategories),
  tags: z.array(text(2, 40)).min(1).max(6),
  cover: z.strictObject({
    artwork: z.enum(coverArtworks),
    /** What the cover shows, for visitors who can't see it. */
    alt: text(10, 200),
  }),
});

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;
