import type { JobOpening } from '@ferrum/shared/content/jobs';
import { Suspense, lazy, useRef, useState } from 'react';
import { careersPageCopy } from '../../content/careers-page.ts';
import { jobApplicationFormCopy } from '../../content/forms.ts';

const loadDialog = () => import('./job-application-dialog.tsx');
const JobApplicationDialog = lazy(loadDialog);

/** Starts fetching the dialog's code early (hover, focus); a failure here is retried by the click. */
function preloadDialog() {
  loadDialog().catch(() => undefined);
}

/**
 * Apply Now for one opening: opens the "Apply for {title}" dialog. The dialog's
 * code loads on first hover, focus or click; a click before it has arrived
 * opens the dialog as soon as it has.
 */
export function ApplyButton({ job }: { job: JobOpening }) {
  const [open, setOpen] = useState(false);
  // The dialog stays mounted once opened, so text typed before a Cancel is still there on reopening.
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-3 text-sm font-semibold text-white transition-colors hover:bg-brand-600"
      >
        {careersPageCopy.openings.applyButton}
        <span className="sr-only">: {job.title}</span>
      </button>
      {requested ? (
        <Suspense
          fallback={
            open ? (
              <span role="status" className="sr-only">
                {jobApplicationFormCopy.loading}
              </span>
            ) : null
          }
        >
          <JobApplicationDialog job={job} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
