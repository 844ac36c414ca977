import { academy } from '@ferrum/shared/content/academy';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';
import { academyPageCopy as copy } from '../../content/academy-page.ts';
import { AcademyStats } from './academy-stats.tsx';
import { CheckList } from './check-list.tsx';
import { FreeTrialPanel } from './free-trial-panel.tsx';
import { OfferingCard } from './offering-card.tsx';

/** /resources/academy: stats, Learn by Doing, the labs, the free trial (docs/product.md#academy). */
export default function AcademyPage() {
  return (
    <>
      <PageHero {...copy.hero} />
      <AcademyStats stats={academy.stats} label={copy.statsLabel} />
      <Section id="learn-by-doing" heading={copy.learnByDoing.title} intro={copy.learnByDoing.intro}>
        <div className="grid gap-10 lg:grid-cols-2">
          <CheckList points={copy.learnByDoing.points} />
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
            <h3 className="text-lg font-semibold text-slate-900">{copy.learnByDoing.pathsTitle}</h3>
            <ol className="mt-4 space-y-3">
              {academy.certificationPaths.map((path, index) => (
                <li key={path} className="flex items-center gap-3 text-slate-700">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-violet-700 text-xs font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  {path}
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Section>
      <Section id={copy.labs.id} heading={copy.labs.title} intro={copy.labs.intro} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {academy.offerings.map((offering) => (
            <li key={offering.title}>
              <OfferingCard offering={offering} />
            </li>
          ))}
        </ul>
      </Section>
      <FreeTrialPanel />
    </>
  );
}
