import type { JobListing } from '@ferrum/shared/content/job-directory';
import { careersPageCopy } from '../../content/careers-page.ts';
import { applicationDialogId } from './job-application-ids.ts';

/**
 * Apply Now for one opening: opens its "Apply for {title}" dialog natively
 * (`command="show-modal"`), before and without any script.
 */
export function ApplyButton({ job }: { job: JobListing }) {
  return (
    <button
      type="button"
      command="show-modal"
      commandfor={applicationDialogId(job.id)}
      aria-haspopup="dialog"
      className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-3 text-sm font-semibold text-white transition-colors hover:bg-brand-600"
    >
      {careersPageCopy.openings.applyButton}
      <span className="sr-only">: {job.title}</span>
    </button>
  );
}
