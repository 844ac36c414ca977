/**
 * The heaviest conversations the chat API accepts (shared/src/schemas/chat.ts): the most
 * messages, user first and last, each of the longest length, of random words. The words
 * come from a seeded generator, so every run asks the same conversations, and each call
 * gives new ones: distinct words, no two messages alike, nothing a cache could keep.
 */
import { chatLimits, type ChatMessage } from '@ferrum/shared';
import { chatEvalCases } from '../lambdas/eval/chat-eval-cases.ts';

/** The plain question the worst cases are compared with. */
export const plainQuestion = 'What is a data diode?';

/** Messages in the longest conversation: user first and last, alternating, at most `maxMessages`. */
export const worstCaseMessages = chatLimits.maxMessages % 2 ? chatLimits.maxMessages : chatLimits.maxMessages - 1;

/**
 * Where the words come from:
 * - random letters: words of 2 to 12 letters the site never uses, one in eight capitalised
 *   (read as a name the site may lack); the longer ones go through the search's typo matching;
 * - visitors' words: words of the evaluation's questions (`lambdas/eval`) in random order,
 *   which the search finds in many passages: the heavier of the two (bench runs of 2026-11-26).
 */
export const worstCaseWords = ['random letters', 'visitors’ words'] as const;
export type WorstCaseWords = (typeof worstCaseWords)[number];

/** Mulberry32: a small seeded generator of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const letters = 'abcdefghijklmnopqrstuvwxyz';
const visitorsWords = [...new Set(chatEvalCases.flatMap((evalCase) => evalCase.turns.join(' ').split(/\s+/)))].filter(
  Boolean,
);

/** A source of worst-case conversations of `words`: the same sequence for the same seed. */
export function worstCaseConversations(words: WorstCaseWords, seed = 20261126): () => ChatMessage[] {
  const random = seeded(seed);
  const letter = () => letters[Math.floor(random() * letters.length)]!;
  const word =
    words === 'random letters'
      ? () => {
          const text = Array.from({ length: 2 + Math.floor(random() * 11) }, letter).join('');
          return random() < 1 / 8 ? text[0]!.toUpperCase() + text.slice(1) : text;
        }
      : () => visitorsWords[Math.floor(random() * visitorsWords.length)]!;
  const message = () => {
    let text = word();
    while (text.length < chatLimits.maxMessageLength) text += ` ${word()}`;
    // Cut to the limit, never ending on a space the schema would trim.
    return text.slice(0, chatLimits.maxMessageLength - 1) + letter();
  };
  return () =>
    Array.from({ length: worstCaseMessages }, (_, index) => ({
      role: index % 2 ? 'assistant' : 'user',
      content: message(),
    }));
}
