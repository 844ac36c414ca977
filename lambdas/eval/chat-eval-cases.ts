/**
 * Every case of the assistant's evaluation, set by set. Each set was written from
 * the site's content by someone who had not read the assistant's code, in the
 * words visitors use; a new set is first run once as a held-out check of how the
 * assistant does on questions it was never tuned on (see docs/decisions/020, 022).
 */
import type { ChatEvalCase } from './chat-eval-case.ts';
import { firstSet } from './cases/first-set.ts';
import { secondSet } from './cases/second-set.ts';
import { thirdSet } from './cases/third-set.ts';
import { adversarialSet } from './cases/adversarial-set.ts';
import { articlesSet } from './cases/articles-set.ts';

/** Cases answered from the same kind of source, and the offline responder's floor on them in `npm test`. */
export interface ChatEvalSet {
  name: string;
  cases: readonly ChatEvalCase[];
  floor: number;
}

export const chatEvalSets: readonly ChatEvalSet[] = [
  { name: 'the site’s pages', cases: [...firstSet, ...secondSet, ...thirdSet, ...adversarialSet], floor: 0.95 },
  // The offline answers quote an article's section by the visitor's words; the model reads the
  // sections and explains. Measured held out at 37.5 %, 62.5 % after general fixes (decision 022).
  { name: 'the blog’s articles', cases: articlesSet, floor: 0.6 },
];

export const chatEvalCases: readonly ChatEvalCase[] = chatEvalSets.flatMap((set) => set.cases);
