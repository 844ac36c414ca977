/**
 * The application dialog, loaded on demand by `ApplyButton` so the careers
 * page's first JavaScript does not carry the form, the resolver or the dialog.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Close, Content, Description, Overlay, Portal, Root, Title } from '@radix-ui/react-dialog';
import { apiRoutes, type JobApplicationResponse } from '@ferrum/shared';
import type { JobOpening } from '@ferrum/shared/content/jobs';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { applyServerFieldErrors } from '../../components/forms/server-field-errors.ts';
import { useReturnFocus } from '../../components/forms/use-return-focus.ts';
import { jobApplicationFormCopy as copy } from '../../content/forms.ts';
import { postJson } from '../../lib/api-client.ts';
import { useIdempotencyKeys } from '../../lib/idempotency.ts';
import { JobApplicationForm } from './job-application-form.tsx';
import {
  emptyJobApplication,
  jobApplicationFields,
  jobApplicationFormSchema,
  type JobApplicationFormInput,
  type JobApplicationFormValues,
} from './job-application-schema.ts';

export interface JobApplicationDialogProps {
  job: JobOpening;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets focus back when the dialog closes (the Apply Now button). */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

/**
 * "Apply for {job title}" (SPEC.md §2, §4, §8): Cancel and the close control
 * close it; a successful submit closes it and resets the form; a failed one
 * keeps it open with everything typed.
 */
export default function JobApplicationDialog({ job, open, onOpenChange, returnFocusTo }: JobApplicationDialogProps) {
  const form = useForm<JobApplicationFormInput, unknown, JobApplicationFormValues>({
    resolver: zodResolver(jobApplicationFormSchema),
    defaultValues: emptyJobApplication,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const idempotencyKeys = useIdempotencyKeys();
  const [failed, setFailed] = useState(false);
  const submitting = form.formState.isSubmitting;
  const submitFocus = useReturnFocus(submitting);

  const submit = async (values: JobApplicationFormValues) => {
    setFailed(false);
    const result = await postJson<JobApplicationResponse>(apiRoutes.jobApplications.path, {
      ...values,
      jobId: job.id,
      idempotencyKey: idempotencyKeys.keyFor(values),
    });
    if (result.ok) {
      toast.success(copy.toasts.success.title, { description: copy.toasts.success.description });
      onOpenChange(false);
      form.reset(emptyJobApplication);
      idempotencyKeys.reset();
      return;
    }
    const rejected = applyServerFieldErrors(result.error, jobApplicationFields, form.setError);
    if (rejected) submitFocus.focusAfterSubmit(() => form.setFocus(rejected));
    setFailed(true);
    toast.error(copy.toasts.failed.title, { description: copy.toasts.failed.description });
  };

  return (
    <Root
      open={open}
      onOpenChange={(next) => {
        // Closing while the application is on its way would hide its outcome.
        if (!next && submitting) return;
        if (!next) setFailed(false);
        onOpenChange(next);
      }}
    >
      <Portal>
        <Overlay className="fixed inset-0 z-[80] bg-ink-950/70 backdrop-blur-sm" />
        <Content
          className="fixed top-1/2 left-1/2 z-[80] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
          onOpenAutoFocus={(event) => {
            // Start at the first field rather than at the close control, which comes first in the DOM.
            event.preventDefault();
            form.setFocus('fullName');
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className="pr-10">
            <Title className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
              {copy.title(job.title)}
            </Title>
            <Description className="mt-2 text-sm text-slate-600">
              {[job.department, job.location, job.type].join(copy.descriptionSeparator)}
            </Description>
          </div>
          <Close asChild>
            <button
              type="button"
              aria-label={copy.close}
              disabled={submitting}
              className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </Close>
          <JobApplicationForm
            form={form}
            failed={failed}
            onSubmit={(event) => {
              submitFocus.remember();
              return form.handleSubmit(submit)(event);
            }}
          />
        </Content>
      </Portal>
    </Root>
  );
}
