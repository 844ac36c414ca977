import { controlClass } from './field-styles.ts';
import { Field, splitFieldProps, type FieldWithControlProps } from './field.tsx';

export type TextAreaFieldProps = FieldWithControlProps<'textarea'>;

/** A labelled multi-line input; spread react-hook-form's `register(name)` into it. */
export function TextAreaField({ rows = 5, ...props }: TextAreaFieldProps) {
  const [field, textarea] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          rows={rows}
          {...textarea}
          {...control}
          required={field.required}
          className={controlClass(field.tone, 'mt-1.5 min-h-32 resize-y')}
        />
      )}
    </Field>
  );
}
