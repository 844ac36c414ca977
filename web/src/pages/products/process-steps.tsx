import type { Step } from '@ferrum/shared/content/types';
import { Icon } from '../../components/ui/icon.tsx';

/** A numbered process (an ordered list): number badge, optional icon, title (h3) and description per step. */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
            >
              {index + 1}
            </span>
            {step.icon ? (
              <span className="text-brand-700">
                <Icon name={step.icon} />
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
