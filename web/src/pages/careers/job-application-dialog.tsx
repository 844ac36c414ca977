import type { JobListing } from '@ferrum/shared/content/job-directory';
import type { ReactNode } from 'react';
import { Island } from '../../islands/island.tsx';
import { applicationDescriptionId, applicationDialogId, applicationTitleId } from './job-application-ids.ts';

/**
 * "Apply for {job title}" (docs/product.md#careers-and-job-openings): a native modal dialog, opened by Apply Now.
 * The platform makes the page behind inert, keeps focus inside, closes it on Escape
 * and returns focus to Apply Now; the form inside is an island (it posts natively
 * too, without JavaScript).
 */
export function JobApplicationDialog({ job, children }: { job: JobListing; children?: ReactNode }) {
  return (
    <dialog
      id={applicationDialogId(job.id)}
      aria-labelledby={applicationTitleId(job.id)}
      aria-describedby={applicationDescriptionId(job.id)}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl backdrop:bg-ink-950/75 sm:p-8"
    >
      {children ?? <Island name="job-application-form" props={{ jobId: job.id }} />}
    </dialog>
  );
}
