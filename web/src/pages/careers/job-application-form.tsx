import { zodResolver } from '@hookform/resolvers/zod';
import { apiRoutes, jobApplicationLimits, type JobApplicationResponse } from '@ferrum/shared';
import { findJobListing } from '@ferrum/shared/content/job-directory';
import { CircleAlert, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { firstInvalidField } from '../../components/forms/first-invalid-field.ts';
import { HoneypotField } from '../../components/forms/honeypot-field.tsx';
import { validateWithScript } from '../../components/forms/script-validation.ts';
import { applyServerFieldErrors } from '../../components/forms/server-field-errors.ts';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { useReturnFocus } from '../../components/forms/use-return-focus.ts';
import { jobApplicationFormCopy as copy } from '../../content/forms.ts';
import { postJson } from '../../lib/api-client.ts';
import { idempotencyHeaders, useIdempotencyKeys } from '../../lib/idempotency.ts';
import { notify } from '../../lib/toasts.ts';
import { applicationDescriptionId, applicationDialogId, applicationTitleId } from './job-application-ids.ts';
import {
  emptyJobApplication,
  jobApplicationFields,
  jobApplicationFormSchema,
  type JobApplicationFormInput,
  type JobApplicationFormValues,
} from './job-application-schema.ts';

const l = jobApplicationLimits;

export interface JobApplicationFormProps {
  /** The opening applied for; the form posts it as `jobId`. */
  jobId: string;
  /**
   * Where the form lives: the careers page's Apply Now dialog, or the opening's own
   * page, where there is no dialog to close (no Cancel, no close control) and
   * nothing may take focus on load. @default 'dialog'
   */
  placement?: 'dialog' | 'page';
}

/**
 * An opening's application (SPEC.md §2, §4, §5, §8): title, description and the form
 * with Submit Application, and in the dialog a close control and Cancel. Cancel and
 * the close control close the dialog natively; a successful submit says so, resets
 * the form and closes the dialog; a failed one keeps everything typed (and the dialog
 * open). Without JavaScript the form posts natively and the API answers with a result page.
 */
export function JobApplicationForm({ jobId, placement = 'dialog' }: JobApplicationFormProps) {
  const job = findJobListing(jobId);
  if (!job) throw new Error(`No opening has the id ${jobId}.`);
  const inDialog = placement === 'dialog';
  const dialogId = applicationDialogId(job.id);
  const form = useForm<JobApplicationFormInput, unknown, JobApplicationFormValues>({
    resolver: zodResolver(jobApplicationFormSchema),
    // No default values: the fields start from what the page holds, so text typed before the
    // form hydrated is kept (react-hook-form reads each uncontrolled input as it registers).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const idempotencyKeys = useIdempotencyKeys();
  const [failed, setFailed] = useState(false);
  const submitFocus = useReturnFocus(isSubmitting);
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useRef(false);
  useEffect(() => {
    submitting.current = isSubmitting;
  }, [isSubmitting]);

  useEffect(() => {
    const dialog = formRef.current?.closest('dialog');
    if (!dialog) return;
    // Closing while the application is on its way would hide its outcome.
    const onCancel = (event: Event) => {
      if (submitting.current) event.preventDefault();
    };
    const onClose = () => setFailed(false);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
    };
  }, []);

  const submit = async (values: JobApplicationFormValues) => {
    setFailed(false);
    const result = await postJson<JobApplicationResponse>(
      apiRoutes.jobApplications.path,
      { ...values, jobId: job.id },
      { headers: idempotencyHeaders(idempotencyKeys.keyFor(values)) },
    );
    if (result.ok) {
      void notify('success', copy.toasts.success);
      formRef.current?.closest('dialog')?.close();
      form.reset(emptyJobApplication);
      idempotencyKeys.reset();
      return;
    }
    const rejected = applyServerFieldErrors(result.error, jobApplicationFields, form.setError);
    if (rejected) submitFocus.focusAfterSubmit(() => form.setFocus(rejected));
    setFailed(true);
    void notify('error', copy.toasts.failed);
  };

  const { fields } = copy;
  return (
    <>
      <div className={inDialog ? 'pr-10' : undefined}>
        <h2 id={applicationTitleId(job.id)} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {copy.title(job.title)}
        </h2>
        <p id={applicationDescriptionId(job.id)} className="mt-2 text-sm text-slate-600">
          {[job.department, job.location, job.type].join(copy.descriptionSeparator)}
        </p>
      </div>
      {inDialog ? (
        <button
          type="button"
          command="close"
          commandfor={dialogId}
          aria-label={copy.close}
          disabled={isSubmitting}
          className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      ) : null}
      <form
        ref={(form) => {
          formRef.current = form;
          validateWithScript(form);
        }}
        method="post"
        // The island runtime turns the browser's checks off before hydration (`novalidate`).
        suppressHydrationWarning
        action={apiRoutes.jobApplications.path}
        onSubmit={(event) => {
          submitFocus.remember();
          return form.handleSubmit(submit, (errors) => {
            const first = firstInvalidField(errors, jobApplicationFields);
            if (first) submitFocus.focusAfterSubmit(() => form.setFocus(first));
          })(event);
        }}
        className="relative mt-6"
      >
        <input type="hidden" name="jobId" value={job.id} />
        <fieldset disabled={isSubmitting} className="min-w-0 space-y-5">
          <TextField
            label={fields.fullName.label}
            placeholder={fields.fullName.placeholder}
            autoComplete="name"
            required
            minLength={l.fullNameMin}
            maxLength={l.fullNameMax}
            // The dialog starts at the first field rather than at the close control, which comes first;
            // on the opening's page nothing takes focus (or scrolls the page) on load.
            autoFocus={inDialog}
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
            minLength={l.phoneMin}
            maxLength={l.phoneMax}
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
            maxLength={l.linkedInMax}
            error={errors.linkedIn?.message}
            {...register('linkedIn')}
          />
          <TextAreaField
            label={fields.coverLetter.label}
            placeholder={fields.coverLetter.placeholder}
            required
            minLength={l.coverLetterMin}
            maxLength={l.coverLetterMax}
            rows={6}
            error={errors.coverLetter?.message}
            {...register('coverLetter')}
          />
          <HoneypotField {...register('website')} />
          {/* The toast outside a modal dialog is hidden from screen readers while it is open, so say it here too
              (on the opening's page the toast is heard). */}
          {inDialog && failed ? (
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
            {inDialog ? (
              <button
                type="button"
                command="close"
                commandfor={dialogId}
                className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-900 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {copy.cancel}
              </button>
            ) : null}
            <SubmitButton pending={isSubmitting} pendingText={copy.submitting}>
              {copy.submit}
            </SubmitButton>
          </div>
        </fieldset>
      </form>
    </>
  );
}
