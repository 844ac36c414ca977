import { Close as DialogClose } from '@radix-ui/react-dialog';
import { CircleAlert } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { HoneypotField } from '../../components/forms/honeypot-field.tsx';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { jobApplicationFormCopy as copy } from '../../content/forms.ts';
import type { JobApplicationFormInput, JobApplicationFormValues } from './job-application-schema.ts';

export interface JobApplicationFormProps {
  /** The form state; the dialog owns it so typed text survives closing and reopening. */
  form: UseFormReturn<JobApplicationFormInput, unknown, JobApplicationFormValues>;
  /** The form's submit handler (validation and sending live with the dialog). */
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /**
   * True after a failed submit. The toast outside a modal dialog is hidden from
   * screen readers while the dialog is open, so the failure is also said here.
   */
  failed: boolean;
}

/** The application's fields, Cancel and Submit Application (SPEC.md §2, §5). */
export function JobApplicationForm({ form, onSubmit, failed }: JobApplicationFormProps) {
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { fields } = copy;
  return (
    <form noValidate onSubmit={onSubmit} className="relative mt-6">
      <fieldset disabled={isSubmitting} className="min-w-0 space-y-5">
        <TextField
          label={fields.fullName.label}
          placeholder={fields.fullName.placeholder}
          autoComplete="name"
          required
          error={errors.fullName?.message}
          {...register('fullName')}
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
          type="tel"
          inputMode="tel"
          label={fields.phone.label}
          placeholder={fields.phone.placeholder}
          autoComplete="tel"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          type="text"
          inputMode="url"
          label={fields.linkedIn.label}
          placeholder={fields.linkedIn.placeholder}
          autoComplete="url"
          optional
          error={errors.linkedIn?.message}
          {...register('linkedIn')}
        />
        <TextAreaField
          label={fields.coverLetter.label}
          placeholder={fields.coverLetter.placeholder}
          required
          rows={6}
          error={errors.coverLetter?.message}
          {...register('coverLetter')}
        />
        <HoneypotField {...register('website')} />
        {failed ? (
          <p
            role="alert"
            className="flex gap-2 rounded-lg border border-brand-700/30 bg-brand-600/5 p-3 text-sm text-brand-700"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong className="font-semibold">{copy.toasts.failed.title}:</strong> {copy.toasts.failed.description}
            </span>
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <button
              type="button"
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-900 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {copy.cancel}
            </button>
          </DialogClose>
          <SubmitButton pending={isSubmitting} pendingText={copy.submitting}>
            {copy.submit}
          </SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}
