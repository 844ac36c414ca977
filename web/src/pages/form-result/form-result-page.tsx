import type { FormId, FormOutcome } from '@ferrum/shared';
import { NextSteps } from '../../components/forms/next-steps.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { fieldMessages, formResultCopy, keepTypedHint } from '../../content/form-results.ts';

/**
 * Where a form post without JavaScript lands (303 from the API): the toast's
 * words for the outcome (docs/product.md#form-messages), what happens next after a sent
 * message or application (the confirmation's sentences, docs/product.md#the-confirmation), the
 * field messages when the form needs a change (the page script keeps only the rejected ones,
 * named in `?fields=`), and the way back.
 */
export function FormResultPage({ form, outcome }: { form: FormId; outcome: FormOutcome }) {
  const copy = formResultCopy[form];
  const { title, description } = copy.outcomes[outcome]!;
  const succeeded = outcome === 'success';
  return (
    <>
      <PageHero title={title} subtitle={copy.label} description={description} accent={succeeded ? 'green' : 'red'} />
      <section aria-label={copy.label} className="bg-white px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          {outcome === 'invalid' ? (
            <ul className="mx-auto max-w-md space-y-2 text-left">
              {fieldMessages(form).map(({ name, label, message }) => (
                <li
                  key={name}
                  data-field-message={name}
                  className="rounded-lg border border-brand-700/30 bg-brand-600/5 p-3"
                >
                  <strong className="font-semibold text-slate-900">{label}:</strong>{' '}
                  <span className="text-brand-700">{message}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {succeeded && copy.next ? (
            <>
              <h2 className="text-2xl font-bold tracking-tight text-slate-900">{copy.next.title}</h2>
              <NextSteps copy={copy.next} className="mt-4 text-slate-600" />
            </>
          ) : null}
          {succeeded ? null : <p className="mt-6 text-slate-600">{keepTypedHint}</p>}
          <ButtonLink href={copy.back.href} backArrow className="mt-8">
            {copy.back.text}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
