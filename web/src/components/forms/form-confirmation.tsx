import { CircleCheck } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import type { ConfirmationCopy } from '../../content/forms.ts';
import { formButtonClass } from './field-styles.ts';
import { NextSteps } from './next-steps.tsx';

export interface FormConfirmationProps {
  copy: Pick<ConfirmationCopy<never>, 'title' | 'next' | 'sendAnother'>;
  /** What was sent, in one sentence (`copy.summary` of the sent values). */
  summary: string;
  /** The heading's ref: it takes focus when the confirmation appears (`useJsonForm`'s `confirmationRef`). */
  headingRef: Ref<HTMLHeadingElement>;
  /** Brings back the empty form (`useJsonForm`'s `sendAnother`). */
  onSendAnother: () => void;
  /** Another way out, after "send another" (the dialog's Close). */
  action?: ReactNode;
}

/**
 * The confirmation that stays in a form's place after a successful send
 * (docs/product.md#the-confirmation): what was sent, what happens next and a button
 * to send another. Its heading takes focus, so a screen reader announces it.
 */
export function FormConfirmation({ copy, summary, headingRef, onSendAnother, action }: FormConfirmationProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const summaryId = `${id}-summary`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-emerald-700/30 bg-white p-5 sm:p-6">
      <div className="flex gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
        <div className="min-w-0">
          <h3
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            aria-describedby={summaryId}
            className="text-xl font-bold tracking-tight text-slate-900 outline-none"
          >
            {copy.title}
          </h3>
          <p id={summaryId} className="mt-2 text-slate-700 wrap-anywhere">
            {summary}
          </p>
          <NextSteps copy={copy.next} className="mt-3 text-sm text-slate-600" />
        </div>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => onSendAnother()} className={formButtonClass.secondary}>
          {copy.sendAnother}
        </button>
        {action}
      </div>
    </section>
  );
}
