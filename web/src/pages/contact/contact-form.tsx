import { zodResolver } from '@hookform/resolvers/zod';
import { apiRoutes, contactFormSchema, contactLimits, type ContactResponse } from '@ferrum/shared';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { firstInvalidField } from '../../components/forms/first-invalid-field.ts';
import { HoneypotField } from '../../components/forms/honeypot-field.tsx';
import { validateWithScript } from '../../components/forms/script-validation.ts';
import { applyServerFieldErrors } from '../../components/forms/server-field-errors.ts';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { useReturnFocus } from '../../components/forms/use-return-focus.ts';
import { contactFormCopy as copy } from '../../content/forms.ts';
import { postJson } from '../../lib/api-client.ts';
import { idempotencyHeaders, useIdempotencyKeys } from '../../lib/idempotency.ts';
import { notify } from '../../lib/toasts.ts';
import { contactFormAttribute } from '../../lib/contact-draft.ts';

type ContactFormInput = z.input<typeof contactFormSchema>;
type ContactFormValues = z.output<typeof contactFormSchema>;

const visibleFields = ['firstName', 'lastName', 'email', 'company', 'subject', 'message'] as const;

const emptyForm: ContactFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  subject: '',
  message: '',
  website: '',
};

export interface ContactFormProps {
  /** Id of the heading that names the form ("Send Us a Message"). */
  labelledBy?: string;
}

/**
 * The "Send Us a Message" form (SPEC.md §4, §5, §8). Validates on submit, then
 * on every change; "Sending..." while sending; resets only on success, so a
 * failure keeps everything the visitor typed. Without JavaScript it is a plain
 * form post to the API (the browser checks the lengths), which answers with a
 * result page.
 */
export function ContactForm({ labelledBy }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    // No default values: the fields start from what the page holds, so text typed before the
    // form hydrated is kept (react-hook-form reads each uncontrolled input as it registers).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const idempotencyKeys = useIdempotencyKeys();
  const sourceRef = useRef<HTMLInputElement>(null);
  const submitFocus = useReturnFocus(isSubmitting);

  const send = async (values: ContactFormValues) => {
    const source = sourceRef.current?.value || undefined;
    const result = await postJson<ContactResponse>(
      apiRoutes.contact.path,
      { ...values, source },
      {
        headers: idempotencyHeaders(idempotencyKeys.keyFor(values)),
      },
    );
    if (result.ok) {
      void notify('success', copy.toasts.success);
      reset(emptyForm);
      if (sourceRef.current) sourceRef.current.value = '';
      idempotencyKeys.reset();
      return;
    }
    const rejected = applyServerFieldErrors(result.error, visibleFields, setError);
    if (rejected) submitFocus.focusAfterSubmit(() => setFocus(rejected));
    void notify('error', copy.toasts.failed);
  };

  const { fields } = copy;
  return (
    <form
      ref={validateWithScript}
      method="post"
      // The island runtime turns the browser's checks off before hydration (`novalidate`).
      suppressHydrationWarning
      action={apiRoutes.contact.path}
      {...{ [contactFormAttribute]: '' }}
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        submitFocus.remember();
        return handleSubmit(send, (errors) => {
          const first = firstInvalidField(errors, visibleFields);
          if (first) submitFocus.focusAfterSubmit(() => setFocus(first));
        })(event);
      }}
      className="relative"
    >
      <fieldset disabled={isSubmitting} className="grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={fields.firstName.label}
          placeholder={fields.firstName.placeholder}
          autoComplete="given-name"
          required
          minLength={contactLimits.nameMin}
          maxLength={contactLimits.nameMax}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={fields.lastName.label}
          placeholder={fields.lastName.placeholder}
          autoComplete="family-name"
          required
          minLength={contactLimits.nameMin}
          maxLength={contactLimits.nameMax}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          type="email"
          inputMode="email"
          label={fields.email.label}
          placeholder={fields.email.placeholder}
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={fields.company.label}
          placeholder={fields.company.placeholder}
          autoComplete="organization"
          optional
          maxLength={contactLimits.companyMax}
          error={errors.company?.message}
          {...register('company')}
        />
        <TextField
          className="sm:col-span-2"
          label={fields.subject.label}
          placeholder={fields.subject.placeholder}
          required
          minLength={contactLimits.subjectMin}
          maxLength={contactLimits.subjectMax}
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={fields.message.label}
          placeholder={fields.message.placeholder}
          required
          minLength={contactLimits.messageMin}
          maxLength={contactLimits.messageMax}
          rows={6}
          error={errors.message?.message}
          {...register('message')}
        />
        <HoneypotField {...register('website')} />
        {/* "assistant" when the chat's Talk to our team filled the form (enhancements/contact-draft.ts): set
            after the form woke as well as before, so it is read from the page, not from the form's state. */}
        <input ref={sourceRef} type="hidden" name="source" />
        <div className="sm:col-span-2">
          <SubmitButton pending={isSubmitting} pendingText={copy.submitting} className="w-full sm:w-auto">
            {copy.submit}
          </SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}
