import { ArrowLeft } from 'lucide-react';
import { Island } from '../../islands/island.tsx';
import { FormPanel } from '../../components/forms/form-panel.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { academySignupCopy as copy } from '../../content/academy-page.ts';
import { CheckList } from './check-list.tsx';

/** /resources/academy/signup: what the trial includes and "Notify me when sign-up opens" (docs/product.md#academy). */
export default function AcademySignupPage() {
  return (
    <>
      <PageHero {...copy.hero} />
      <section aria-labelledby="trial-heading" className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="trial-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              {copy.trial.title}
            </h2>
            <div className="mt-8">
              <CheckList points={copy.trial.points} />
            </div>
          </div>
          <FormPanel id="notify" title={copy.notify.title} intro={copy.notify.description}>
            <Island name="newsletter-form" props={{ source: 'academy-signup' }} />
          </FormPanel>
        </div>
        <div className="mx-auto mt-12 flex max-w-6xl flex-col gap-4 px-4 text-slate-700 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <a
            href={copy.backLink.href}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.backLink.text}
          </a>
          <p>
            {copy.contactSales.prompt}{' '}
            <a
              href={copy.contactSales.link.href}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {copy.contactSales.link.text}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
