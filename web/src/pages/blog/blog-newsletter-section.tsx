import { Mail } from 'lucide-react';
import { Island } from '../../islands/island.tsx';
import { blogNewsletterCopy } from '../../content/blog-page.ts';

/** The newsletter section of every blog page, around the shared signup form. */
export function BlogNewsletterSection() {
  return (
    <section aria-labelledby="blog-newsletter-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center sm:p-12">
          <span className="mx-auto inline-flex size-12 items-center justify-center rounded-xl bg-brand-600/10 text-brand-700">
            <Mail aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {blogNewsletterCopy.eyebrow}
          </p>
          <h2
            id="blog-newsletter-heading"
            className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {blogNewsletterCopy.title}
          </h2>
          <p className="mt-4 text-slate-600">{blogNewsletterCopy.intro}</p>
          <div className="mx-auto mt-8 max-w-xl text-left">
            <Island name="newsletter-form" props={{ source: 'blog' }} />
          </div>
        </div>
      </div>
    </section>
  );
}
