import { digitalTwinPage } from '@ferrum/shared/content/products';
import { Section } from '../../components/ui/section.tsx';
import { CallToActionBlock } from '../products/call-to-action-block.tsx';
import { CopyHero } from '../products/copy-hero.tsx';
import { IconCardGrid } from '../products/icon-card-grid.tsx';
import { IntroBlock } from '../products/intro-block.tsx';
import { ProcessSteps } from '../../components/ui/process-steps.tsx';
import { IntegrationGrid } from './integration-grid.tsx';

/** /products/cyber-digital-twin: intro, six features, three steps, integrations, call to action. */
export default function DigitalTwinPage() {
  const { hero, intro, features, process, integrations, cta } = digitalTwinPage;
  return (
    <>
      <CopyHero hero={hero} />
      <Section>
        <IntroBlock title={intro.title} paragraphs={intro.paragraphs} />
      </Section>
      <Section id={features.id} heading={features.title} intro={features.intro} tone="muted">
        <IconCardGrid items={features.items} />
      </Section>
      <Section id="process" heading={process.title} intro={process.intro}>
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section id="integrations" heading={integrations.title} intro={integrations.intro} tone="muted">
        <IntegrationGrid />
      </Section>
      <CallToActionBlock cta={cta} />
    </>
  );
}
