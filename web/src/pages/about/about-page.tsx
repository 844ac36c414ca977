import { about } from '@ferrum/shared/content/company';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';
import { aboutPageCopy as copy } from '../../content/about-page.ts';
import { ImpactFigures } from './impact-figures.tsx';
import { LeaderCard } from './leader-card.tsx';
import { MissionStatement } from './mission-statement.tsx';
import { ValueCard } from './value-card.tsx';

/** /company/about: mission, values, leadership, global impact (docs/product.md#about). */
export default function AboutPage() {
  return (
    <>
      <PageHero {...copy.hero} />
      <MissionStatement />
      <Section id="values" heading={about.values.title} tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {about.values.items.map((value) => (
            <li key={value.title}>
              <ValueCard value={value} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="leadership" heading={about.leadership.title} intro={about.leadership.intro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {about.leadership.members.map((leader) => (
            <li key={leader.name}>
              <LeaderCard leader={leader} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="global-impact" heading={about.globalImpact.title} intro={about.globalImpact.intro} tone="dark">
        <ImpactFigures figures={about.globalImpact.figures} />
      </Section>
      <Section id="work-with-us" heading={copy.cta.title} intro={copy.cta.description} tone="muted">
        <div className="flex flex-wrap justify-center gap-4">
          <ButtonLink href={copy.cta.primaryButton.href} arrow>
            {copy.cta.primaryButton.text}
          </ButtonLink>
          {copy.cta.secondaryButton ? (
            <ButtonLink href={copy.cta.secondaryButton.href} variant="secondary">
              {copy.cta.secondaryButton.text}
            </ButtonLink>
          ) : null}
        </div>
      </Section>
    </>
  );
}
