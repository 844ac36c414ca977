import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

/**
 * The first of `fieldNames` (in page order) that has a message. The forms focus it
 * once the submit has ended rather than letting react-hook-form focus it at once:
 * while submitting, the fieldset is disabled and a disabled field cannot take focus.
 */
export function firstInvalidField<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldNames: readonly Path<T>[],
): Path<T> | undefined {
  return fieldNames.find((name) => errors[name] !== undefined);
}
