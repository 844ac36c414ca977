/**
 * A message the chat's "Talk to our team" hands to the contact form: subject,
 * text and where it began. It travels in the page session (`sessionStorage`),
 * never in a URL, and is taken once by the contact form's page, which fills its
 * fields with it; nothing is sent until the visitor presses Send Message.
 */
import type { ContactSource } from '@ferrum/shared/schemas/contact';

export interface ContactDraft {
  subject: string;
  message: string;
  source: ContactSource;
}

export const contactDraftKey = 'ferrum:contact-draft';

/** Marks the contact form, so the page script finds it without knowing its markup. */
export const contactFormAttribute = 'data-contact-form';

/** Keeps `draft` for the contact form; storage errors (private modes) leave the form empty instead. */
export function saveContactDraft(draft: ContactDraft, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(contactDraftKey, JSON.stringify(draft));
  } catch {
    // The visitor can still write the message themselves.
  }
}

/** The waiting draft, removed as it is read (a reload does not fill the form twice); null when there is none. */
export function takeContactDraft(storage: Storage | undefined = globalThis.sessionStorage): ContactDraft | null {
  try {
    const value = JSON.parse(storage?.getItem(contactDraftKey) ?? 'null') as unknown;
    storage?.removeItem(contactDraftKey);
    if (typeof value !== 'object' || value === null) return null;
    const { subject, message, source } = value as Record<string, unknown>;
    if (typeof subject !== 'string' || typeof message !== 'string' || source !== 'assistant') return null;
    return { subject, message, source };
  } catch {
    return null;
  }
}
