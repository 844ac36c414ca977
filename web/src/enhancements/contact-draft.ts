/**
 * Fills the contact form with the message the chat's "Talk to our team" left in
 * the page session: subject, the visitor's questions and where they began. It
 * writes the fields as typing would (an input event each), so the form's island
 * reads them whether it has woken or not; the visitor edits and sends.
 */
import { takeContactDraft } from '../lib/contact-draft.ts';

/** The contact form's fields the draft fills, by name (shared contact schema). */
const draftFields = ['subject', 'message', 'source'] as const;

/** Sets a field's value through the element's own setter, as typing would, and says so (input and change). */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  // The prototype's setter, not the element's: a script that tracks the value sees the change as the visitor's.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Fills `form` (the contact form) with the waiting draft, if there is one; true when it did. */
export function fillContactForm(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  const draft = takeContactDraft();
  if (!draft) return false;
  for (const name of draftFields) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typeInto(field, draft[name]);
  }
  return true;
}
