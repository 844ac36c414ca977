import { choosePlanPath, popularLabel, type MdrPlan } from '@ferrum/shared/content/services';
import { Check } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { cx } from '../../lib/cx.ts';

interface PlanCardProps {
  plan: MdrPlan;
  /** Label before the support tier. */
  supportLabel: string;
}

/** An MDR plan: title, subtitle, description, features, support tier and Choose Plan (to the contact form, naming the plan). */
export function PlanCard({ plan, supportLabel }: PlanCardProps) {
  return (
    <article
      className={cx(
        'relative flex w-full flex-col rounded-2xl border bg-white p-6 sm:p-8',
        plan.popular ? 'border-brand-600 shadow-xl ring-2 ring-brand-600' : 'border-slate-200 shadow-sm',
      )}
    >
      {plan.popular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1 text-xs font-semibold tracking-wide whitespace-nowrap text-white uppercase">
          {popularLabel}
        </p>
      ) : null}
      <h3 className="text-xl font-bold text-slate-900">{plan.title}</h3>
      <p className="mt-1 text-sm font-semibold text-brand-700">{plan.subtitle}</p>
      <p className="mt-4 text-slate-600">{plan.description}</p>
      <ul className="mt-6 space-y-3 border-t border-slate-200 pt-6">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-slate-700">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">
        {supportLabel}: <strong className="font-semibold text-slate-900">{plan.supportTier}</strong>
      </p>
      <div className="mt-auto pt-6">
        <ButtonLink href={choosePlanPath(plan)} variant={plan.popular ? 'primary' : 'secondary'} className="w-full">
          {plan.buttonText}
          <span className="sr-only"> – {plan.title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
