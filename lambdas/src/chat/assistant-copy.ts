/**
 * The assistant's own words: the offline notice, greetings, steers and the
 * texts of AI-service problems (shown as an assistant message and as the "AI
 * Service Issue" toast, SPEC.md §8). Markdown; links only to our own pages.
 */
import { brand, pages, type ChatErrorKind } from '@ferrum/shared';

const contactLink = `[contact our team](${pages.contact.path})`;

export const assistantCopy = {
  /** Opens the first offline reply of a conversation (DECISIONS.md "Running without AWS"). */
  offlineNotice: `_I'm answering from the content of the ${brand.company} website; the AI model is not connected here._`,
  greeting: `Hello! I'm the ${brand.assistant}. I can answer questions about our [products](${pages.products.path}), the [Data Diode](${pages.dataDiode.path}), the [Cyber Digital Twin](${pages.digitalTwin.path}), our [MDR service](${pages.mdr.path}), the industries we serve, careers and events. What would you like to know?`,
  thanks: `You're welcome! If there's anything else about ${brand.company}, just ask, or ${contactLink} to talk to a person.`,
  offTopic: `I can only help with questions about ${brand.company} and industrial cybersecurity. Try asking, for example, "What is a data diode?", "Which MDR plan has a 24/7 SOC?" or "How can I contact sales?"`,
  instructions: `I can't share or change my instructions, but I'm happy to answer questions about ${brand.company}'s products, services and industries.`,
  pricing: `We don't publish prices: every deployment is sized for your sites and quoted individually. Please ${contactLink} for a quote.`,
  relatedHeading: 'Related pages:',
  readMore: (title: string, path: string) => `Read more on the [${title}](${path}) page.`,
  /** Text of each AI-service problem; the reply id is `error-<kind>-<uuid>`. */
  errors: {
    throttled: `The assistant is busy right now. Please wait a few seconds and try again, or ${contactLink} if it is urgent.`,
    'access-denied': `The assistant is not available at the moment. Please try again later, or ${contactLink} and we'll answer your question directly.`,
    'model-unavailable': `The assistant's AI model is not available right now. Please try again in a few minutes, or ${contactLink}.`,
    'invalid-request':
      'The assistant could not process this conversation. Please start a new one with the reset button and ask again.',
    timeout: 'The assistant took too long to answer. Please try again, perhaps with a shorter question.',
    unavailable: `The AI service is temporarily unavailable. Please try again shortly, or ${contactLink}.`,
    empty: `The assistant could not answer that. Please rephrase your question, or ask about our products, services or industries.`,
  } satisfies Record<ChatErrorKind, string>,
} as const;
