import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** What the form fills in itself: the copy's label and placeholder, the message and react-hook-form's binding. */
type Bound = 'label' | 'placeholder' | 'error' | 'name' | 'ref' | 'onChange' | 'onBlur';

/**
 * A field as a form declares it: the checks the browser makes without JavaScript
 * (`required`, `minLength`, `type`...), autofill hints and layout. `multiline` makes it a textarea.
 */
export type FieldSpec =
  ({ multiline?: false } & Omit<TextFieldProps, Bound>) | ({ multiline: true } & Omit<TextAreaFieldProps, Bound>);

/** A field's copy (content/forms.ts). */
export interface FieldCopy {
  label: string;
  placeholder: string;
}

/** The e-mail box of every form. */
export const emailInput = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  required: true,
} as const satisfies FieldSpec;

export interface FormFieldsProps<TInput extends FieldValues, TName extends Path<TInput>> {
  form: {
    fields: Readonly<Record<TName, FieldSpec>>;
    register: UseFormRegister<TInput>;
    fieldError: (name: TName) => string | undefined;
  };
  labels: Readonly<Record<TName, FieldCopy>>;
  /** Focuses the first field on load. */
  autoFocus?: boolean;
}

/** A form's declared fields (`useJsonForm`'s `fields`), in order, each labelled and showing its message. */
export function FormFields<TInput extends FieldValues, TName extends Path<TInput>>({
  form,
  labels,
  autoFocus,
}: FormFieldsProps<TInput, TName>) {
  return (Object.entries(form.fields) as [TName, FieldSpec][]).map(([name, spec], index) => {
    const bound = {
      autoFocus: index === 0 ? autoFocus : undefined,
      error: form.fieldError(name),
      ...form.register(name),
    };
    if (spec.multiline) {
      const { multiline: _, ...attributes } = spec;
      return <TextAreaField key={name} {...labels[name]} {...attributes} {...bound} />;
    }
    const { multiline: _, ...attributes } = spec;
    return <TextField key={name} {...labels[name]} {...attributes} {...bound} />;
  });
}
