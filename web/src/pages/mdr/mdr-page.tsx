import { mdrPage, mdrPlans } from '@ferrum/shared/content/services';
import { Section } from '../../components/ui/section.tsx';
import { CallToActionBlock } from '../products/call-to-action-block.tsx';
import { CopyHero } from '../products/copy-hero.tsx';
import { IconCardGrid } from '../products/icon-card-grid.tsx';
import { ProcessSteps } from '../../components/ui/process-steps.tsx';
import { PlanCard } from './plan-card.tsx';

/** /services/mdr: overview, four capabilities, Detect → Investigate → Respond, three plans, Contact Us Today. */
export default function MdrPage() {
  const { hero, overview, capabilities, process, plans, contact } = mdrPage;
  return (
    <>
      <CopyHero hero={hero} />
      <Section id={overview.id} heading={overview.title} intro={overview.intro}>
        <IconCardGrid items={overview.benefits} columns={4} />
      </Section>
      <Section id="capabilities" heading={capabilities.title} intro={capabilities.intro} tone="muted">
        <IconCardGrid items={capabilities.items} columns={4} />
      </Section>
      <Section id="process" heading={process.title} intro={process.intro}>
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section id="plans" heading={plans.title} intro={plans.intro} tone="muted">
        <ul className="grid items-stretch gap-8 pt-4 lg:grid-cols-3">
          {mdrPlans.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanCard plan={plan} supportLabel={plans.supportLabel} />
            </li>
          ))}
        </ul>
      </Section>
      <CallToActionBlock cta={contact} />
    </>
  );
}
