import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../../lib/api-client.ts';

/**
 * Shows the API's field messages (a 400 `VALIDATION_FAILED` with `fields`) on
 * the form's own fields and focuses the first one. Names the form does not show
 * are ignored.
 * @returns true when at least one message landed on a field
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: ApiError | null,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const fields = error?.fields;
  if (!fields) return false;
  let focused = false;
  for (const name of fieldNames) {
    const message = fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return focused;
}
