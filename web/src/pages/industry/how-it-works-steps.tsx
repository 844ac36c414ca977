import type { Step } from '@ferrum/shared/content/types';
import { Icon } from '../../components/ui/icon.tsx';

/** Numbered steps of an industry's How It Works section (Water). */
export function HowItWorksSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            {step.icon ? (
              <span className="flex size-9 items-center justify-center rounded-lg bg-red-50 text-brand-700">
                <Icon name={step.icon} className="size-5" />
              </span>
            ) : null}
          </div>
          <h3 className="mt-5 text-lg font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-2 text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
