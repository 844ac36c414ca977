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
];

export const chatEvalCases: readonly ChatEvalCase[] = chatEvalSets.flatMap((set) => set.cases);
