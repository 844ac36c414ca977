import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../../lib/api-client.ts';

/**
 * Shows the API's field messages (a 400 `VALIDATION_FAILED` with `fields`) on
 * the form's own fields. Names the form does not show are ignored.
 * @returns the first field that got a message (to focus once sending ends), or null
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: ApiError | null,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): Path<T> | null {
  const fields = error?.fields;
  if (!fields) return null;
  let first: Path<T> | null = null;
  for (const name of fieldNames) {
    const message = fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message });
    first ??= name;
  }
  return first;
}
