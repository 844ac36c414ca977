import { PageHero } from '../../components/ui/page-hero.tsx';
import { searchCopy } from '../../content/search-page.ts';
import { Island } from '../../islands/island.tsx';

/** /search (docs/product.md#site-search): the box and results of the site search. */
export default function SearchPage() {
  return (
    <>
      <PageHero {...searchCopy.hero} />
      <section className="bg-slate-50 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <Island name="site-search" props={{}} wakeOnSearch />
        {/* The index is read by script: without it, say so where the results would be, and offer a way on. */}
        <div className="shown-without-script mx-auto mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
          <p>{searchCopy.withoutJavaScript}</p>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
            {searchCopy.browseLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="font-medium text-brand-700 underline">
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
