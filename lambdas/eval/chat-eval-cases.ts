/**
 * The assistant's evaluation, in two kinds (docs/decisions/023):
 * - behaviours: what must always hold; `npm test` requires every one, offline;
 * - quality: sets of visitor questions written from the site's content by people who
 *   never read the assistant's code. A set's honest figure is its first run, on the
 *   answerer as it stood when the set was written (recorded in decision 023 and the
 *   bench report); after that it joins this regression pool, which is reported, never a
 *   gate: a new post or page must not turn `npm test` red unless a behaviour broke.
 */
import type { ChatEvalCase } from './chat-eval-case.ts';
import { behaviours } from './cases/behaviours.ts';
import { adversarialSet } from './cases/adversarial-set.ts';
import { firstSet } from './cases/first-set.ts';
import { secondSet } from './cases/second-set.ts';
import { thirdSet } from './cases/third-set.ts';
import { articlesSet } from './cases/articles-set.ts';
import { freshSiteSet } from './cases/fresh-site-set.ts';
import { freshArticlesSet } from './cases/fresh-articles-set.ts';
import { freshVisitorsSet } from './cases/fresh-visitors-set.ts';
import { freshRoundTwoSiteSet } from './cases/fresh-round-two-site-set.ts';
import { freshRoundTwoArticlesSet } from './cases/fresh-round-two-articles-set.ts';
import { freshRoundThreeSiteSet } from './cases/fresh-round-three-site-set.ts';
import { freshRoundThreeArticlesSet } from './cases/fresh-round-three-articles-set.ts';

/** Cases judged together; `required` sets must pass whole in `npm test` (offline). */
export interface ChatEvalSet {
  name: string;
  cases: readonly ChatEvalCase[];
  required: boolean;
}

export const chatEvalSets: readonly ChatEvalSet[] = [
  { name: 'behaviours', cases: behaviours, required: true },
  { name: 'adversarial behaviours', cases: adversarialSet, required: true },
  { name: 'quality: first set', cases: firstSet, required: false },
  { name: 'quality: second set', cases: secondSet, required: false },
  { name: 'quality: third set', cases: thirdSet, required: false },
  { name: 'quality: articles set', cases: articlesSet, required: false },
  // Written on 2026-11-26 after the offline answerer's last change (decision 023 records their first run).
  { name: 'quality: fresh site set', cases: freshSiteSet, required: false },
  { name: 'quality: fresh articles set', cases: freshArticlesSet, required: false },
  { name: 'quality: fresh visitors set', cases: freshVisitorsSet, required: false },
  // Written on 2026-11-26 after the changes that followed the first fresh sets' run (decision 023).
  { name: 'quality: second fresh site set', cases: freshRoundTwoSiteSet, required: false },
  { name: 'quality: second fresh articles set', cases: freshRoundTwoArticlesSet, required: false },
  // Written on 2026-11-26 after the answerer's last change of the session (decision 023).
  { name: 'quality: third fresh site set', cases: freshRoundThreeSiteSet, required: false },
  { name: 'quality: third fresh articles set', cases: freshRoundThreeArticlesSet, required: false },
];

export const chatEvalCases: readonly ChatEvalCase[] = chatEvalSets.flatMap((set) => set.cases);
