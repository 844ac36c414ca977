import { ButtonLink } from '../../components/ui/button-link.tsx';
import { academyPageCopy } from '../../content/academy-page.ts';

const { freeTrial, createAccount, contactSales } = academyPageCopy;

/** The free-trial offer: Start Free Trial, Create Free Account, and Contact Sales for teams. */
export function FreeTrialPanel() {
  return (
    <section id="free-trial" aria-labelledby="free-trial-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-linear-to-br from-violet-900 to-ink-950 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="free-trial-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {freeTrial.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{freeTrial.description}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <ButtonLink href={freeTrial.button.href} tone="dark" arrow>
              {freeTrial.button.text}
            </ButtonLink>
            <ButtonLink href={createAccount.href} tone="dark" variant="secondary">
              {createAccount.text}
            </ButtonLink>
          </div>
        </div>
        <p className="mt-8 text-center text-slate-700">
          {contactSales.prompt}{' '}
          <a href={contactSales.link.href} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {contactSales.link.text}
          </a>
        </p>
      </div>
    </section>
  );
}
