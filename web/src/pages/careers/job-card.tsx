import { Briefcase, Clock, MapPin } from 'lucide-react';
import { jobOpeningPath } from '@ferrum/shared';
import type { JobOpening } from '@ferrum/shared/content/jobs';
import { ApplyButton } from './apply-button.tsx';
import { JobApplicationDialog } from './job-application-dialog.tsx';

/** An opening: title (a link to the opening's own page), department, location, type, description and Apply Now. */
export function JobCard({ job }: { job: JobOpening }) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="max-w-3xl">
          <h3 className="text-xl font-semibold text-slate-900">
            <a
              href={jobOpeningPath(job.id)}
              className="rounded underline decoration-slate-300 underline-offset-4 transition-colors hover:text-brand-700 hover:decoration-brand-700"
            >
              {job.title}
            </a>
          </h3>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            <li className="flex items-center gap-2">
              <Briefcase aria-hidden="true" className="size-4 text-slate-500" />
              {job.department}
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-slate-500" />
              {job.location}
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 text-slate-500" />
              {job.type}
            </li>
          </ul>
          <p className="mt-4 text-slate-600">{job.description}</p>
        </div>
        <div className="shrink-0">
          <ApplyButton job={job} />
        </div>
        <JobApplicationDialog job={job} />
      </div>
    </article>
  );
}
