/**
 * The assistant without a model: every local run, and the site's answer whenever
 * the model is over its spend ceiling, unavailable, or its answer was found
 * ungrounded. It reads what the visitor asks it to do (the action cues), what the
 * conversation is about (follow-ups), finds the passages that answer by search,
 * and quotes the best one or two in the site's words with their links. When
 * nothing answers well it says so plainly, lists the nearest sections and offers
 * the team: an honest "our website doesn't say" beats a confident non-sequitur.
 */
import type { ChatHandoff, ChatHandoffReason, ChatMessage } from '@ferrum/shared';
import { assistantCopy } from '../assistant-copy.ts';
import { knowledgeBase, type KnowledgeTopic, type TopicKind } from '../knowledge-base.ts';
import { actionsIn, courtesyOf, withoutActionWords } from './action-cues.ts';
import { charactersRead, createConversationReader, type ReadTurn } from './conversation.ts';
import { eventsAnswer } from './event-answer.ts';
import { createPassageSearch, termsOf, type Found, type PassageSearch } from './passage-search.ts';
import type { Passage } from './passages.ts';
import { nearestSections, quote } from './quotes.ts';

/** A passage covering this share of the question answers it. */
const answerCoverage = 0.6;
/** Meanings from which a question may be answered by most of it rather than all its heaviest words. */
const longQuestionMeanings = 3;
/** Matched weight that answers a long question on its own (about two rare words and a common one). */
const answerWeight = 10;
/** Below this share nothing on the site is near the question: it is outside what the site covers. */
const nearCoverage = 0.3;
/** Passages scoring under this share of the best are not weighed against it. */
const contenderScore = 0.3;
/** How much more of the question a lower-scoring passage must cover to be preferred. */
const coverageMargin = 0.25;
/** A second passage is quoted when it covers this much more of the question than the first alone. */
const secondPassageGain = 0.15;
/** Nothing near, or a question mostly in words the site never uses ("a poem about cats"): not the site's field. */
const isOutside = (best: Found | undefined, followUp = false) =>
  !best ||
  best.coverageOfKnown < nearCoverage ||
  (!followUp && best.unknownShare >= 0.5 && best.coverageOfKnown < answerCoverage);

/**
 * A message is read as another language when fewer of its words than this share are English stop
 * words or words of the site ("¿Cuál es el rendimiento del diodo?"); a message this short is not judged.
 */
const englishShare = 0.35;
const minimumWordsForLanguage = 3;

/** A reply of the offline assistant: Markdown, and the hand-off it offers. */
export interface OfflineReply {
  text: string;
  handoff: ChatHandoff | undefined;
}

/**
 * What an offline reply says about itself: `offline`, the first reply of a conversation with no
 * model (every local run); `fallback`, every reply given instead of the model; `none`, nothing.
 */
export type OfflineNotice = 'offline' | 'fallback' | 'none';

/** Topic kinds a hand-off's subject may name: what is sold, and where it is used. */
const namedInSubjects: ReadonlySet<TopicKind> = new Set(['product', 'service', 'plans', 'plan', 'industry', 'sector']);
/** Requests the team answers, in the order a hand-off names them. */
const requests = ['callback', 'person', 'demo', 'quote', 'trial'] as const;

/** "the Data Diode", "our MDR plans", "Nuclear Energy": how a sentence names a topic. */
function topicPhrase(kind: TopicKind, name: string): string {
  if (kind === 'product' || kind === 'service' || kind === 'plan') return `the ${name}`;
  return kind === 'plans' ? `our ${name}` : name;
}

const handoff = (reason: ChatHandoffReason, about?: string): ChatHandoff => ({
  reason,
  subject: assistantCopy.handoffSubjects[reason](about),
});

/** True when `found` answers the question: it covers what the question is about, or most of it. */
const answers = (found: Found) =>
  found.coversFocus ||
  // A short question is about all it says: part of it is not an answer ("how old is the company?").
  (found.weights.filter((weight) => weight > 0).length >= longQuestionMeanings &&
    (found.coverageOfKnown >= answerCoverage ||
      (found.coveredWeight >= answerWeight && found.coverageOfKnown >= nearCoverage)));

/**
 * The best passage: the top one; one that scores near it instead when it answers and the top one
 * doesn't, or covers clearly more of the question.
 */
