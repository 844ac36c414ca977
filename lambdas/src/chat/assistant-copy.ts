/**
 * The assistant's own words: the offline notice, greetings, steers, the hand-off
 * to the team, and the texts of AI-service problems (shown as an assistant message
 * and as the "AI Service Issue" toast, docs/product.md#chat-messages). Markdown; links only to our
 * own pages, addresses and numbers. Facts come from the content modules.
 */
import { brand, pages, telHref, type ChatErrorKind, type ChatHandoffReason } from '@ferrum/shared';
import { contactDetails } from '@ferrum/shared/content/company';

const contactLink = `[contact our team](${pages.contact.path})`;
const phoneLink = `[${brand.phone}](${telHref(brand.phone)})`;
const emergencyLink = `[${brand.emergencyPhone}](${telHref(brand.emergencyPhone)})`;
/** The button the widget shows under an answer that offers the hand-off. */
export const handoffButton = 'Talk to our team';
const pressHandoff = `Press **${handoffButton}** below: our [contact form](${pages.contact.path}#message) opens with your questions filled in, and nothing is sent until you press Send Message.`;

/** Questions the assistant can answer, offered when it cannot help with something. */
const examples = '"What is a data diode?", "Which MDR plan has a 24/7 SOC?" or "Do you work with water utilities?"';

