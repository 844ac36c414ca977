/**
 * Reads a conversation the way a person would: each visitor message with what it
 * wants and what it is about. A message that names nothing ("does it need a
 * fan?", "and the price?") is about the topic of the turns before it; "the second
 * one" or "the advanced one" picks an item of the list the assistant just gave
 * (read from the answer's own lines, whichever answerer wrote them).
 */
import type { ChatMessage } from '@ferrum/shared';
import { itemsOf, knowledgeBase, type KnowledgeTopic } from './knowledge-base.ts';
import { topicNames } from './buyer-vocabulary.ts';
import { createTopicFinder, termsBeyond, withVocabulary, type NamedTopic, type TopicFinder } from './topic-finder.ts';
import { recognizeIntent, type VisitorIntent } from './visitor-intent.ts';
import { abbreviates, termMatches, terms } from './words.ts';

/** One visitor message, read in its conversation. */
export interface ReadTurn {
  /** The message as the visitor wrote it. */
  message: string;
  intent: VisitorIntent;
  /** Topics the message names itself, best first. */
  named: readonly NamedTopic[];
  /** What the message is about: named, picked from the last list, or carried over; undefined when unknown. */
  subject: KnowledgeTopic | undefined;
  /** How the subject was found ('item': the item of a named list that the question describes). */
  subjectFrom: 'named' | 'item' | 'list' | 'context' | 'none';
  /** The message points back at what was just said ("it", "that one", "and ..."). */
  pointsBack: boolean;
  /** The visitor's message before this one, read. */
  previous: ReadTurn | undefined;
  /** Each question of a message that asks several things about different topics; empty otherwise. */
  parts: readonly ReadTurn[];
}

/** What the site does for a visitor (report, privacy, contact) comes before the product it mentions. */
const siteFunctionRank: Partial<Record<KnowledgeTopic['kind'], number>> = { policy: 0, contact: 1 };
/** Lists whose items a question finds by what they are about ("an article about data diodes"). */
const collectionKinds: ReadonlySet<KnowledgeTopic['kind']> = new Set(['blog', 'careers', 'events']);

