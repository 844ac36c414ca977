/**
 * The result pages a form post lands on without JavaScript (shared/src/form-results.ts
 * has their paths). Each says what the toast says, with the same words
 * (docs/product.md#form-messages); a sent message or application also says what happens
 * next, in the words of the confirmation the form shows with JavaScript
 * (docs/product.md#the-confirmation); the "check" pages list the field messages
 * (docs/product.md#validation-rules), taken from the shared
 * schemas (what an empty form gets), so they cannot drift from the rules.
 */
import {
  contactSchema,
  fieldErrors,
  formResultPaths,
  jobApplicationFormSchema,
  newsletterFormSchema,
  pages,
  type FormId,
  type FormOutcome,
  type PageMeta,
} from '@ferrum/shared';
import {
  contactFormCopy,
  jobApplicationFormCopy,
  newsletterFormCopy,
  type NextStepsCopy,
  type ToastCopy,
} from './forms.ts';

interface FormResultCopy {
  /** Which form this is about (the hero's badge). */
  label: string;
  /** Field name → label, in the form's order. */
  fields: Record<string, string>;
  /** Where the form lives, and what the link back says. */
  back: { href: string; text: string };
  outcomes: Partial<Record<FormOutcome, ToastCopy>> & Record<'success' | 'failed' | 'invalid', ToastCopy>;
  /** What happens after a success: the confirmation's own sentences (content/forms.ts). */
  next?: NextStepsCopy;
}

const labels = (fields: Record<string, { label: string }>) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.label]));

export const formResultCopy: Record<FormId, FormResultCopy> = {
  newsletter: {
    label: 'Newsletter',
    fields: { email: newsletterFormCopy.emailLabel },
    back: { href: `${pages.blog.path}#blog-newsletter-heading`, text: 'Back to the blog' },
    outcomes: {
      success: newsletterFormCopy.toasts.success,
      alreadySubscribed: newsletterFormCopy.toasts.alreadySubscribed,
      failed: newsletterFormCopy.toasts.failed,
      invalid: newsletterFormCopy.toasts.invalid,
    },
  },
  contact: {
    label: 'Contact',
    fields: labels(contactFormCopy.fields),
    back: { href: `${pages.contact.path}#message`, text: 'Back to the contact form' },
    next: contactFormCopy.confirmation.next,
    outcomes: {
      success: contactFormCopy.toasts.success,
      failed: contactFormCopy.toasts.failed,
      invalid: {
        title: 'Please check your message',
        description: 'Your message was not sent. Some fields need a change:',
      },
    },
  },
  jobApplications: {
    label: 'Job application',
    fields: labels(jobApplicationFormCopy.fields),
    back: { href: `${pages.careers.path}#openings`, text: 'Back to the openings' },
    next: jobApplicationFormCopy.confirmation.next,
    outcomes: {
      success: jobApplicationFormCopy.toasts.success,
      failed: jobApplicationFormCopy.toasts.failed,
      invalid: {
        title: 'Please check your application',
        description: 'Your application was not sent. Some fields need a change:',
      },
    },
  },
};

/** Said on the pages that send the visitor back to a form. */
export const keepTypedHint = "Your browser's Back button returns to the form with everything you typed.";

const formSchemas = {
  newsletter: newsletterFormSchema,
  contact: contactSchema,
  jobApplications: jobApplicationFormSchema,
} as const;

/**
 * Each required field's message (docs/product.md#validation-rules), in the form's order: what the schema
 * says of an empty form.
 */
export function fieldMessages(form: FormId): { name: string; label: string; message: string }[] {
  const result = formSchemas[form].safeParse({});
  const messages = result.success ? {} : fieldErrors(result.error);
  return Object.entries(formResultCopy[form].fields).flatMap(([name, label]) =>
    messages[name] ? [{ name, label, message: messages[name] }] : [],
  );
}

/** The form and outcome of a result page's path. */
export function formResultAt(path: string): { form: FormId; outcome: FormOutcome } {
  for (const [form, outcomes] of Object.entries(formResultPaths)) {
    for (const [outcome, outcomePath] of Object.entries(outcomes)) {
      if (outcomePath === path) return { form: form as FormId, outcome: outcome as FormOutcome };
    }
  }
  throw new Error(`${path} is not a form result page.`);
}

/** The `<head>` meta of a result page. */
export function formResultPageMeta(path: string): PageMeta {
  const { form, outcome } = formResultAt(path);
  const copy = formResultCopy[form].outcomes[outcome]!;
  return { path, title: copy.title, description: copy.description };
}
