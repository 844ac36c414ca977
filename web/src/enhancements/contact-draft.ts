/**
 * Fills the contact form with the message the chat's "Talk to our team" left in
 * the page session: subject, the visitor's questions and where they began; or, when
 * there is none, with what the link that opened the page carries: a call to action's
 * subject and first line (docs/product.md#calls-to-action). It writes the fields as
 * typing would (an input event each), so the form's island reads them whether it has
 * woken or not; the visitor edits and sends.
 */
import { contactLinkFields, readContactLink } from '@ferrum/shared/contact-link-query';
import { takeContactDraft } from '../lib/contact-draft.ts';

/** The contact form's fields the draft fills, by name (shared contact schema). */
const draftFields = ['subject', 'message', 'source'] as const;

/**
 * `value` as typing would leave it in `field`: no longer than the field's `maxlength`
 * (the contact schema's maximum, which the form renders), never cut inside a character.
 */
function withinMaxLength(field: HTMLInputElement | HTMLTextAreaElement, value: string): string {
  const max = field.maxLength;
  if (max < 0 || value.length <= max) return value;
  const lastUnit = value.charCodeAt(max - 1);
  return value.slice(0, lastUnit >= 0xd800 && lastUnit <= 0xdbff ? max - 1 : max);
}

/** Sets a field's value through the element's own setter, as typing would, and says so (input and change). */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const typed = withinMaxLength(field, value);
  // The prototype's setter, not the element's: a script that tracks the value sees the change as the visitor's.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter) setter.call(field, typed);
  else field.value = typed;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * What the page's address carries for the form, taken out of it: the link's parameters
 * leave the address (as the draft leaves the session), so a reload does not write over
 * what the visitor changed, and the chat's link to the form stays on this page.
 */
function takeContactLink(page: Location): ReturnType<typeof readContactLink> {
  const query = new URLSearchParams(page.search);
  if (!contactLinkFields.some((name) => query.has(name))) return {};
  const values = readContactLink(page.search);
  for (const name of contactLinkFields) query.delete(name);
  const rest = query.toString();
  history.replaceState(history.state, '', `${page.pathname}${rest ? `?${rest}` : ''}${page.hash}`);
  return values;
}

/**
 * Fills `form` (the contact form) with the waiting draft, if there is one, else with
 * what the address of `page` carries (given on the page's load); true when it filled anything.
 */
export function fillContactForm(form: HTMLFormElement | null, page?: Location): boolean {
  if (!form) return false;
  const linked = page ? takeContactLink(page) : {};
  const values: Partial<Record<(typeof draftFields)[number], string>> = takeContactDraft() ?? linked;
  if (Object.keys(values).length === 0) return false;
  for (const name of draftFields) {
    const field = form.elements.namedItem(name);
    const value = values[name];
    if (value !== undefined && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
      typeInto(field, value);
    }
  }
  return true;
}
