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
  for (const item of root.querySelectorAll<HTMLElement>('[data-field-message]')) {
    item.hidden = !rejected.has(item.dataset.fieldMessage!);
  }
}
