import { apiRoutes, contactSchema, contactLimits } from '@ferrum/shared';
import { useRef } from 'react';
import { FormConfirmation } from '../../components/forms/form-confirmation.tsx';
import { emailInput, FormFields, type FieldSpec } from '../../components/forms/form-fields.tsx';
import { HoneypotField } from '../../components/forms/honeypot-field.tsx';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { useJsonForm } from '../../components/forms/use-json-form.ts';
import { contactFormCopy as copy } from '../../content/forms.ts';
import { contactFormAttribute } from '../../lib/contact-draft.ts';

const l = contactLimits;

/** The fields the visitor fills in, in page order. */
const contactFields = {
  firstName: { autoComplete: 'given-name', required: true, minLength: l.nameMin, maxLength: l.nameMax },
  lastName: { autoComplete: 'family-name', required: true, minLength: l.nameMin, maxLength: l.nameMax },
  email: emailInput,
  company: { autoComplete: 'organization', optional: true, maxLength: l.companyMax },
  subject: { className: 'sm:col-span-2', required: true, minLength: l.subjectMin, maxLength: l.subjectMax },
  message: {
    multiline: true,
    className: 'sm:col-span-2',
    required: true,
    minLength: l.messageMin,
    maxLength: l.messageMax,
    rows: 6,
  },
} as const satisfies Record<string, FieldSpec>;

export interface ContactFormProps {
  /** Id of the heading that names the form ("Send Us a Message"). */
  labelledBy?: string;
}

/**
 * The "Send Us a Message" form (docs/product.md#contact-form). Validates on submit, then
 * on every change; "Sending..." while sending; resets only on success, so a
 * failure keeps everything the visitor typed. A sent message leaves a confirmation in
 * the form's place (its subject, when the team answers, the emergency line) until the
 * visitor asks to send another. Without JavaScript it is a plain form post to the API
 * (the browser checks the lengths), which answers with a result page.
 */
export function ContactForm({ labelledBy }: ContactFormProps) {
  const sourceRef = useRef<HTMLInputElement>(null);
  const form = useJsonForm({
    schema: contactSchema,
    action: apiRoutes.contact.path,
    fields: contactFields,
    toasts: copy.toasts,
    idempotent: true,
    confirms: true,
    hiddenValues: () => ({ source: sourceRef.current?.value || undefined }),
    onSuccess: () => {
      if (sourceRef.current) sourceRef.current.value = '';
    },
  });

  return (
    <>
      {form.sent ? (
        <FormConfirmation
          copy={copy.confirmation}
          summary={copy.confirmation.summary(form.sent)}
          headingRef={form.confirmationRef}
          onSendAnother={form.sendAnother}
        />
      ) : null}
      <form {...form.formProps} {...{ [contactFormAttribute]: '' }} aria-labelledby={labelledBy} className="relative">
        <fieldset disabled={form.isSubmitting} className="grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2">
          <FormFields form={form} labels={copy.fields} />
          <HoneypotField {...form.register('website')} />
          {/* "assistant" when the chat's Talk to our team filled the form (enhancements/contact-draft.ts): set
            after the form woke as well as before, so it is read from the page, not from the form's state. */}
          <input ref={sourceRef} type="hidden" name="source" />
          <div className="sm:col-span-2">
            <SubmitButton pending={form.isSubmitting} pendingText={copy.submitting} className="w-full sm:w-auto">
              {copy.submit}
            </SubmitButton>
          </div>
        </fieldset>
      </form>
    </>
  );
}
