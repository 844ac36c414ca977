/**
 * Links that open the contact form with what a call to action is about
 * (docs/product.md#calls-to-action): Choose Plan on a plan card opens it with the
 * subject "Choose Plan: Advanced Oversight". The context travels in the query of an
 * ordinary link, `/company/contact?subject=…#message`, so it works as a link with
 * or without script. Only a subject and a first line of the message travel this way,
 * both written by the site's content: never a visitor's words, never personal data.
 * The contact page's script reads them back (./contact-link-query.ts) and fills the
 * form; without script the link opens the form empty.
 */
import { contactLinkFields, type ContactLinkField } from './contact-link-query.ts';
import { pages } from './pages.ts';
import { contactLimits } from './schemas/contact-limits.ts';

/** What a call to action carries into the contact form. */
export interface ContactLink {
  /** One line within the form's subject rule (5 to 200 characters). */
  subject: string;
  /** A first line of the message, for the visitor to continue (at most the message's maximum). */
  message?: string;
}

/** The form's anchor on its page (`pageSections.contact.message`). */
const formAnchor = 'message';

/**
 * `/company/contact?subject=…#message`: the contact form, opened with `link`'s
 * subject and first line, percent-encoded. A subject outside the form's rule or a
 * message over its maximum throws, so the content module that asks for one fails
 * the build.
 */
export function contactPath(link: ContactLink): string {
  const subject = link.subject.trim();
  const { subjectMin, subjectMax, messageMax } = contactLimits;
  if (subject.length < subjectMin || subject.length > subjectMax || /[\r\n]/.test(subject)) {
    throw new RangeError(
      `A call to action's subject must be one line of ${subjectMin} to ${subjectMax} characters: "${link.subject}"`,
    );
  }
  const message = link.message?.trim();
  if (message !== undefined && (message === '' || message.length > messageMax)) {
    throw new RangeError(`A call to action's message must be 1 to ${messageMax} characters`);
  }
  const values: Partial<Record<ContactLinkField, string>> = { subject, message };
  const query = contactLinkFields.flatMap((name) => {
    const value = values[name];
    return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
  });
  return `${pages.contact.path}?${query.join('&')}#${formAnchor}`;
}