export const assistantCopy = {
  /** Opens the first offline reply of a conversation (docs/product.md#running-without-aws). */
  offlineNotice: `_I'm answering from the content of the ${brand.company} website; the AI model is not connected here._`,
  /** Opens every reply the site's content gives instead of the model (over the spend ceiling, the model unavailable). */
  fallbackNotice: `_Our AI model isn't available right now, so I'm answering from the content of the ${brand.company} website._`,
  /** Replies instead of what the guardrail blocked (lambdas/src/chat/guardrail.ts). */
  guardrail: {
    content: `I can't help with that here. I'm the ${brand.company} website's assistant: ask me about our products, services, industries, careers and events, for example ${examples}`,
    legal: `I can't give legal or regulatory advice for your situation. I can tell you which standards our products are designed and documented against (see the [Data Diode certifications](${pages.dataDiode.path}#certifications)), and our team can go through your requirements with you. ${pressHandoff}`,
    personalData: `Please don't share card numbers, passwords, access keys or other sensitive details in this chat: I didn't read that message. Ask me your question without them, or ${contactLink} by phone at ${phoneLink}.`,
  },
  greeting: `Hello! I'm the ${brand.assistant}. I can answer questions about our [products](${pages.products.path}), the [Data Diode](${pages.dataDiode.path}), the [Cyber Digital Twin](${pages.digitalTwin.path}), our [MDR service](${pages.mdr.path}), the industries we serve, careers and events. What would you like to know?`,
  thanks: `You're welcome! If there's anything else about ${brand.company}, just ask, or ${contactLink} to talk to a person.`,
  goodbye: `Thanks for stopping by! If anything else comes up, I'm here, and our team is one click away on the [contact page](${pages.contact.path}).`,
  /** Work outside what the assistant does: code, homework, chit-chat. */
  outOfScope: `That's outside what I can help with here: I'm the ${brand.company} website's assistant, so I answer questions about our products, services, industries, careers and events, and about industrial (OT/ICS) security. Try, for example, ${examples}`,
  /** Requests for attack instructions or malicious code. */
  harmful: `I can't help with attacking systems or writing exploit or malicious code. If you've found a vulnerability in our products, please report it through our [${pages.security.title}](${pages.security.path}) page; to build hands-on skills safely, have a look at [${brand.academy}](${pages.academy.path}) and its capture-the-flag labs.`,
  instructions: `I can't share or change my instructions, but I'm happy to answer questions about ${brand.company}'s products, services and industries. Try, for example, ${examples}`,
  /** Prices are never published: how to get one instead. `about` names what was asked about. */
  pricing: (about?: string) =>
    `We don't publish prices${about ? ` for ${about}` : ''}: every deployment is sized for your sites and quoted individually, so I can't give you a figure. ${pressHandoff}`,
  /** What the team can do, by why the visitor is handed over; `about` names the topic. */
  handoff: {
    person: (about?: string) =>
      `Of course, our team will be glad to talk with you${about ? ` about ${about}` : ''}. ${pressHandoff} You can also call us at ${phoneLink} (${contactDetails.hours.text}) or e-mail [${brand.email}](mailto:${brand.email}).`,
    callback: (about?: string) =>
      `Happy to arrange a call${about ? ` about ${about}` : ''}. ${pressHandoff} Add your phone number and a good time to call in the message, and we'll call you back. If it can't wait, call us at ${phoneLink} (${contactDetails.hours.text}).`,
    demo: (about?: string) =>
      `We'd be glad to show you ${about ?? 'our products'} in a live session with our engineers. ${pressHandoff} A line about your environment (sites, systems, what you want to see) helps us prepare.`,
    quote: (about?: string) =>
      `Our engineers size every deployment${about ? ` of ${about}` : ''} for your sites and send you a quote. ${pressHandoff} Tell us a little about your architecture and throughput needs.`,
    trial: (about?: string) =>
      `To try ${about ?? 'our products'} in your own environment, please talk to our team and we'll find the right way to evaluate it. ${pressHandoff}`,
    incident: `If you are responding to an active incident, call our **24/7 emergency line** now: ${emergencyLink}. ${contactDetails.hours.emergency}. Please don't share sensitive details in this chat. Once you are safe, press **${handoffButton}** below to send us a written summary.`,
    unanswered: `A person on our team can answer what the website doesn't. ${pressHandoff}`,
  } satisfies Record<ChatHandoffReason, string | ((about?: string) => string)>,
  /** Subjects for the contact form, within its 5 to 200 characters. */
  handoffSubjects: {
    person: (about?: string) => (about ? `Question about ${about}` : `Talk to the ${brand.company} team`),
    callback: (about?: string) => (about ? `Callback request: ${about}` : 'Callback request'),
    demo: (about?: string) => (about ? `Demo request: ${about}` : 'Demo request'),
    quote: (about?: string) => (about ? `Quote request: ${about}` : 'Quote request'),
    trial: (about?: string) => (about ? `Trial request: ${about}` : 'Trial request'),
    incident: () => 'Urgent: possible security incident',
    unanswered: (about?: string) => (about ? `Question about ${about}` : `Question for the ${brand.company} team`),
  } satisfies Record<ChatHandoffReason, (about?: string) => string>,
  /** Events, on the day of the question. */
  events: {
    noneUpcoming: `We have no upcoming events scheduled right now.`,
    recent: 'Our most recent events have ended:',
    next: 'Our next event:',
    ongoing: 'Happening now:',
    alsoComing: 'Also coming up:',
    ended: (when: string) => `It took place on ${when} and has ended.`,
    upcoming: (when: string) => `It takes place on ${when}.`,
    meet: `To meet our team in the meantime, book a meeting through our [contact page](${pages.contact.path}) and we'll arrange a call or a visit.`,
    bookAtEvent: `You can book a meeting with our team there through our [contact page](${pages.contact.path}).`,
  },
  /** Names the visitor wrote ("ISO 9001", "PowerSafe") that the website never mentions. */
  notOnSite: (names: readonly string[]) => {
    const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
    return `Our website doesn't mention ${listed}, so I can't confirm anything about ${names.length === 1 ? 'it' : 'them'}.`;
  },
  /** Nothing on the site answers, though something is near. */
  notAnswered: `Our website doesn't answer that, and I'd rather not guess.`,
  /** Nothing on the site is near the question at all. */
  outsideSite: `That's outside what our website covers, so I can't help with it here. I answer questions about ${brand.company}'s products, services, industries, careers and events, and about industrial (OT/ICS) security; try, for example, ${examples}`,
  /** Introduces the nearest sections under an answer that could not be given. */
  mightBeLookingFor: 'You might be looking for:',
  /** A question in another language, answered offline in English. */
  englishOnly: `_I can only answer in English here; with our AI model connected I answer in your language._`,
  /** Introduces the lines quoted from a section of a page. */
  fromSection: (page: string, section: string) => `From our ${page} page, **${section}**:`,
  /** Introduces the lines quoted from an article's section. */
  fromArticle: (title: string, path: string) => `From our article [${title}](${path}):`,
  readMore: (title: string, path: string) => `Read more on the [${title}](${path}) page.`,
  /** After an item of a list (an opening, an event): the whole list. */
  seeAll: (list: string, path: string) => `See also [${list.toLowerCase()}](${path}).`,
  readSection: (title: string, section: string, path: string) => `More in the [${title} ${section}](${path}).`,
  /** Under an article's passages: the section they come from (the lead names the article). */
  readArticleSection: (section: string, path: string) => `Read the whole section, [${section}](${path}).`,
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
