import type { JobOpening } from '@ferrum/shared/content/jobs';
import { CalendarDays, CircleDollarSign, Clock, MapPin } from 'lucide-react';
import { jobOpeningPageCopy as copy } from '../../content/job-opening-page.ts';
import { cx } from '../../lib/cx.ts';
import { formatLongDate } from '@ferrum/shared/format-date';

/**
 * Where, how, for how much and since when, under an opening's title (the department
 * is the hero's badge). The icon names a fact to the eye; its term is there for screen
 * readers, and shown where the value alone would not say what it is (a date).
 */
export function JobOpeningFacts({ job }: { job: JobOpening }) {
  const facts = [
    { term: copy.facts.location, icon: MapPin, value: job.location },
    { term: copy.facts.type, icon: Clock, value: job.type },
    { term: copy.facts.salary, icon: CircleDollarSign, value: copy.salary(job.baseSalary) },
    {
      term: copy.facts.posted,
      icon: CalendarDays,
      value: <time dateTime={job.datePosted}>{formatLongDate(job.datePosted)}</time>,
      showTerm: true,
    },
  ];
  return (
    <dl className="mt-8 flex flex-wrap gap-x-8 gap-y-3 text-sm text-slate-200">
      {facts.map(({ term, icon: Icon, value, showTerm }) => (
        <div key={term} className="flex items-center gap-2">
          <dt className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-4 text-slate-400" />
            <span className={cx(!showTerm && 'sr-only')}>{term}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
