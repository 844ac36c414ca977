/**
 * On a form's "check" result page, keeps only the messages of the fields the API
 * rejected (`?fields=firstName,subject`: names only, never values). Without script
 * the page lists every field's rule, which is still right.
 */
import { invalidFieldsParameter } from '@ferrum/shared/form-results';

export function showRejectedFields(root: Document = document): void {
  const named = new URL(root.URL).searchParams.get(invalidFieldsParameter);
  if (!named) return;
  const rejected = new Set(named.split(','));
  const items = [...root.querySelectorAll<HTMLElement>('[data-field-message]')];
  // A rejected field with no rule on the page (an optional field's length): every rule stays in view.
  if (!items.some((item) => rejected.has(item.dataset.fieldMessage!))) return;
  for (const item of items) item.hidden = !rejected.has(item.dataset.fieldMessage!);
}
