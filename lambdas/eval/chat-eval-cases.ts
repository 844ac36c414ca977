/**
 * Every case of the assistant's evaluation, set by set. Each set was written from
 * the site's content by someone who had not read the assistant's code, in the
 * words visitors use; a new set is first run once as a held-out check of how the
 * assistant does on questions it was never tuned on (see docs/decisions/020).
 */
import type { ChatEvalCase } from './chat-eval-case.ts';
import { firstSet } from './cases/first-set.ts';
import { secondSet } from './cases/second-set.ts';
import { thirdSet } from './cases/third-set.ts';
import { adversarialSet } from './cases/adversarial-set.ts';

export const chatEvalCases: readonly ChatEvalCase[] = [...firstSet, ...secondSet, ...thirdSet, ...adversarialSet];
