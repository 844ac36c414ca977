import type { Step } from '@ferrum/shared/content/types';
import { Icon } from './icon.tsx';

const layouts = {
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/**
 * A numbered process (an ordered list): number badge, optional icon, title (h3) and
 * description per step. Used by the product and MDR processes and Water's How It Works.
 */
export function ProcessSteps({ steps, columns = 3 }: { steps: readonly Step[]; columns?: keyof typeof layouts }) {
  return (
    <ol className={`grid gap-6 ${layouts[columns]}`}>
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