function bestOf(found: readonly Found[]): Found | undefined {
  const [top] = found;
  if (!top) return undefined;
  const contenders = found.filter((item) => item.score >= top.score * contenderScore);
  // A topic the question names whole ("the ICS Security Consultant role") is what it asks about.
  const namedTopics = new Set(contenders.filter((item) => item.nameInQuestion).map((item) => item.passage.topicId));
  const namedAnswer = contenders.find((item) => namedTopics.has(item.passage.topicId) && answers(item));
  if (namedAnswer && !namedTopics.has(top.passage.topicId) && (!answers(top) || namedAnswer.coverage >= top.coverage))
    return namedAnswer;
  const answering = answers(top) ? undefined : contenders.find(answers);
  const best =
    answering ??
    contenders.reduce(
      (best, item) => (item.coverageOfKnown >= best.coverageOfKnown + coverageMargin ? item : best),
      top,
    );
  // A question that names a topic and asks nothing narrower ("your technology partners?") gets its overview.
  const named = best.passage.overview
    ? undefined
    : contenders.find((item) => item.namesTopic && item.coverage >= best.coverage);
  // The site's own pages speak for the company; an article answers what they don't.
  const page =
    best.passage.topicKind === 'post'
      ? contenders.find((item) => item.passage.topicKind !== 'post' && answers(item) && item.coverage >= best.coverage)
      : undefined;
  const chosen = named ?? page ?? best;
  // An item of a list that covers more of the question than the list itself answers it instead.
  const item = contenders.find(
    (contender) => chosen.passage.items.includes(contender.passage.topicId) && contender.coverage > chosen.coverage,
  );
  return item ?? chosen;
}

/** The share of the question some passages cover together (standards the site never names left out). */
function coveredTogether(passages: readonly Found[]): number {
  const [first] = passages;
  if (!first) return 0;
  const total = first.weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const covered = first.weights.reduce(
    (sum, weight, position) => sum + Math.max(...passages.map((item) => item.credits[position] ?? 0)) * weight,
    0,
  );
  return covered / total;
}

/** Passages weighed together when none answers alone, and how many parts a question may have. */
const partCandidates = 8;
const maxParts = 3;

/** Passages that, with `first`, answer a question asked in parts ("where are you, who runs it, how many countries?"). */
function partsOf(found: readonly Found[], first: Found): Found[] {
  const chosen = [first];
  while (chosen.length < maxParts && coveredTogether(chosen) < answerCoverage) {
    const gains = found
      .slice(0, partCandidates)
      .filter((item) => !chosen.some((taken) => taken.passage.id === item.passage.id))
      .map((item) => ({ item, gain: coveredTogether([...chosen, item]) - coveredTogether(chosen) }))
      .sort((a, b) => b.gain - a.gain);
    const [next] = gains;
    if (!next || next.gain < secondPassageGain) break;
    chosen.push(next.item);
  }
  return coveredTogether(chosen) >= answerCoverage ? chosen.slice(1) : [];
}

/** A second passage worth quoting: one that answers a part of the question the first leaves out. */
function secondOf(found: readonly Found[], first: Found): Found | undefined {
  return found.find(
    (item) =>
      item.passage.id !== first.passage.id &&
      !(item.passage.overview && item.passage.topicId === first.passage.topicId) &&
      item.coverageOfKnown >= answerCoverage / 2 &&
      coveredTogether([first, item]) - coveredTogether([first]) >= secondPassageGain,
  );
}

/** True when `message` is written in another language than English: few of its words are English or the site's. */
function inAnotherLanguage(message: string, knows: (term: string) => boolean): boolean {
  const words = message.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < minimumWordsForLanguage) return false;
  const english = words.filter((word) => termsOf(word).every(knows)).length;
  return english / words.length < englishShare;
}

/** What the offline answerer works with: the search, the topics and the conversation reader, built once. */
interface Answerer {
  search: PassageSearch;
  topics: ReadonlyMap<string, KnowledgeTopic>;
  readConversation: (messages: readonly ChatMessage[]) => ReadTurn;
  /** The site's words, to tell English from another language. */
  vocabulary: ReadonlySet<string>;
}

/** What the visitor asked about, for a hand-off's subject and a sentence, when it is something we sell or serve. */
function aboutOf({ topics }: Answerer, found: Found | undefined, turn: ReadTurn) {
  const topic = topics.get(turn.picked ? (turn.subject ?? '') : (found?.passage.topicId ?? turn.subject ?? ''));
  if (!topic || !namedInSubjects.has(topic.kind)) return undefined;
  return { name: topic.name, phrase: topicPhrase(topic.kind, topic.name), path: topic.path };
}

