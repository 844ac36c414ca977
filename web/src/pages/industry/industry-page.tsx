import { useParams } from 'react-router-dom';
import { industryBySlug } from '@ferrum/shared/content/industries';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { heroVideos } from '../../content/media.ts';
import { industryPageCopy as copy } from '../../content/industry-page.ts';
import { NotFoundView } from '../not-found/not-found-page.tsx';
import { IndustryStats } from './industry-stats.tsx';
import { ChallengeCard } from './challenge-card.tsx';
import { SolutionCard } from './solution-card.tsx';
import { ProcessSteps } from '../../components/ui/process-steps.tsx';

/** One template for all ten industry pages (docs/product.md#industry-pages), driven by `/industries/:slug`. */
export default function IndustryPage() {
  const { slug = '' } = useParams();
  const industry = industryBySlug(slug);
  if (!industry) return <NotFoundView />;
  const cta = copy.cta(industry.name);

  return (
    <>
      <PageHero
        {...industry.hero}
        video={industry.backgroundVideo ? heroVideos.network : undefined}
        primaryButton={copy.primaryButton(industry.hero.subtitle)}
        secondaryButton={copy.secondaryButton}
      />
      <Breadcrumbs label={copy.breadcrumbLabel} trail={[copy.breadcrumbRoot]} current={industry.name} />
      <IndustryStats stats={industry.stats} />
      <Section id={copy.challenges.id} heading={copy.challenges.title} intro={copy.challenges.intro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {industry.challenges.map((challenge) => (
            <li key={challenge.title}>
              <ChallengeCard challenge={challenge} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id={copy.solutions.id} heading={copy.solutions.title} intro={copy.solutions.intro} tone="muted">
        <ul className="grid gap-6 lg:grid-cols-2">
          {industry.solutions.map((solution) => (
            <li key={solution.title}>
              <SolutionCard solution={solution} />
            </li>
          ))}
        </ul>
      </Section>
      {industry.howItWorks ? (
        <Section id="how-it-works" heading={industry.howItWorks.title} intro={industry.howItWorks.intro}>
          <ProcessSteps steps={industry.howItWorks.steps} columns={4} />
        </Section>
      ) : null}
      <Section id="contact-us" heading={cta.title} intro={cta.description} tone="dark">
        <div className="flex justify-center">
          <ButtonLink href={cta.primaryButton.href} tone="dark" arrow>
            {cta.primaryButton.text}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
