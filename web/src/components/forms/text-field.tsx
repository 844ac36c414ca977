import { cx } from '../../lib/cx.ts';
import { controlClass } from './field-styles.ts';
import { Field, splitFieldProps, type FieldWithControlProps } from './field.tsx';

export type TextFieldProps = FieldWithControlProps<'input'> & { inputClassName?: string };

/** A labelled single-line input; spread react-hook-form's `register(name)` into it. */
export function TextField({ inputClassName, ...props }: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <input
          type="text"
          {...input}
          {...control}
          required={field.required}
          className={controlClass(field.tone, cx('mt-1.5', inputClassName))}
        />
      )}
    </Field>
  );
}
