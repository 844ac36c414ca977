/**
 * The hand-off as the model decides it on Bedrock: a tool, `offer_handoff`, offered
 * in the Converse request's `toolConfig`. The model calls it when the visitor asks
 * for the team (a person, a callback, a demo, a quote, a trial) or reports an
 * incident; the call's input becomes the reply's `handoff`. Nothing is read out of
 * the model's prose or out of the visitor's words. `unanswered` stays the offline
 * answerer's own reason: the model is never offered it.
 */
import * as z from 'zod';
import type { Tool } from '@aws-sdk/client-bedrock-runtime';
import { chatHandoffReasons, contactLimits, type ChatHandoff, type ChatHandoffReason } from '@ferrum/shared';
import { logger } from '../lib/logger.ts';
import { assistantCopy, handoffButton } from './assistant-copy.ts';

/** The tool's name, as the model calls it and the system prompt names it. */
export const handoffToolName = 'offer_handoff';

/** A reason the model may give: every hand-off reason but the offline answerer's `unanswered`. */
export type ModelHandoffReason = Exclude<ChatHandoffReason, 'unanswered'>;

/** The reasons the tool takes, in shared's order. */
export const modelHandoffReasons = chatHandoffReasons.filter(
  (reason): reason is ModelHandoffReason => reason !== 'unanswered',
);

/** What each reason is for, as the model reads it in the tool's schema. */
const reasonDescriptions: Record<ModelHandoffReason, string> = {
  person: 'the visitor asks to talk to a person, sales or an expert',
  callback: 'the visitor asks to be called back',
  demo: 'the visitor asks for a demo or a live presentation',
  quote: 'the visitor asks for a quote, a price, a cost or what fits their budget',
  trial: 'the visitor asks for a trial, a proof of concept or an evaluation in their own environment',
  incident: 'the visitor reports an active security incident (give the emergency number in your text first)',
};

/** The tool for the Converse request's `toolConfig`: constant, so the cached prompt prefix stays the same. */
export const handoffTool = {
  toolSpec: {
    name: handoffToolName,
    description: `Shows a "${handoffButton}" button under your answer; it opens the contact form with the visitor's questions and this subject filled in. Call it only when the visitor asks for the team or reports an active incident, never for ordinary product questions. Call it at most once, after writing your answer.`,
    inputSchema: {
      json: {
        type: 'object',
        properties: {
          reason: {
            type: 'string',
            enum: [...modelHandoffReasons],
            description: `Why the visitor is handed to the team: ${modelHandoffReasons
              .map((reason) => `"${reason}" when ${reasonDescriptions[reason]}`)
              .join('; ')}.`,
          },
          subject: {
            type: 'string',
            minLength: contactLimits.subjectMin,
            maxLength: contactLimits.subjectMax,
            description: `The contact form's subject line: one line of ${contactLimits.subjectMin} to ${contactLimits.subjectMax} characters naming the request and what it is about, in the visitor's language (for example "Quote request: Data Diode" or "Demo request: Cyber Digital Twin").`,
          },
        },
        required: ['reason', 'subject'],
        additionalProperties: false,
      },
    },
  },
} satisfies Tool;

/** The tool's input: the reason must be one the tool offers; the subject is checked on its own (a bad one is replaced). */
const handoffInput = z.object({ reason: z.enum(modelHandoffReasons), subject: z.unknown().optional() });

/** A subject the contact form takes as it is: trimmed, one line, within its length limits. */
function formSubject(subject: unknown): string | undefined {
  if (typeof subject !== 'string') return undefined;
  const trimmed = subject.trim();
  if (trimmed.length < contactLimits.subjectMin || trimmed.length > contactLimits.subjectMax) return undefined;
  return /[\r\n\u2028\u2029]/.test(trimmed) ? undefined : trimmed;
}

/**
 * The hand-off a finished `offer_handoff` call asks for, from its input as streamed (JSON text).
 * Malformed JSON or an unknown reason: no hand-off (logged, without the input). A subject the
 * contact form would refuse: the reason's general subject instead.
 */
export function handoffFromToolInput(inputJson: string): ChatHandoff | undefined {
  let input: unknown;
  try {
    input = JSON.parse(inputJson);
  } catch {
    logger.warn('hand-off tool input refused', { handoffProblem: 'malformed-json' });
    return undefined;
  }
  const parsed = handoffInput.safeParse(input);
  if (!parsed.success) {
    // Paths and codes only: the input may repeat the visitor's words.
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(input)'}:${issue.code}`);
    logger.warn('hand-off tool input refused', { handoffProblem: 'invalid-input', handoffIssues: issues });
    return undefined;
  }
  const { reason } = parsed.data;
  return { reason, subject: formSubject(parsed.data.subject) ?? assistantCopy.handoffSubjects[reason]() };
}
