import { apiRoutes, jobApplicationFormSchema, jobApplicationLimits } from '@ferrum/shared';
import { findJobListing } from '@ferrum/shared/content/job-directory';
import { CircleAlert, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formButtonClass } from '../../components/forms/field-styles.ts';
import { FormConfirmation } from '../../components/forms/form-confirmation.tsx';
import { emailInput, FormFields, type FieldSpec } from '../../components/forms/form-fields.tsx';
import { HoneypotField } from '../../components/forms/honeypot-field.tsx';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { useJsonForm } from '../../components/forms/use-json-form.ts';
import { jobApplicationFormCopy as copy } from '../../content/forms.ts';
import { applicationDescriptionId, applicationDialogId, applicationTitleId } from './job-application-ids.ts';

const l = jobApplicationLimits;

/** The fields the visitor fills in, in page order; the opening travels as `jobId` beside them. */
const applicationFields = {
  fullName: { autoComplete: 'name', required: true, minLength: l.fullNameMin, maxLength: l.fullNameMax },
  email: emailInput,
  phone: {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    required: true,
    minLength: l.phoneMin,
    maxLength: l.phoneMax,
  },
  linkedIn: { type: 'text', inputMode: 'url', autoComplete: 'url', optional: true, maxLength: l.linkedInMax },
  coverLetter: { multiline: true, required: true, minLength: l.coverLetterMin, maxLength: l.coverLetterMax, rows: 6 },
} as const satisfies Record<string, FieldSpec>;

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
 * An opening's application (docs/product.md#job-application-form): title, description and the form
 * with Submit Application, and in the dialog a close control and Cancel. Cancel and
 * the close control close the dialog natively; a successful submit says so, resets
 * the form and leaves a confirmation in its place (in the dialog, which stays open, with
 * Close; closing it brings the empty form back for the next time); a failed one keeps
 * everything typed (and the dialog open). Without JavaScript the form posts natively and
 * the API answers with a result page.
 */
export function JobApplicationForm({ jobId, placement = 'dialog' }: JobApplicationFormProps) {
  const job = findJobListing(jobId);
  if (!job) throw new Error(`No opening has the id ${jobId}.`);
  const inDialog = placement === 'dialog';
  const dialogId = applicationDialogId(job.id);
  const [failed, setFailed] = useState(false);
  const form = useJsonForm({
    schema: jobApplicationFormSchema,
    action: apiRoutes.jobApplications.path,
    fields: applicationFields,
    toasts: copy.toasts,
    idempotent: true,
    confirms: true,
    hiddenValues: () => ({ jobId: job.id }),
    onSend: () => setFailed(false),
    onFailure: () => setFailed(true),
  });
  const { isSubmitting, formRef, sendAnother } = form;
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
    const onClose = () => {
      setFailed(false);
      // The confirmation has been read: Apply Now opens the empty form again (its first field autofocused).
      sendAnother({ focus: false });
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
    };
  }, [formRef, sendAnother]);

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
      {form.sent ? (
        <div className="mt-6">
          <FormConfirmation
            copy={copy.confirmation}
            summary={copy.confirmation.summary({ role: job.title, email: form.sent.email })}
            headingRef={form.confirmationRef}
            onSendAnother={sendAnother}
            action={
              inDialog ? (
                <button type="button" command="close" commandfor={dialogId} className={formButtonClass.primary}>
                  {copy.close}
                </button>
              ) : null
            }
          />
        </div>
      ) : null}
      <form {...form.formProps} className="relative mt-6">
        <input type="hidden" name="jobId" value={job.id} />
        <fieldset disabled={isSubmitting} className="min-w-0 space-y-5">
          {/* The dialog starts at the first field rather than at the close control, which comes first;
              on the opening's page nothing takes focus (or scrolls the page) on load. */}
          <FormFields form={form} labels={copy.fields} autoFocus={inDialog} />
          <HoneypotField {...form.register('website')} />
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
              <button type="button" command="close" commandfor={dialogId} className={formButtonClass.secondary}>
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
