import type { JobOpening } from '@ferrum/shared/content/jobs';
import { careersPageCopy } from '../../content/careers-page.ts';
import { jobOpeningPageCopy as copy } from '../../content/job-opening-page.ts';
import { JobOpeningList } from './job-opening-list.tsx';

/**
 * "What We Offer": the role's pay and its own offers, then the benefits every role
 * shares, read from the careers page's content rather than written per opening.
 */
export function JobOpeningOffer({ job }: { job: JobOpening }) {
  return (
    <>
      <p>
        <strong className="font-semibold text-slate-900">{copy.offer.salaryLead}</strong> {copy.salary(job.baseSalary)}
      </p>
      <JobOpeningList items={job.offer} />
      <p>{copy.offer.sharedBenefitsIntro}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {careersPageCopy.benefits.items.map((benefit) => (
          <li key={benefit.title} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
            <p className="font-semibold text-slate-900">{benefit.title}</p>
            <p className="mt-1 text-sm text-slate-600">{benefit.description}</p>
          </li>
        ))}
      </ul>
      <p>
        <a
          href={copy.offer.sharedBenefitsLink.href}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {copy.offer.sharedBenefitsLink.text}
        </a>
      </p>
    </>
  );
}
