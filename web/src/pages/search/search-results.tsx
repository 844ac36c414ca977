import type { SiteSearchHit } from '../../lib/site-search.ts';
import { searchCopy } from '../../content/search-page.ts';

/** A result's excerpt: the page's own words, the searched-for ones highlighted. */
function Excerpt({ hit }: { hit: SiteSearchHit }) {
  return (
    <p className="mt-2 text-sm leading-relaxed text-slate-600">
      {hit.excerpt.map((part, position) =>
        part.marked ? (
          <mark key={position} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** The pages that match, best first: title (the link), where on the page, and an excerpt. */
export function SearchResults({ hits }: { hits: readonly SiteSearchHit[] }) {
  return (
    <ol className="mt-8 space-y-4">
      {hits.map((hit) => (
        <li key={hit.path} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">
            <a href={hit.path} className="hover:text-brand-700 hover:underline">
              {hit.title}
            </a>
          </h2>
          <p className="mt-1 text-xs text-slate-500">
            {hit.path}
            {hit.section && (
              <>
                {' · '}
                <span className="sr-only">{searchCopy.sectionLabel}: </span>
                <a href={hit.section.path} className="text-slate-600 underline-offset-2 hover:underline">
                  {hit.section.title}
                </a>
              </>
            )}
          </p>
          <Excerpt hit={hit} />
        </li>
      ))}
    </ol>
  );
}