const ordinals: readonly (readonly [RegExp, (count: number) => number])[] = [
  [/\b(first|1st|number one|#1|no\.? ?1|option 1|number 1|top one)\b/i, () => 0],
  [/\b(second|2nd|number two|#2|no\.? ?2|option 2|number 2)\b/i, () => 1],
  [/\b(third|3rd|number three|#3|no\.? ?3|option 3|number 3)\b/i, () => 2],
  [/\b(fourth|4th|number four|#4|no\.? ?4|option 4)\b/i, () => 3],
  [/\b(fifth|5th|number five|#5|no\.? ?5|option 5)\b/i, () => 4],
  [/\b(last|final|bottom) (one|plan|option|item|opening|job|event|post|article)\b|\bthe last\b/i, (count) => count - 1],
  [/\b(middle|second-to-last) (one|plan|option)\b/i, (count) => (count === 3 ? 1 : -1)],
];

/** How a question starts. */
const questionWord = /^\s*(who|what|what's|where|when|how|which|why|do|does|did|is|are|can|could|will|would|should)\b/i;

/** Words that point back at what was just said. */
const pointsBack =
  /\b(it|its|it's|this|that|these|those|they|them|their|theirs|same|one|ones)\b|^\s*(and|also|what about|how about|but|so|plus)\b/i;

/** The topics an answer lists, in order: its list lines, each by the page it links or the topic it names. */
export function listedTopics(
  answer: string,
  finder: TopicFinder,
  topics: readonly KnowledgeTopic[] = knowledgeBase,
): KnowledgeTopic[] {
  const listed: KnowledgeTopic[] = [];
  for (const line of answer.split('\n')) {
    // A list item that names something: a link or bold text first ("1. **Core Security Platform**: ...").
    const item = /^\s*(?:[-*•]|\d+[.)])\s+((?:\[|\*\*).*)$/.exec(line)?.[1];
    if (!item) continue;
    const linkedPath = /\]\(([^)\s]+)\)/.exec(item)?.[1];
    const named = item.match(/\*\*([^*]+)\*\*/)?.[1] ?? item.split(/[:(–-]/)[0] ?? item;
    const topic =
      topics.find((candidate) => candidate.path === linkedPath && candidate.kind !== 'offers') ??
      finder.namedTopics(named)[0]?.topic;
    if (topic && !listed.includes(topic)) listed.push(topic);
  }
  return listed.length >= 2 ? listed : [];
}

/** The item of `listed` that `question` picks: by position, or by words only that item's name or line has. */
export function pickFromList(
  question: string,
  listed: readonly KnowledgeTopic[],
  named: readonly KnowledgeTopic[] = [],
): KnowledgeTopic | undefined {
  if (listed.length === 0) return undefined;
  for (const [pattern, position] of ordinals) {
    if (pattern.test(question)) return listed[position(listed.length)];
  }
  // "the digital twin one" after a list of openings: the opening whose name holds the named topic's.
  for (const topic of named) {
    const nameTerms = terms(topic.name);
    const holders = listed.filter(
      (item) => item !== topic && nameTerms.every((term) => terms(item.name).includes(term)),
    );
    if (holders.length === 1) return holders[0];
  }
  // A topic named outside the list is asked about itself, not picked from the list by a word.
  if (named.some((topic) => !listed.includes(topic))) return undefined;
  const written = terms(withVocabulary(question));
  const itemTerms = listed.map((topic) => new Set(terms(`${topic.name} ${topic.listLine ?? ''}`)));
  const distinctive = (index: number) =>
    [...itemTerms[index]!].filter((term) =>
      itemTerms.every((other, otherIndex) => otherIndex === index || !other.has(term)),
    );
  const picked = listed.filter((_, index) =>
    distinctive(index).some((term) => written.some((word) => termMatches(word, term) || abbreviates(word, term))),
  );
  return picked.length === 1 ? picked[0] : undefined;
}

/** A message that asks several things ("where are you based, who runs the company, and how many countries?"), cut into its questions. */
export function questionParts(text: string): string[] {
  const parts = text
    .split(
      /[?;]+|,\s*(?:and\s+)?(?=(?:who|what|where|when|how|which|do|does|is|are|can|could)\b)|\s+and\s+(?=(?:who|what|where|when|how|which|do you|does it|are you|can you|is it)\b)/i,
    )
    .map((part) => part.trim())
    .filter((part) => terms(part).length > 0);
  return parts.length > 1 ? parts : [text];
}

export function createConversationReader(finder: TopicFinder = createTopicFinder()) {
  /** The topics `question` names, what the site does for a visitor first. */
  function namedIn(question: string): NamedTopic[] {
    const named = finder.namedTopics(question);
    const first = (topic: KnowledgeTopic) => siteFunctionRank[topic.kind] ?? 2;
    return named.sort((a, b) => first(a.topic) - first(b.topic) || b.score - a.score);
  }

  /** "an article about data diodes", "a job on the digital twin": the item of a named list that the rest is about. */
  function collectionItem(named: readonly NamedTopic[], topicText: string): KnowledgeTopic | undefined {
    const collection = named.find((candidate) => collectionKinds.has(candidate.topic.kind))?.topic;
    // "a bug in your job application API" is a report, not a job: what the site does for a visitor comes first.
    if (!collection || named[0]!.topic.kind in siteFunctionRank) return undefined;
    const items = new Set(collection.items ?? []);
    // Searched without the list's own name: "what do you write on your blog" names no article.
    const listNames = new Set(
      [collection.name, ...collection.names, ...(topicNames[collection.id] ?? [])].flatMap(terms),
    );
    const hit = finder
      .search(termsBeyond(topicText, listNames).join(' '), items)
      .find((candidate) => items.has(candidate.topic.id));
    // With another topic named, that is what the item is about; alone, the item's own words must be there.
    return hit && (named.length >= 2 || hit.matchedTerms >= 2) ? hit.topic : undefined;
  }

  /** The one item of the turn's subject that an answer (not a list) is about, if it names exactly one. */
  function answeredItem(turn: ReadTurn, answer: string): KnowledgeTopic | undefined {
    const items = turn.subject ? itemsOf(turn.subject) : [];
    if (items.length === 0) return undefined;
    const text = answer.toLowerCase();
    const named = items.filter((item) => [item.name, ...item.names].some((name) => text.includes(name.toLowerCase())));
    return named.length === 1 ? named[0] : undefined;
  }

  /** The one article an answer quoted (it links to it, and to no other article), if any: what a follow-up is about. */
  function quotedArticle(answer: string): KnowledgeTopic | undefined {
    const ids = new Set([...answer.matchAll(/\]\(\/blog\/(\d+)[#)]/g)].map((match) => match[1]));
    const [id] = ids;
    return ids.size === 1 ? knowledgeBase.find((topic) => topic.id === `post-${id}`) : undefined;
  }

  /** True when `topicText` asks about more than one thing the topic (or what it lists) says. */
  function continues(topic: KnowledgeTopic, topicText: string): boolean {
    const [best] = finder.search(topicText, new Set([topic.id, ...(topic.items ?? [])]));
    return (best?.matchedTerms ?? 0) >= 2;
  }

  function readTurn(message: string, previous: ReadTurn | undefined, listed: readonly KnowledgeTopic[]): ReadTurn {
    const whole = readQuestion(message, previous, listed);
    const parts = questionParts(whole.intent.topicText);
    if (parts.length === 1) return whole;
    // "what is it and does it touch our PLCs?": each question reads the one before it.
    const read: ReadTurn[] = [];
    for (const part of parts) read.push(readQuestion(part, read.at(-1)?.subject ? read.at(-1) : previous, listed));
    // Several questions about one topic are one question with several facets; a remark is not a question.
    const subjects = new Set(read.map((part) => part.subject?.id));
    const oneTopic = subjects.size === 1 && !subjects.has(undefined);
    const questions = read.every((part) => part.named.length > 0 || questionWord.test(part.message));
    return !oneTopic && questions ? { ...whole, parts: read } : whole;
  }

  function readQuestion(message: string, previous: ReadTurn | undefined, listed: readonly KnowledgeTopic[]): ReadTurn {
    const context = previous?.subject;
    const intent = recognizeIntent(message);
    const named = namedIn(intent.question);
    const pointsBackHere = pointsBack.test(intent.question);
    const turn = (subject: KnowledgeTopic | undefined, subjectFrom: ReadTurn['subjectFrom']): ReadTurn => ({
      message,
      intent,
      named,
      subject,
      subjectFrom,
      pointsBack: pointsBackHere,
      previous,
      parts: [],
    });
    const namedTopic = named[0]?.topic;
    // "the second plan": the list wins over the name of what it lists.
    const namesTheList = namedTopic && listed.length > 0 && itemsOf(namedTopic).some((item) => listed.includes(item));
    const picked =
      !namedTopic || namesTheList || !listed.includes(namedTopic)
        ? pickFromList(
            intent.question,
            listed,
            named.map((candidate) => candidate.topic),
          )
        : undefined;
    if (picked) return turn(picked, 'list');
    const item = collectionItem(named, intent.topicText);
    if (item) return turn(item, 'item');
    if (namedTopic) return turn(namedTopic, 'named');
    if (context && (pointsBackHere || terms(intent.question).length <= 4 || continues(context, intent.topicText))) {
      return turn(context, 'context');
    }
    return turn(undefined, 'none');
  }

  /** Every visitor message of `messages`, read in order; the last is the one to answer. */
  function read(messages: readonly ChatMessage[]): ReadTurn[] {
    const turns: ReadTurn[] = [];
    let listed: KnowledgeTopic[] = [];
    for (const message of messages) {
      if (message.role === 'assistant') {
        listed = listedTopics(message.content, finder);
        const last = turns.at(-1);
        const answered =
          last && listed.length === 0
            ? (answeredItem(last, message.content) ?? (last.subject ? undefined : quotedArticle(message.content)))
            : undefined;
        // "which plan has a 24/7 SOC?" answered with one plan: the next question is about that plan.
        if (last && answered) turns[turns.length - 1] = { ...last, subject: answered };
        continue;
      }
      // A turn about nothing known keeps the subject of the turn before it for the next one.
      const previous = turns.at(-1);
      const turn = readTurn(message.content, previous?.subject ? previous : previous?.previous, listed);
      turns.push(turn);
    }
    return turns;
  }

  return { read, finder };
}

export type ConversationReader = ReturnType<typeof createConversationReader>;
