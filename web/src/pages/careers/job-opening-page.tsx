import { findJobOpening, type JobOpening } from '@ferrum/shared/content/jobs';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { jobOpeningPageCopy as copy } from '../../content/job-opening-page.ts';
import { Island } from '../../islands/island.tsx';
import { NotFoundView } from '../not-found/not-found-page.tsx';
import { applicationTitleId } from './job-application-ids.ts';
import { JobOpeningFacts } from './job-opening-facts.tsx';
import { JobOpeningList } from './job-opening-list.tsx';
import { JobOpeningOffer } from './job-opening-offer.tsx';
import { JobOpeningSection } from './job-opening-section.tsx';

/**
 * /company/careers/{slug}: one opening with its full description and the application
 * form on the page (the same island, API and messages as the careers page's Apply Now
 * dialog; it posts natively without JavaScript). An unknown slug is the not-found page.
 */
export default function JobOpeningPage() {
  const { slug = '' } = useParams();
  const job: JobOpening | undefined = findJobOpening(slug);
  if (!job) return <NotFoundView />;

  return (
    <>
      <PageHero
        title={job.title}
        subtitle={job.department}
        description={job.description}
        primaryButton={copy.primaryButton}
        secondaryButton={copy.secondaryButton}
      >
        <JobOpeningFacts job={job} />
      </PageHero>
      <Breadcrumbs label={copy.breadcrumbLabel} trail={[copy.breadcrumbRoot]} current={job.title} />
      <div className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:gap-16 lg:px-8">
          <div className="space-y-12 lg:col-span-3">
            <JobOpeningSection id="about-the-role" heading={copy.sections.about}>
              {job.intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </JobOpeningSection>
            <JobOpeningSection id="responsibilities" heading={copy.sections.responsibilities}>
              <JobOpeningList items={job.responsibilities} />
            </JobOpeningSection>
            <JobOpeningSection id="requirements" heading={copy.sections.requirements}>
              <JobOpeningList items={job.requirements} />
            </JobOpeningSection>
            {job.niceToHave ? (
              <JobOpeningSection id="nice-to-have" heading={copy.sections.niceToHave}>
                <JobOpeningList items={job.niceToHave} />
              </JobOpeningSection>
            ) : null}
            <JobOpeningSection id="what-we-offer" heading={copy.sections.offer}>
              <JobOpeningOffer job={job} />
            </JobOpeningSection>
          </div>
          <section
            id={copy.applyId}
            aria-labelledby={applicationTitleId(job.id)}
            className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8 lg:col-span-2"
          >
            <Island name="job-application-form" props={{ jobId: job.id, placement: 'page' }} />
          </section>
        </div>
      </div>
    </>
  );
}
