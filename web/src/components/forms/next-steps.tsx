import type { NextStepsCopy } from '../../content/forms.ts';
import { cx } from '../../lib/cx.ts';

/**
 * What happens after a message or an application is sent (docs/product.md#the-confirmation): the
 * same sentences in the form's confirmation and on its result page without JavaScript.
 */
export function NextSteps({ copy, className }: { copy: NextStepsCopy; className?: string }) {
  const { lead, line } = copy.reach;
  return (
    <div className={cx('space-y-2', className)}>
      {copy.steps.map((step) => (
        <p key={step}>{step}</p>
      ))}
      <p>
        {lead}{' '}
        <a
          href={line.href}
          className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4 hover:text-brand-600"
        >
          {line.value}
        </a>
        .
      </p>
    </div>
  );
}
