import { zodResolver } from '@hookform/resolvers/zod';
import { apiRoutes, contactSchema, type ContactResponse } from '@ferrum/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { HoneypotField } from '../../components/forms/honeypot-field.tsx';
import { applyServerFieldErrors } from '../../components/forms/server-field-errors.ts';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { useReturnFocus } from '../../components/forms/use-return-focus.ts';
import { contactFormCopy as copy } from '../../content/forms.ts';
import { postJson } from '../../lib/api-client.ts';
import { useIdempotencyKeys } from '../../lib/idempotency.ts';

/** The API's contact schema without the idempotency key, which the form adds when sending. */
const contactFormSchema = contactSchema.omit({ idempotencyKey: true });
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
 * failure keeps everything the visitor typed.
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
    defaultValues: emptyForm,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const idempotencyKeys = useIdempotencyKeys();
  const submitFocus = useReturnFocus(isSubmitting);

  const send = async (values: ContactFormValues) => {
    const result = await postJson<ContactResponse>(apiRoutes.contact.path, {
      ...values,
      idempotencyKey: idempotencyKeys.keyFor(values),
    });
    if (result.ok) {
      toast.success(copy.toasts.success.title, { description: copy.toasts.success.description });
      reset(emptyForm);
      idempotencyKeys.reset();
      return;
    }
    const rejected = applyServerFieldErrors(result.error, visibleFields, setError);
    if (rejected) submitFocus.focusAfterSubmit(() => setFocus(rejected));
    toast.error(copy.toasts.failed.title, { description: copy.toasts.failed.description });
  };

  const { fields } = copy;
  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        submitFocus.remember();
        return handleSubmit(send)(event);
      }}
      className="relative"
    >
      <fieldset disabled={isSubmitting} className="grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={fields.firstName.label}
          placeholder={fields.firstName.placeholder}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={fields.lastName.label}
          placeholder={fields.lastName.placeholder}
          autoComplete="family-name"
          required
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
          error={errors.company?.message}
          {...register('company')}
        />
        <TextField
          className="sm:col-span-2"
          label={fields.subject.label}
          placeholder={fields.subject.placeholder}
          required
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={fields.message.label}
          placeholder={fields.message.placeholder}
          required
          rows={6}
          error={errors.message?.message}
          {...register('message')}
        />
        <HoneypotField {...register('website')} />
        <div className="sm:col-span-2">
          <SubmitButton pending={isSubmitting} pendingText={copy.submitting} className="w-full sm:w-auto">
            {copy.submit}
          </SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}
