import type { FieldTone } from './field-styles.ts';
import { controlClass } from './field-styles.ts';
import { Field, type FieldProps } from './field.tsx';

export type TextAreaFieldProps = Omit<FieldProps, 'children'> &
  Omit<React.ComponentPropsWithRef<'textarea'>, 'id' | 'className' | 'children'> & { tone?: FieldTone };

/** A labelled multi-line input; spread react-hook-form's `register(name)` into it. */
export function TextAreaField({
  label,
  error,
  required,
  optional,
  hint,
  hideLabel,
  tone = 'light',
  className,
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field {...{ label, error, required, optional, hint, hideLabel, tone, className }}>
      {(control) => (
        <textarea
          rows={rows}
          {...textarea}
          {...control}
          required={required}
          className={controlClass(tone, 'mt-1.5 min-h-32 resize-y')}
        />
      )}
    </Field>
  );
}