/** The overview of the item a follow-up picked from a list ("the second one"), quoted whole. */
function pickedAnswer(passage: Passage, today: string): { text: string; answered: boolean } {
  if (passage.topicKind === 'event')
    return { text: eventsAnswer(today, passage.topicId.replace(/^event-/, '')), answered: true };
  return { text: quote({ passage, matched: new Set() }), answered: true };
}

/** The answer from what the search found, and whether it answered. */
function answerFound(
  answerer: Answerer,
  turn: ReadTurn,
  today: string,
): { text: string; answered: boolean; best?: Found } {
  const picked = turn.picked ? answerer.search.passages.find((passage) => passage.id === turn.subject) : undefined;
  if (picked) return pickedAnswer(picked, today);
  const best = bestOf(turn.found);
  const { unknownStandards, unknownNames } = turn.question;
  if (!best || isOutside(best, turn.subject !== undefined)) return { text: assistantCopy.outsideSite, answered: false };
  const kind = best.passage.topicKind;
  if (kind === 'events' || kind === 'event') {
    const eventId = kind === 'event' ? best.passage.topicId.replace(/^event-/, '') : undefined;
    return { text: eventsAnswer(today, eventId), answered: true, best };
  }
  // Only a question in parts ("your phone number and e-mail?") is answered by two passages together.
  const inParts = /\band\b|&|\+|,|\?.+\?|\balso\b/i.test(turn.question.text);
  const parts = answers(best) || !inParts ? [] : partsOf(turn.found, best);
  if (!answers(best) && parts.length === 0) {
    const names = [...unknownStandards, ...unknownNames];
    const gap = names.length > 0 ? assistantCopy.notOnSite(names) : assistantCopy.notAnswered;
    return { text: [gap, nearestSections(turn.found)].join('\n\n'), answered: false, best };
  }
  const second = parts.length > 0 ? undefined : secondOf(turn.found, best);
  // A standard the site never names is said so, even when the rest of the question is answered.
  const gap = unknownStandards.length > 0 ? `${assistantCopy.notOnSite(unknownStandards)}\n\n` : '';
  // A policy's sections are its detail: its overview (how to report, what we keep) leads.
  const policy = best.passage.topicKind === 'policy' && !best.passage.overview;
  const lead = policy ? answerer.search.passages.find((passage) => passage.id === best.passage.topicId) : undefined;
  const leadText = lead ? `${lead.lines.join('\n')}\n\n` : '';
  const text = gap + leadText + [best, ...parts, ...(second ? [second] : [])].map(quote).join('\n\n');
  return { text, answered: unknownStandards.length === 0, best };
}

/** The reply to a request for the team (a person, a callback, a demo, a quote, a trial). */
function requestReply(
  answerer: Answerer,
  wanted: (typeof requests)[number],
  turn: ReadTurn,
  today: string,
  message: string,
): OfflineReply {
  const answer = answerFound(answerer, turn, today);
  // Only words besides the request can ask something more ("…is it certified?").
  const asksMore = answerer.search.read(withoutActionWords(message)).concepts.length > 0;
  // The Academy's free trial is a sign-up of its own: the site answers it, no sales conversation.
  if (wanted === 'trial' && answer.best?.passage.topicKind === 'academy')
    return { text: answer.text, handoff: undefined };
  // What the request is about: a topic the visitor named ("comprehensive MDR"), else what answered.
  const namedTopics = turn.found.filter((item) => item.nameInQuestion && aboutOf(answerer, item, turn));
  // An item of a list ("Comprehensive MDR") is more precise than the list's owner ("MDR").
  const named = namedTopics.find((item) => answerer.topics.get(item.passage.topicId)?.parent) ?? namedTopics[0];
  const about = aboutOf(answerer, named ?? (answer.answered && asksMore ? answer.best : undefined), turn);
  const offer =
    wanted === 'quote' ? assistantCopy.pricing(about?.phrase) : assistantCopy.handoff[wanted](about?.phrase);
  // A question asked beside the request is answered too:
  // an answer found by more than the name of what is asked about.
  const kind = answer.best?.passage.topicKind;
  const names = new Set((answer.best?.passage.names ?? []).flatMap(termsOf));
  const beyondName = [...(answer.best?.matched ?? [])].some((term) => !names.has(term));
  const specific =
    answer.best && (!answer.best.passage.overview || kind === 'event' || kind === 'events' || beyondName);
  const asked = answer.answered && asksMore && specific ? `${answer.text}\n\n` : '';
  const page = about && !asked ? `\n\n${assistantCopy.readMore(about.name, about.path)}` : '';
  return { text: `${asked}${offer}${page}`, handoff: handoff(wanted, about?.name) };
}

