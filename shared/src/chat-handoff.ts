/**
 * The assistant's hand-off to the team, as a chat reply carries it: why, and a
 * subject for the contact form. Kept apart from the zod schemas because the
 * page's own script reads a stored conversation without loading them.
 */

/**
 * Why the assistant offers to hand the visitor to the team ("Talk to our team"):
 * they asked for a person, a callback, a demo, a quote or a trial, reported an
 * incident, or the site has no answer to their question.
 */
export const chatHandoffReasons = ['person', 'callback', 'demo', 'quote', 'trial', 'incident', 'unanswered'] as const;

export type ChatHandoffReason = (typeof chatHandoffReasons)[number];

/**
 * The hand-off a reply offers. On AWS the model decides it with a tool call; offline,
 * the offline answerer does (a request it hears, or a question the site can't answer).
 * The widget turns it into "Talk to our team", which opens the contact form with this
 * subject and the visitor's own questions (never sent until the visitor presses Send
 * Message).
 */
export interface ChatHandoff {
  reason: ChatHandoffReason;
  /** A subject for the contact form that fits what was asked (within the form's subject rules). */
  subject: string;
}

/** True for a value shaped like a `ChatHandoff`. */
export function isChatHandoff(value: unknown): value is ChatHandoff {
  if (typeof value !== 'object' || value === null) return false;
  const { reason, subject } = value as { reason?: unknown; subject?: unknown };
  return (chatHandoffReasons as readonly unknown[]).includes(reason) && typeof subject === 'string';
}
