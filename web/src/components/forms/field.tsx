import { useId } from 'react';
import { formCommonCopy } from '../../content/forms.ts';
import { FieldError } from './field-error.tsx';
import { labelClass, mutedClass, type FieldTone } from './field-styles.ts';

/** What `Field` gives its control so label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** The field's current message; shown under the control and announced. */
  error?: string | undefined;
  /** Shows the required marker (the control itself carries `required`). */
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** A short help text under the label, read with the control. */
  hint?: string;
  /** Hides the label visually (still read by screen readers). */
  hideLabel?: boolean;
  tone?: FieldTone;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}

/** A label, an optional hint, the control and its error message, all tied together by ids. */
export function Field({
  label,
  error,
  required,
  optional,
  hint,
  hideLabel,
  tone = 'light',
  className,
  children,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClass[tone]}>
        {label}
        {/* The control's `required` is what assistive technology reads; the asterisk is for the eye. */}
        {required ? (
          <span aria-hidden="true" className={tone === 'dark' ? 'text-brand-400' : 'text-brand-700'}>
            {' *'}
          </span>
        ) : null}
        {optional ? (
          <>
            {' '}
            <span className={mutedClass[tone]}>{formCommonCopy.optionalMarker}</span>
          </>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={`mt-1 text-sm ${mutedClass[tone]}`}>
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <FieldError id={errorId} message={error} tone={tone} />
    </div>
  );
}
