/**
 * What a follow-up is about. A message that names nothing new (a pronoun, a place
 * word, an ordinal, "the other") is about the subject of the last turns, or about an item the last answer
 * listed. The subject is worked out again from the visitor's own messages (the
 * assistant's earlier turns come from the browser and may be altered; they are
 * only read for the list of items they showed). Bounded: a few turns, each cut.
 */
import type { ChatMessage } from '@ferrum/shared';
import { termsOf, type Found, type PassageSearch, type ReadQuestion } from './passage-search.ts';

/** Visitor messages read, newest last: older ones no longer steer a follow-up. */
export const turnsRead = 2;
/** Characters read of the newest message: a question is shorter; a pasted document is not read whole. */
export const charactersRead = 600;
/** Characters read of an earlier message: enough to tell what it was about. */
const earlierTurnCharacters = 300;
/** Meanings of an earlier turn searched to tell what it was about. */
const earlierTurnMeanings = 6;
/** How much a follow-up's search favours the passages of the subject it refers to. */
const subjectBoost = 3;
/** A message with at most this many meanings of its own can only be read against what came before. */
const shortQuestion = 2;
/** A passage that covers this much of a question makes its topic the conversation's subject. */
const subjectCoverage = 0.5;

/** Words that point back at something said before. */
const pointsBack =
  /\b(it|its|it's|this|that|these|those|they|them|their|there|she|her|he|his|him|one|ones|other|same|former|latter)\b/i;
/** "and for nuclear?", "what about water?": the last question again, about something else. */
const asksAgain = /^\s*(and|also|what about|how about|same (for|with)|and for|and what about)\b/i;
const ordinals: readonly (readonly [RegExp, (count: number) => number])[] = [
  [/\b(first|1st|#1|number one)\b/i, () => 0],
  [/\b(second|2nd|#2|number two)\b/i, () => 1],
  [/\b(third|3rd|#3|number three)\b/i, () => 2],
  [/\b(fourth|4th|#4)\b/i, () => 3],
  [/\b(fifth|5th|#5)\b/i, () => 4],
  [/\b(middle)\b/i, (count) => Math.floor((count - 1) / 2)],
  [/\b(last|final)\b(?! (year|month|week|time))/i, (count) => count - 1],
];

/** One visitor message and the items the answer after it listed. */
interface Turn {
  text: string;
  /** Topic ids of the numbered items the assistant's answer to it showed, in order. */
  listed: string[];
}

/** The question as the search should read it, and what the conversation is about. */
export interface ReadTurn {
  question: ReadQuestion;
  /** The topic the message refers back to, if any: its passages are favoured. */
  subject?: string;
  /** True when `subject` was picked from a list ("the second one"): its overview answers. */
  picked: boolean;
  /** The passages the search found for it, best first. */
  found: readonly Found[];
  /** What the search found for the visitor's message before it, if any. */
  previous?: readonly Found[];
}

/** Topic ids of the items an answer lists as `1. [**Name**](/path)`, matched by name. */
function listedItems(answer: string, topicByName: ReadonlyMap<string, string>): string[] {
  return [...answer.slice(0, 4 * charactersRead).matchAll(/^\s*\d+\.\s+\[\**([^\]*]+)\**\]\(/gm)].flatMap((match) => {
    const id = topicByName.get(match[1]!.trim().toLowerCase());
    return id ? [id] : [];
  });
}

function recentTurns(messages: readonly ChatMessage[], topicByName: ReadonlyMap<string, string>): Turn[] {
  const turns: Turn[] = [];
  for (const message of messages.slice(-2 * turnsRead)) {
    if (message.role === 'user') turns.push({ text: message.content, listed: [] });
    else if (turns.length > 0) turns.at(-1)!.listed = listedItems(message.content, topicByName);
  }
  // The newest message is read in full (up to `charactersRead`); earlier ones only for what they were about.
  return turns.slice(-turnsRead).map((turn, index, kept) => ({
    ...turn,
    text: turn.text.slice(0, index === kept.length - 1 ? charactersRead : earlierTurnCharacters),
  }));
}

/** Reads the newest visitor message of a conversation in the light of the turns before it. */
export function createConversationReader(
  search: PassageSearch,
  topicByName: ReadonlyMap<string, string>,
  /** A listed topic's name and line ("Account Executive: Sales, full-time"), to match "the engineering one". */
  describe: (topicId: string) => string,
) {
  const best = (found: readonly Found[]) => found.find((item) => item.coverage >= subjectCoverage);

  /** `turn` read against the `subject` and the `listed` items that came before it. */
  function readOne(
    text: string,
    subject: string | undefined,
    listed: readonly string[],
    previous: ReadQuestion | undefined,
    quick: boolean,
  ) {
    const question = search.read(text, { quick });
    const own = question.concepts.length;
    const ordinal = listed.length > 0 ? ordinals.find(([pattern]) => pattern.test(text)) : undefined;
    if (ordinal) {
      const picked = listed[Math.min(listed.length - 1, Math.max(0, ordinal[1](listed.length)))];
      return { question, subject: picked, picked: own <= shortQuestion };
    }
    // "The engineering one", "the one in sales": the listed item the words describe.
    const described = /\bthe ([\w-]+(?: [\w-]+)?) one\b|\bthe one (?:for|in|about|with|on) ([\w-]+(?: [\w-]+)?)/i.exec(
      text,
    );
    const describedTerms = described ? termsOf(described[1] ?? described[2] ?? '') : [];
    const match =
      describedTerms.length > 0
        ? listed.find((item) =>
            describedTerms.every((term) => termsOf(describe(item)).some((word) => word.startsWith(term))),
          )
        : undefined;
    // The words that picked the item are spent on picking it: the question is what remains.
    const remaining = {
      ...question,
      concepts: question.concepts.filter((concept) => !describedTerms.some((term) => concept.terms.has(term))),
    };
    if (match) return { question: remaining, subject: match, picked: remaining.concepts.length === 0 };
    if (/\bother\b/i.test(text) && listed.length > 1) {
      const other = listed.find((item) => item !== subject);
      return { question, subject: other, picked: own <= shortQuestion };
    }
    const again = previous && asksAgain.test(text) && own <= shortQuestion;
    const read: ReadQuestion = again
      ? {
          ...question,
          concepts: [...question.concepts, ...previous.concepts.map((concept) => ({ ...concept, carried: true }))],
        }
      : question;
    const refers = subject !== undefined && (pointsBack.test(text) || own <= shortQuestion);
    return { question: read, subject: refers ? subject : undefined, picked: false };
  }

  /** The newest message of `messages` (the visitor's) as the search should read it. */
  return function readConversation(messages: readonly ChatMessage[]): ReadTurn {
    const turns = recentTurns(messages, topicByName);
    let subject: string | undefined;
    let listed: string[] = [];
    let previous: ReadQuestion | undefined;
    let read: ReadTurn = { question: search.read(''), picked: false, found: [] };
    for (const [position, turn] of turns.entries()) {
      // Earlier turns only say what the conversation is about: their first words, as written, are enough.
      const quick = position < turns.length - 1;
      const { question, subject: referred, picked } = readOne(turn.text, subject, listed, previous, quick);
      const favour = referred ? new Map([[referred, subjectBoost]]) : undefined;
      const searched = quick ? { ...question, concepts: question.concepts.slice(0, earlierTurnMeanings) } : question;
      const found = search.search(searched, { ...(favour ? { favour } : {}), quick });
      const before = read.question.concepts.length > 0 || turns.indexOf(turn) > 0 ? read.found : undefined;
      read = {
        question,
        ...(referred ? { subject: referred } : {}),
        picked,
        found,
        ...(before ? { previous: before } : {}),
      };
      // The subject moves to what this turn found, or stays with what it picked or referred to.
      // A topic the turn names ("the data diode") before whatever covered it best (an article about diodes).
      const named = found.find((item) => item.nameInQuestion) ?? best(found) ?? found.find((item) => item.namesTopic);
      subject = picked ? referred : (named?.passage.topicId ?? referred ?? subject);
      if (turn.listed.length > 0) listed = turn.listed;
      previous = question;
    }
    return read;
  };
}
