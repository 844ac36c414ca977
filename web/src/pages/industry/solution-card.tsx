import type { IndustrySolution } from '@ferrum/shared/content/industries';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { industryPageCopy as copy } from '../../content/industry-page.ts';
import { solutionHref } from './solution-href.ts';

/** A solution for the industry, with Learn More to the product it uses. */
export function SolutionCard({ solution }: { solution: IndustrySolution }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 className="text-xl font-semibold text-slate-900">{solution.title}</h3>
      <p className="mt-3 flex-1 text-slate-600">{solution.description}</p>
      <div className="mt-6">
        <ButtonLink href={solutionHref(solution.title)} variant="secondary" arrow>
          {copy.solutions.learnMoreText}
          <span className="sr-only">: {solution.title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
