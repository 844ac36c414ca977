import { ChevronDown } from 'lucide-react';
import type { BlogPostSection } from '@ferrum/shared/content/blog';
import { blogPostCopy } from '../../content/blog-page.ts';

/** Articles with this many sections or more list them above the text. */
export const CONTENTS_MIN_SECTIONS = 3;

/**
 * "In this article": links to the article's sections, for articles long enough
 * to need them. Folded (a native disclosure, no script) so the text itself
 * starts in the first screen; one tap lists the sections.
 */
export function ArticleContents({ headings }: { headings: readonly BlogPostSection[] }) {
  const sections = headings.filter((heading) => heading.level === 2);
  if (sections.length < CONTENTS_MIN_SECTIONS) return null;
  return (
    <nav aria-label={blogPostCopy.contentsTitle} className="mb-8">
      <details className="group rounded-2xl border border-slate-200 bg-slate-50">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
          <span>
            {blogPostCopy.contentsTitle}
            <span className="font-normal text-slate-600"> · {blogPostCopy.contentsCount(sections.length)}</span>
          </span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <ol className="list-decimal space-y-2 px-5 pb-5 pl-10 text-slate-700 marker:text-slate-500">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
