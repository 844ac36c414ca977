/**
 * What "Talk to our team" puts in the contact form: the subject the server chose
 * for what was asked, and the visitor's own questions (never the assistant's
 * answers), the newest that fit the form's message limit.
 */
import { contactLimits, type ChatHandoff } from '@ferrum/shared';
import type { ContactDraft } from '../../lib/contact-draft.ts';
import { chatCopy } from '../../content/chat.ts';
import type { ConversationMessage } from '../../lib/chat-session.ts';

export function handoffDraft(messages: readonly ConversationMessage[], handoff: ChatHandoff): ContactDraft {
  const questions = messages.filter((message) => message.role === 'user').map((message) => message.content.trim());
  let message = chatCopy.handoff.message(questions);
  // The oldest questions go first; a single question longer than the form allows is cut.
  while (message.length > contactLimits.messageMax && questions.length > 1) {
    questions.shift();
    message = chatCopy.handoff.message(questions);
  }
  if (message.length > contactLimits.messageMax) {
    const over = message.length - contactLimits.messageMax + 1;
    message = chatCopy.handoff.message([`${questions[0]!.slice(0, -over)}…`]);
  }
  return { subject: handoff.subject.slice(0, contactLimits.subjectMax), message, source: 'assistant' };
}
