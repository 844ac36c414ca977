import { errorClass, type FieldTone } from './field-styles.ts';

/** A field's message; `role="alert"` so it is announced when it appears or changes. */
export function FieldError({
  id,
  message,
  tone = 'light',
}: {
  id: string;
  message?: string | undefined;
  tone?: FieldTone;
}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={errorClass[tone]}>
      {message}
    </p>
  );
}
