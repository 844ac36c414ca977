import { cx } from '../../lib/cx.ts';
import type { FieldTone } from './field-styles.ts';
import { controlClass } from './field-styles.ts';
import { Field, type FieldProps } from './field.tsx';

export type TextFieldProps = Omit<FieldProps, 'children'> &
  Omit<React.ComponentPropsWithRef<'input'>, 'id' | 'className' | 'children'> & {
    tone?: FieldTone;
    inputClassName?: string;
  };

/** A labelled single-line input; spread react-hook-form's `register(name)` into it. */
export function TextField({
  label,
  error,
  required,
  optional,
  hint,
  hideLabel,
  tone = 'light',
  className,
  inputClassName,
  ...input
}: TextFieldProps) {
  return (
    <Field {...{ label, error, required, optional, hint, hideLabel, tone, className }}>
      {(control) => (
        <input
          type="text"
          {...input}
          {...control}
          required={required}
          className={controlClass(tone, cx('mt-1.5', inputClassName))}
        />
      )}
    </Field>
  );
}
