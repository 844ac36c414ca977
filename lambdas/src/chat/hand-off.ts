/**
 * When the assistant hands the visitor to the team ("Talk to our team"): they
 * asked for a person, a callback, a demo, a quote or a trial, asked for prices,
 * reported an incident, or their last two questions went unanswered. Decided from
 * the visitor's words, so the model and the offline answers offer it alike.
 */
import type { ChatHandoff, ChatHandoffReason } from '@ferrum/shared';
import { assistantCopy } from './assistant-copy.ts';
import type { ReadTurn } from './conversation.ts';
import type { KnowledgeTopic } from './knowledge-base.ts';
import { handoffWants } from './visitor-intent.ts';

/** Whether an answer helped: two unanswered questions in a row hand the visitor to the team. */
export type AnswerStatus = 'answered' | 'unanswered' | 'declined';

/** Topics a subject line may name: what is sold, and where it is used. */
const subjectKinds: ReadonlySet<KnowledgeTopic['kind']> = new Set([
  'product',
  'service',
  'plans',
  'plan',
  'industry',
  'sector',
  'academy',
]);

/** The hand-off for the conversation whose last turn is `turn`, answered with `status` after a turn answered with `previous`. */
export function handoffFor(
  turn: ReadTurn,
  status: AnswerStatus,
  previous: AnswerStatus | undefined,
): ChatHandoff | undefined {
  const { wants } = turn.intent;
  // An attempt on the assistant's rules is answered with the rules, never with an offer.
  if (wants.has('instructions')) return undefined;
  let reason: ChatHandoffReason | undefined = handoffWants.find((want) => wants.has(want));
  // The academy's trial is a sign-up of its own, not a conversation with sales.
  if (reason === 'trial' && turn.subject?.kind === 'academy') reason = undefined;
  if (!reason && wants.has('pricing')) reason = 'quote';
  if (!reason && status === 'unanswered' && previous === 'unanswered') reason = 'unanswered';
  if (!reason) return undefined;
  const about = turn.subject && subjectKinds.has(turn.subject.kind) ? turn.subject.name : undefined;
  return { reason, subject: assistantCopy.handoffSubjects[reason](about) };
}
