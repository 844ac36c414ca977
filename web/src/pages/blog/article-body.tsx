import { blogPostCopy } from '../../content/blog-page.ts';

/** The fixed generic article body every post shows (SPEC.md §2). */
export function ArticleBody() {
  return (
    <div className="space-y-6 text-lg leading-relaxed text-slate-700">
      {blogPostCopy.articleBody.map((section, index) => (
        <div key={section.heading ?? index} className="space-y-5">
          {section.heading ? <h2 className="pt-4 text-2xl font-bold text-slate-900">{section.heading}</h2> : null}
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ))}
    </div>
  );
}
