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

/** The tone a field takes unless told. */
const defaultTone: FieldTone = 'light';

/** `Field`'s own props, without its control. */
export type OwnFieldProps = Omit<FieldProps, 'children'>;

/** A field component's props: `Field`'s own, and those its control (`<input>`, `<textarea>`) is given. */
export type FieldWithControlProps<Control extends 'input' | 'textarea'> = OwnFieldProps &
  Omit<React.ComponentPropsWithRef<Control>, 'id' | 'className' | 'children'>;

/** Which props are `Field`'s (the type checker holds this list to `OwnFieldProps`). */
const ownFieldProps: Record<keyof OwnFieldProps, true> = {
  label: true,
  error: true,
  required: true,
  optional: true,
  hint: true,
  hideLabel: true,
  tone: true,
  className: true,
};

/**
 * Splits a field component's props into `Field`'s (with its tone resolved) and the rest,
 * which go to the control.
 */
export function splitFieldProps<Props extends OwnFieldProps>(
  props: Props,
): [OwnFieldProps & { tone: FieldTone }, Omit<Props, keyof OwnFieldProps>] {
  const field: Record<string, unknown> = {};
  const control: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) (name in ownFieldProps ? field : control)[name] = value;
  return [
    { ...(field as OwnFieldProps), tone: props.tone ?? defaultTone },
    control as Omit<Props, keyof OwnFieldProps>,
  ];
}

/** A label, an optional hint, the control and its error message, all tied together by ids. */
export function Field({
  label,
  error,
  required,
  optional,
  hint,
  hideLabel,
  tone = defaultTone,
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
