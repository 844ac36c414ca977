import { legalSectionId as sectionId, tableOfContentsTitle, type LegalSection } from '@ferrum/shared/content/legal';

/** The body of a legal page (privacy, terms, the vulnerability policy): a table of contents and one `<h2>` per section. */
export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <div className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 lg:px-8">
        <nav aria-labelledby="contents-heading" className="mb-12 lg:mb-0">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-24">
            {/* Not a heading: the document's <h2>s are its sections, one each. */}
            <p id="contents-heading" className="text-sm font-semibold tracking-wider text-slate-900 uppercase">
              {tableOfContentsTitle}
            </p>
            <ol className="mt-4 space-y-2 text-sm">
              {sections.map((section) => (
                <li key={section.heading}>
                  <a
                    href={`#${sectionId(section.heading)}`}
                    className="text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="max-w-3xl text-base leading-7 text-slate-700">
          {sections.map((section) => (
            <section key={section.heading} id={sectionId(section.heading)} className="mb-12 last:mb-0">
              <h2 className="text-2xl font-bold tracking-tight text-slate-900">{section.heading}</h2>
              <div className="mt-4 space-y-4">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.bullets ? (
                  <ul className="list-disc space-y-2 pl-6 marker:text-slate-500">
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                ) : null}
                {section.afterBullets?.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