/** The reply to what the visitor asked the assistant to do, or undefined to answer the question itself. */
function actionReply(answerer: Answerer, message: string, turn: ReadTurn, today: string): OfflineReply | undefined {
  const actions = actionsIn(message);
  if (actions.includes('instructions')) {
    const pricing = actions.includes('quote') ? `\n\n${assistantCopy.pricing()}` : '';
    return { text: `${assistantCopy.instructions}${pricing}`, handoff: undefined };
  }
  if (actions.includes('harmful')) return { text: assistantCopy.harmful, handoff: undefined };
  if (actions.includes('incident')) return { text: assistantCopy.handoff.incident, handoff: handoff('incident') };
  const wanted = requests.find((action) => actions.includes(action));
  if (wanted) return requestReply(answerer, wanted, turn, today, message);
  return actions.includes('code') ? { text: assistantCopy.outOfScope, handoff: undefined } : undefined;
}

/** The reply to the newest visitor message of `messages`, on `today` (ISO). */
function respond(answerer: Answerer, messages: readonly ChatMessage[], today: string): OfflineReply {
  const message = messages.at(-1)?.content.slice(0, charactersRead) ?? '';
  const turn = answerer.readConversation(messages);
  const acted = actionReply(answerer, message, turn, today);
  if (acted) return acted;
  const courtesy = courtesyOf(message);
  if (courtesy && answerer.search.read(courtesy.rest).concepts.length === 0)
    return { text: assistantCopy[courtesy.courtesy], handoff: undefined };
  const language = inAnotherLanguage(message, (term) => answerer.vocabulary.has(term))
    ? `${assistantCopy.englishOnly}\n\n`
    : '';
  const answer = answerFound(answerer, turn, today);
  if (answer.answered) return { text: language + answer.text, handoff: undefined };
  // Something near was found but does not answer, or twice nothing was: the team can help.
  const near = answer.best !== undefined || (turn.previous !== undefined && isOutside(bestOf(turn.previous)));
  const offer = near ? `\n\n${assistantCopy.handoff.unanswered}` : '';
  const about = aboutOf(answerer, answer.best, turn)?.name;
  return { text: language + answer.text + offer, handoff: near ? handoff('unanswered', about) : undefined };
}

/** An offline answerer over the site's passages; the index is built once, when it is created. */
export function createOfflineAnswerer() {
  const search = createPassageSearch();
  const topicByName = new Map(
    knowledgeBase.flatMap((topic) => [topic.name, ...topic.names].map((name) => [name.toLowerCase(), topic.id])),
  );
  const answerer: Answerer = {
    search,
    topics: new Map(knowledgeBase.map((topic) => [topic.id, topic])),
    readConversation: createConversationReader(search, topicByName, (id) => {
      const topic = knowledgeBase.find((candidate) => candidate.id === id);
      return topic ? `${topic.name} ${topic.listLine ?? ''}` : '';
    }),
    vocabulary: new Set(search.passages.flatMap((passage) => termsOf(passage.lines.join(' ')))),
  };
  return {
    /** The reply to `messages`, saying where it comes from as `notice` asks. */
    reply(messages: readonly ChatMessage[], today: string, notice: OfflineNotice = 'offline'): OfflineReply {
      const reply = respond(answerer, messages, today);
      const lead =
        notice === 'fallback'
          ? assistantCopy.fallbackNotice
          : notice === 'offline' && messages.filter((message) => message.role === 'user').length === 1
            ? assistantCopy.offlineNotice
            : undefined;
      return lead ? { ...reply, text: `${lead}\n\n${reply.text}` } : reply;
    },
    /**
     * The honest answer when the model's answer was found ungrounded: what the site says nearest
     * to the question, and the team; never another guess.
     */
    nearest(messages: readonly ChatMessage[]): OfflineReply {
      const turn = answerer.readConversation(messages);
      const text = [assistantCopy.notAnswered, nearestSections(turn.found), assistantCopy.handoff.unanswered];
      return { text: text.filter((part) => part !== '').join('\n\n'), handoff: handoff('unanswered') };
    },
    /** The search over the site's passages (the model's article excerpts use it too). */
    search,
  };
}
