import { dataDiodePage } from '@ferrum/shared/content/products';
import { Section } from '../../components/ui/section.tsx';
import { CallToActionBlock } from '../products/call-to-action-block.tsx';
import { CopyHero } from '../products/copy-hero.tsx';
import { IconCardGrid } from '../products/icon-card-grid.tsx';
import { IntroBlock } from '../products/intro-block.tsx';
import { CertificationList } from './certification-list.tsx';
import { DiodeDiagram } from './diode-diagram.tsx';
import { SpecTable } from './spec-table.tsx';

/** /products/data-diode: intro, How It Works, six benefits, specifications, certifications, call to action. */
export default function DataDiodePage() {
  const { hero, intro, howItWorks, benefits, specifications, certifications, cta } = dataDiodePage;
  return (
    <>
      <CopyHero hero={hero} />
      <Section>
        <IntroBlock title={intro.title} paragraphs={intro.paragraphs} />
      </Section>
      <Section id="how-it-works" heading={howItWorks.title} intro={howItWorks.intro} tone="muted">
        <DiodeDiagram label={howItWorks.diagramLabel} stages={howItWorks.stages} />
      </Section>
      <Section id="benefits" heading={benefits.title} intro={benefits.intro}>
        <IconCardGrid items={benefits.items} />
      </Section>
      <Section id={specifications.id} heading={specifications.title} intro={specifications.intro} tone="muted">
        <SpecTable caption={specifications.title} rows={specifications.rows} />
      </Section>
      <Section id="certifications" heading={certifications.title} intro={certifications.intro}>
        <CertificationList items={certifications.items} />
      </Section>
      <CallToActionBlock cta={cta} />
    </>
  );
}
