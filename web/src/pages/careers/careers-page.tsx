import { jobOpenings } from '@ferrum/shared/content/jobs';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';
import { careersPageCopy as copy } from '../../content/careers-page.ts';
import { CareersIconCard } from './careers-icon-card.tsx';
import { JobCard } from './job-card.tsx';

/**
 * /company/careers: why work here, benefits, the five openings with Apply Now
 * (docs/product.md#careers-and-job-openings).
 */
export default function CareersPage() {
  return (
    <>
      <PageHero {...copy.hero} />
      <Section id="why-work-here" heading={copy.whyWorkHere.title} intro={copy.whyWorkHere.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.whyWorkHere.values.map((value) => (
            <li key={value.title}>
              <CareersIconCard item={value} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="benefits" heading={copy.benefits.title} intro={copy.benefits.intro} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {copy.benefits.items.map((benefit) => (
            <li key={benefit.title}>
              <CareersIconCard item={benefit} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id={copy.openings.id} heading={copy.openings.title} intro={copy.openings.intro}>
        <ul className="mx-auto max-w-5xl space-y-6">
          {jobOpenings.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-12 max-w-5xl rounded-2xl bg-slate-50 p-8 text-center">
          <h3 className="text-xl font-semibold text-slate-900">{copy.contact.title}</h3>
          <p className="mx-auto mt-3 max-w-2xl text-slate-600">{copy.contact.description}</p>
          <ButtonLink href={copy.contact.primaryButton.href} arrow className="mt-6">
            {copy.contact.primaryButton.text}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
