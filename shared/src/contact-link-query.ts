/**
 * What a call to action's link to the contact form carries in its query, as the
 * contact page's script reads it (docs/product.md#calls-to-action). Kept apart from
 * the link's builder (./contact-link.ts), which reads the page table and the
 * contact schema's limits: the page's own script imports this alone.
 */

/** The contact form's fields a link may fill, by name: the link's only query parameters. */
export const contactLinkFields = ['subject', 'message'] as const;

export type ContactLinkField = (typeof contactLinkFields)[number];

/**
 * What a contact link's query (`location.search`) carries for the form: the subject
 * and the message, each trimmed. Any other parameter is ignored; a field the link
 * leaves out or empty is absent.
 */
export function readContactLink(search: string): Partial<Record<ContactLinkField, string>> {
  const query = new URLSearchParams(search);
  const values: Partial<Record<ContactLinkField, string>> = {};
  for (const field of contactLinkFields) {
    const value = query.get(field)?.trim();
    if (value) values[field] = value;
  }
  return values;
}
