import type { BlogPostSection } from '@ferrum/shared/content/blog';
import { blogPostCopy } from '../../content/blog-page.ts';

/** Articles with this many sections or more list them above the text. */
export const CONTENTS_MIN_SECTIONS = 3;

/** "In this article": links to the article's sections, for articles long enough to need them. */
export function ArticleContents({ headings }: { headings: readonly BlogPostSection[] }) {
  const sections = headings.filter((heading) => heading.level === 2);
  if (sections.length < CONTENTS_MIN_SECTIONS) return null;
  return (
    <nav aria-labelledby="article-contents-title" className="mb-12 rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="article-contents-title" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
        {blogPostCopy.contentsTitle}
      </h2>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-700 marker:text-slate-500">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
