/**
 * The chat widget's copy (docs/product.md#the-widget, #chat-messages). The assistant's
 * answers come from the API; these are the widget's own words.
 */
import { brand, pages } from '@ferrum/shared';

export const chatCopy = {
  title: brand.assistant,
  subtitle: 'Questions about our products, services and industries',
  openLabel: 'Open chat',
  closeLabel: 'Close chat',
  maximizeLabel: 'Maximize chat',
  restoreLabel: 'Restore chat size',
  resetLabel: 'Reset conversation',
  logLabel: 'Conversation',
  inputLabel: 'Chat message',
  placeholder: 'Type your message...',
  sendLabel: 'Send message',
  /** Beside Send while an answer is on its way: ends it, keeping what has arrived. */
  stopLabel: 'Stop answer',
  emptyState: 'Ask me anything about industrial cybersecurity, our products, or services.',
  /** Offered under the empty state; tapping one asks it. Named from the page table, so a renamed product follows. */
  starters: {
    label: 'Questions to start with',
    questions: [
      `How does the ${pages.dataDiode.title} keep our control network safe?`,
      'Which MDR plans do you offer?',
      `What can the ${pages.digitalTwin.title} simulate?`,
      'Can I book a demo with your team?',
    ],
  },
  /** The hand-off under an answer: opens the contact form with the visitor's questions (lib/contact-draft.ts). */
  handoff: {
    label: 'Talk to our team',
    /** The message the contact form opens with: the visitor's own questions, which they can edit. */
    message: (questions: readonly string[]) =>
      `Hello, I was asking the ${brand.assistant}:\n\n${questions.map((question) => `- ${question}`).join('\n')}\n\nPlease get in touch.`,
  },
  typing: 'Assistant is typing',
  /** Under an answer that ended before it was complete: stopped by the visitor, or cut off (connection, page left). */
  partialAnswer: { stopped: 'Answer stopped', interrupted: 'Answer incomplete' },
  /** Read before each message by screen readers, so the log says who spoke. */
  speakers: { user: 'You', assistant: brand.assistant },
  /** docs/product.md#chat-messages, word for word. */
  toasts: {
    requestFailed: { title: 'Error', description: 'Failed to get a response. Please try again.' },
    serviceIssue: { title: 'AI Service Issue' },
    unexpected: { title: 'Error', description: 'Something went wrong. Please try again.' },
  },
} as const;
