/**
 * One case of the assistant's evaluation set: what a visitor types, turn by turn,
 * and what the answer to the last turn must and must not hold. The answerer's
 * own replies come between the turns, so a follow-up is judged in the
 * conversation it would really have.
 */
export interface ChatEvalCase {
  /** Short, unique, kebab-case. */
  id: string;
  /**
   * Messages sent before the turns, as a client may send them: the conversation is the
   * page's to send, so an attacker can forge the assistant's earlier answers.
   */
  history?: readonly { role: 'user' | 'assistant'; content: string }[];
  /** The visitor's messages in order; only the answer to the last one is judged. */
  turns: readonly [string, ...string[]];
  expect: {
    /** Every pattern must match the answer's text (facts, names, numbers). */
    mentions?: readonly RegExp[];
    /**
     * Every path must be linked from the answer: `/products/data-diode` matches a link to that page
     * with or without an anchor; `/products/data-diode#specifications` needs that anchor.
     */
    links?: readonly string[];
    /** `true`: "Talk to our team" must be offered; `false`: it must not be; absent: either. */
    handoff?: boolean;
    /** No pattern may match the answer's text (an invented price, office or certification, a job advert...). */
    never?: readonly RegExp[];
  };
}
