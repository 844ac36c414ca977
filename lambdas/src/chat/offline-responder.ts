/**
 * The assistant without a model: what every local run shows, and what the site
 * falls back to when the model can't answer. It reads the conversation (what the
 * visitor wants, what they are talking about), then composes the answer from the
 * knowledge base's facts: a hand-off, the emergency line, a scope answer, an
 * overview, a list it numbers, the specific facts asked for, or events as they
 * stand today. Every link points at the page (and section) a fact comes from.
 */
import type { ChatHandoff, ChatMessage } from '@ferrum/shared';
import { handoffFor, type AnswerStatus } from './hand-off.ts';
import { eventSchedule } from '@ferrum/shared/event-calendar';
import { formatDateRange } from '@ferrum/shared/format-date';
import { events, eventTypeLabels, type CompanyEvent } from '@ferrum/shared/content/events';
import { assistantCopy } from './assistant-copy.ts';
import { createConversationReader, type ConversationReader, type ReadTurn } from './conversation.ts';
import { createArticlePassages } from './article-passages.ts';
import {
  factHref,
  itemsOf,
  pageTitleFor,
  topicById,
  type KnowledgeFact,
  type KnowledgeTopic,
} from './knowledge-base.ts';
import { termsBeyond, withVocabulary, type Hit } from './topic-finder.ts';
import type { VisitorWant } from './visitor-intent.ts';
import { topicNames } from './buyer-vocabulary.ts';
import { terms } from './words.ts';

interface OfflineAnswer {
  /** Markdown. */
  text: string;
  status: AnswerStatus;
}

/** A reply of the offline assistant: its text and the hand-off it offers. */
export interface OfflineReply {
  /** Markdown. */
  text: string;
  handoff: ChatHandoff | undefined;
}

/** Words that ask for the overview of a topic rather than one of its facts. */
const overviewWords = new Set(
  terms(
    'overview summary about more detail details include includes included including cover covers feature features ' +
      'work works do does offer service services product products explain tell describe mean meaning basically ' +
      'general anything else everything list all option options available exist exists learn interested interest ' +
      'open current currently role roles position positions opening openings vacancy vacancies choice choices ' +
      'company companies operator operators organisation organization business businesses firm sector ' +
      'difference differences differ compare comparison between versus vs each every',
  ),
);

/** At most this many facts in one answer: more reads as a page, not an answer. */
const maxFacts = 4;

const when = (event: CompanyEvent) => formatDateRange(event.date.start, event.date.end);
const eventLine = (event: CompanyEvent) =>
  `**${event.title}** (${eventTypeLabels[event.type]}, ${event.location}, ${when(event)})`;

/** "the Data Diode", "Advanced Oversight": how an answer names a topic in a sentence. */
export function topicPhrase(topic: KnowledgeTopic): string {
  if (topic.kind === 'product' || topic.kind === 'service' || topic.kind === 'plan') return `the ${topic.name}`;
  if (topic.kind === 'plans') return `our ${topic.name}`;
  return topic.name;
}

function readMore(topic: KnowledgeTopic, path = topic.path): string {
  const [page, anchor] = path.split('#');
  const section = anchor ? topic.facts.find((item) => item.section?.id === anchor)?.section : undefined;
  const here = !section
    ? assistantCopy.readMore(pageTitleFor(path), page ?? path)
    : topic.kind === 'post'
      ? assistantCopy.readArticleSection(section.name, path)
      : assistantCopy.readSection(pageTitleFor(page ?? path), section.name, path);
  // An opening, a plan, an event: the list it belongs to is one click away too.
  const parent = topic.parent ? topicById(topic.parent) : undefined;
  const parentPage = parent?.path.split('#')[0];
  return parent && parentPage !== page ? `${here} ${assistantCopy.seeAll(parent.name, parent.path)}` : here;
}

function factLine(item: KnowledgeFact): string {
  return item.text.includes('\n') ? `**${item.label}**:\n${item.text}` : `- **${item.label}**: ${item.text}`;
}

/** A numbered list of `items`, each a line the reader can pick by its number. */
function numbered(items: readonly KnowledgeTopic[]): string {
  return items
    .map((item, index) => `${index + 1}. [**${item.name}**](${item.path})${item.listLine ? `: ${item.listLine}` : ''}`)
    .join('\n');
}

/** The overview of a topic: its summary, the items it lists, and where to read more. */
function overview(topic: KnowledgeTopic): string {
  const items = itemsOf(topic);
  const list = items.length > 0 && !topic.summary.includes('\n1. ') ? `\n\n${numbered(items)}` : '';
  const extra =
    topic.kind === 'careers' || topic.kind === 'sector'
      ? `\n\n${topic.facts.map((item) => factLine(item)).join('\n')}`
      : '';
  return `${topic.summary}${list}${extra}\n\n${readMore(topic)}`;
}

/** Facts of one topic that answer the question, composed with their section's link. */
function factsAnswer(topic: KnowledgeTopic, topicHits: readonly Hit[], lead?: string): string {
  return factList(topic, chosenFacts(topic, topicHits), lead);
}

/** The facts an answer from `topicHits` shows. */
function chosenFacts(topic: KnowledgeTopic, topicHits: readonly Hit[]): KnowledgeFact[] {
  const hits = topicHits.filter((hit) => hit.fact);
  const top = hits[0];
  if (!top) return [];
  // A question that matches a whole section alike ("is it certified?") gets the whole section.
  const section = top.fact?.section;
  const sectionHits = section ? hits.filter((hit) => hit.fact?.section?.id === section.id) : [];
  return section && sectionHits.length >= 3 && sectionHits.every((hit) => hit.score >= top.score * 0.6)
    ? topic.facts.filter((item) => item.section?.id === section.id)
    : hits
        .slice(0, maxFacts)
        .filter((hit) => hit.score >= top.score * 0.35)
        .map((hit) => hit.fact!);
}

function factList(topic: KnowledgeTopic, facts: readonly KnowledgeFact[], summary?: string): string {
  // An industry's one-line summary says what we do there; other topics are introduced by name.
  const factsLead =
    topic.kind === 'industry' && topic.listLine
      ? `**${topic.name}**: ${topic.listLine}`
      : assistantCopy.factsAbout(topic.name);
  const lead = summary ?? factsLead;
  const link = facts[0] ? factHref(topic, facts[0]) : topic.path;
  // A summary that leads may already say some of them.
  const shown = facts.filter((item) => !lead.includes(item.text) && !(lead !== factsLead && lead.includes(item.label)));
  return [lead, factLines(shown), readMore(topic, link)].filter((part) => part !== '').join('\n\n');
}

/** One line per fact; facts of one label in a row (a policy's paragraph and its list) share it. */
function factLines(facts: readonly KnowledgeFact[]): string {
  return facts
    .map((item, index) => (index > 0 && facts[index - 1]!.label === item.label ? `- ${item.text}` : factLine(item)))
    .join('\n');
}

/** An industry's solutions, after an answer that names its challenges: what we do about them. */
function solutionsFor(topic: KnowledgeTopic, hits: readonly Hit[]): string {
  if (topic.kind !== 'industry') return '';
  const shown = new Set(chosenFacts(topic, hits).map((item) => item.section?.id));
  if (!shown.has('challenges') || shown.has('solutions')) return '';
  const solutions = topic.facts.filter((item) => item.section?.id === 'solutions');
  return solutions.length > 0 ? `\n\n${assistantCopy.howWeHelp}\n\n${solutions.map(factLine).join('\n')}` : '';
}

/** Events as they stand on `today`: what is on, what comes next, or that nothing is scheduled. */
function eventsAnswer(topic: KnowledgeTopic, today: string): string {
  const schedule = eventSchedule(events, today);
  const copy = assistantCopy.events;
  const event = events.find((candidate) => `event-${candidate.id}` === topic.id);
  if (event) {
    const status = schedule.past.includes(event) ? copy.ended(when(event)) : copy.upcoming(when(event));
    return `${topic.summary}\n\n${status} ${schedule.past.includes(event) ? copy.meet : copy.bookAtEvent}`;
  }
  const parts: string[] = [];
  if (schedule.ongoing.length > 0)
    parts.push(`${copy.ongoing}\n\n${schedule.ongoing.map((item) => `- ${eventLine(item)}`).join('\n')}`);
  const [next, ...later] = schedule.upcoming;
  if (next) {
    parts.push(`${copy.next} ${eventLine(next)}. ${next.description}`);
    if (later.length > 0) parts.push(`${copy.alsoComing}\n\n${later.map((item) => `- ${eventLine(item)}`).join('\n')}`);
    parts.push(copy.bookAtEvent);
  } else {
    parts.push(copy.noneUpcoming);
    if (schedule.past.length > 0)
      parts.push(`${copy.recent}\n\n${schedule.past.map((item) => `- ${eventLine(item)}`).join('\n')}`);
    parts.push(copy.meet);
  }
  parts.push(assistantCopy.readMore(pageTitleFor(topicById('events').path), topicById('events').path));
  return parts.join('\n\n');
}

/**
 * What an offline answer says about itself: `offline`, the first reply of a conversation with no
 * model (every local run); `fallback`, every reply the site's content gives instead of the model
 * (over the spend ceiling, the model unavailable); `none`, nothing.
 */
export type OfflineNotice = 'offline' | 'fallback' | 'none';

export interface OfflineResponder {
  /** The answer to the last visitor message of `messages` on `today` (ISO), with the hand-off it offers. */
  reply(messages: readonly ChatMessage[], today: string, notice?: OfflineNotice): OfflineReply;
  /** Only the hand-off the last message calls for (the model writes the text). */
  handoff(messages: readonly ChatMessage[], today: string): ChatHandoff | undefined;
}

/** A question that asks what something is, as well as something about it. */
const asksWhatItIs = /\b(what(?:'s| is| are)|tell me about|explain|describe|introduce)\b/i;
/** A question about every item of a list ("what support comes with each plan?"). */
const asksForEach =
  /\b(each|every|all (of )?(the|your)|compare|comparison|difference|differences|differ|versus|vs\.?)\b/i;

/** An offline responder over the site's knowledge base. */
export function createOfflineResponder(reader: ConversationReader = createConversationReader()): OfflineResponder {
  const { finder } = reader;
  const passages = createArticlePassages(finder);

  /** The question's own terms beyond the names of what it is about and beyond words that ask for an overview. */
  function askedTerms(turn: ReadTurn, topic: KnowledgeTopic): string[] {
    return termsBeyond(turn.intent.topicText, namesIn(turn, topic)).filter((term) => !overviewWords.has(term));
  }

  /** The terms that name `topic` and whatever else the turn names. */
  function namesIn(turn: ReadTurn, topic: KnowledgeTopic): Set<string> {
    return new Set(
      [...turn.named.map((named) => named.topic), topic].flatMap((named) =>
        [named.name, ...named.names, ...(topicNames[named.id] ?? [])].flatMap(terms),
      ),
    );
  }

  /** The section of `topic` the question names ("specs", "how does it work", "certifications"), if any. */
  function namedSection(turn: ReadTurn, topic: KnowledgeTopic): KnowledgeFact['section'] {
    const written = terms(withVocabulary(turn.intent.topicText));
    const sections = [
      ...new Map(topic.facts.flatMap((item) => (item.section ? [[item.section.id, item.section]] : []))).values(),
    ];
    return sections.find((section) => {
      const sectionTerms = terms(section.name);
      return sectionTerms.length > 0 && sectionTerms.every((term) => written.includes(term));
    });
  }

  /** Each listed item's fact that answers the question, when several items have one. */
  function perItemAnswer(topic: KnowledgeTopic, turn: ReadTurn): string | undefined {
    const lines = itemsOf(topic).flatMap((item) => {
      const [hit] = finder.search(turn.intent.topicText, new Set([item.id])).filter((candidate) => candidate.fact);
      return hit?.fact ? [`- [**${item.name}**](${factHref(item, hit.fact)}): ${hit.fact.text}`] : [];
    });
    return lines.length >= 2 ? `${lines.join('\n')}\n\n${readMore(topic)}` : undefined;
  }

  /** The answer about `topic`: events as they stand, its overview, a section, each item's fact, or the facts asked for. */
  function topicAnswer(topic: KnowledgeTopic, turn: ReadTurn, today: string): OfflineAnswer | undefined {
    if (topic.kind === 'events' || topic.kind === 'event')
      return { text: eventsAnswer(topic, today), status: 'answered' };
    // A policy's sections are long: its instructions and the paragraphs asked about answer instead.
    const section = topic.kind === 'policy' ? undefined : namedSection(turn, topic);
    if (section) {
      const facts = topic.facts.filter((item) => item.section?.id === section.id);
      const lead = asksWhatItIs.test(turn.intent.topicText) ? topic.summary : undefined;
      return { text: factList(topic, facts, lead), status: 'answered' };
    }
    const asked = askedTerms(turn, topic);
    if (asked.length === 0) {
      // "what certifications does the diode carry?" then "and for nuclear?": the same question about the new topic.
      const earlier = turn.previous;
      if (turn.pointsBack && turn.subjectFrom === 'named' && earlier?.subject && earlier.subject !== topic) {
        const carried = askedTerms(earlier, earlier.subject);
        if (carried.length > 0) {
          const topicText = `${turn.intent.topicText} ${carried.join(' ')}`;
          const answer = topicAnswer(
            topic,
            { ...turn, previous: undefined, intent: { ...turn.intent, topicText } },
            today,
          );
          if (answer) return answer;
        }
      }
      return { text: overview(topic), status: 'answered' };
    }
    if (topic.items && asksForEach.test(turn.intent.topicText)) {
      const each = perItemAnswer(topic, turn);
      if (each) return { text: each, status: 'answered' };
    }
    const within = new Set([topic.id, ...(topic.items ?? [])]);
    const found = finder.search(turn.intent.topicText, within);
    // Facts ranked among facts: a topic's own entry, which matches its name, would push them under the cut.
    const hits = finder.search(turn.intent.topicText, within, { factsOnly: true });
    // One of the listed items ("which plan has a 24/7 SOC?", "a job for someone who reverse engineers firmware")
    // answers, unless the topic's own facts answer nearly as well ("how do I apply?" is the careers page's).
    const [best] = found;
    const ownBest = found.find((hit) => hit.topic === topic);
    const answersItself = !best || (ownBest !== undefined && ownBest.score >= best.score * 0.8);
    // "any engineering jobs?": several listed items fit alike, so the answer lists them.
    const fitting = [
      ...new Set(
        found.filter((hit) => hit.topic !== topic && hit.score >= (best?.score ?? 0) * 0.5).map((hit) => hit.topic),
      ),
    ];
    if (!answersItself && fitting.length >= 2 && fitting.every((item) => topic.items?.includes(item.id))) {
      return { text: `${numbered(fitting)}\n\n${readMore(topic)}`, status: 'answered' };
    }
    const owner = answersItself ? topic : best.topic;
    const ownHits = hits.filter((hit) => hit.topic === owner);
    const [top] = ownHits;
    if (!top) return owner === topic ? undefined : { text: overview(owner), status: 'answered' };
    // How to report, what the policy says, the item a list question found: its own summary leads.
    const lead =
      owner !== topic ||
      turn.subjectFrom === 'item' ||
      asksWhatItIs.test(turn.intent.topicText) ||
      owner.kind === 'policy'
        ? owner.summary
        : undefined;
    // "How do I apply?": the openings it applies to come with the answer.
    const openings = owner.kind === 'careers' ? `\n\n${numbered(itemsOf(owner))}` : '';
    // What another page says about it ("deploy the twin in your own AWS account", on the partners page).
    const elsewhere = hits
      .filter((hit) => hit.topic !== owner && hit.topic.parent !== owner.id && hit.score >= top.score * 0.8)
      .slice(0, 2)
      .map(
        (hit) =>
          `- [**${hit.topic.name}**](${factHref(hit.topic, hit.fact!)}): **${hit.fact!.label}**: ${hit.fact!.text}`,
      );
    const also = elsewhere.length > 0 ? `\n\n${assistantCopy.alsoOnSite}\n\n${elsewhere.join('\n')}` : '';
    return {
      text: factsAnswer(owner, ownHits, lead) + openings + solutionsFor(owner, ownHits) + also,
      status: 'answered',
    };
  }

  /** The answer from a search of the whole site: one topic's facts, or the best fact of each of a few topics. */
  function searchAnswer(question: string): OfflineAnswer | undefined {
    const hits = finder.search(question);
    const [top] = hits;
    if (!top) return undefined;
    // "who runs the company?": the visitor's words name the topic itself, so its overview answers.
    const namesTopic =
      top.topic.kind !== 'policy' &&
      finder.namedTopics(withVocabulary(question)).some((named) => named.topic === top.topic);
    if (namesTopic) return { text: overview(top.topic), status: 'answered' };
    if (top.topic.kind === 'post') {
      // An article answers: its section that holds most of the question, quoted where it does.
      // The search found the article: one of the question's words in a section is enough to quote it.
      const found = passages.best(question, terms(question), 1, new Set([top.topic.id]));
      return { text: found ? passages.answer(found) : overview(top.topic), status: 'answered' };
    }
    if (!top.fact) return { text: overview(top.topic), status: 'answered' };
    const topics = [...new Set(hits.filter((hit) => hit.score >= top.score * 0.7).map((hit) => hit.topic))];
    if (topics.length <= 1)
      return {
        text: factsAnswer(
          top.topic,
          hits.filter((hit) => hit.topic === top.topic),
        ),
        status: 'answered',
      };
    const lines = topics.slice(0, 3).map((topic) => {
      const hit = hits.find((candidate) => candidate.topic === topic)!;
      const fact =
        hit.fact && (hit.fact.passage ? { ...hit.fact, text: hit.fact.text.split('\n')[0] ?? '' } : hit.fact);
      const text = fact ? `**${fact.label}**: ${fact.text}` : (topic.summary.split('\n')[0] ?? '');
      return `- [**${topic.name}**](${hit.fact ? factHref(topic, hit.fact) : topic.path}): ${text}`;
    });
    return { text: lines.join('\n'), status: 'answered' };
  }

  /**
   * The answer about `subject` from the blog, when an article holds clearly more of the
   * question than the subject's page; or the subject's own answer with the article's
   * passage that answers as much added under it.
   */
  function withArticles(turn: ReadTurn, subject: KnowledgeTopic, own: () => OfflineAnswer | undefined) {
    const question = turn.intent.topicText;
    if (subject.kind === 'post') {
      // A question about an article (a follow-up to its answer): the section of it that answers.
      const found = passages.best(question, askedTerms(turn, subject), 1, new Set([subject.id]));
      return found ? { text: passages.answer(found), status: 'answered' as const } : own();
    }
    if (subject.kind === 'events' || subject.kind === 'event') return own();
    const found = passages.about(question, askedTerms(turn, subject), new Set([subject.id, ...(subject.items ?? [])]));
    if (found?.role === 'lead') {
      // What the page of the product, service or industry asked about offers is one click away.
      const page = ['product', 'service', 'industry'].includes(subject.kind)
        ? ` ${assistantCopy.seeAlsoPage(subject.name, subject.path)}`
        : '';
      return { text: `${passages.answer(found.found)}${page}`, status: 'answered' as const };
    }
    const answer = own();
    if (!answer || !found || answer.text.includes(`](${found.found.hit.topic.path}`)) return answer;
    return { ...answer, text: `${answer.text}\n\n${passages.addition(found.found)}` };
  }

  /** The answer to what the visitor asks about, whatever else they want. */
  function answerAbout(turn: ReadTurn, today: string): OfflineAnswer | undefined {
    if (turn.subject) {
      const subject = turn.subject;
      const answer = withArticles(turn, subject, () => topicAnswer(subject, turn, today));
      if (answer) return answer;
      // "does it speak IEC 104?" then "can you add it?": the follow-up asks about what the last question asked.
      const earlier = turn.previous;
      if (turn.subjectFrom === 'context' && earlier) {
        const topicText = `${earlier.intent.topicText} ${turn.intent.topicText}`;
        const carried = topicAnswer(turn.subject, { ...turn, intent: { ...turn.intent, topicText } }, today);
        if (carried) return carried;
      }
      // Named, or pointed back at: the topic's overview rather than a guess elsewhere.
      if (turn.subjectFrom !== 'context' || turn.pointsBack)
        return { text: overview(turn.subject), status: 'answered' };
    }
    return searchAnswer(turn.intent.topicText);
  }

  /** The hand-off text the visitor's words call for, if any. */
  function handoffText(turn: ReadTurn, wants: ReadonlySet<VisitorWant>): string | undefined {
    const subject = turn.subject;
    const about =
      subject && !['offers', 'company', 'contact', 'policy', 'blog', 'post'].includes(subject.kind)
        ? topicPhrase(subject)
        : undefined;
    const { handoff } = assistantCopy;
    if (wants.has('callback')) return handoff.callback(about);
    if (wants.has('person')) return handoff.person(about);
    if (wants.has('demo')) return handoff.demo(about);
    if (wants.has('trial')) return handoff.trial(about);
    if (wants.has('quote')) return handoff.quote(about);
    if (wants.has('pricing')) return `${assistantCopy.pricing(about)}${subject ? `\n\n${readMore(subject)}` : ''}`;
    return undefined;
  }

  function respond(turn: ReadTurn, today: string): OfflineAnswer {
    const wants = new Set(turn.intent.wants);
    // The academy's trial is a sign-up of its own: a question about it, not a request for sales.
    if (turn.subject?.kind === 'academy') wants.delete('trial');
    if (wants.has('instructions')) {
      const pricing = wants.has('pricing') ? `\n\n${assistantCopy.pricing()}` : '';
      return { text: `${assistantCopy.instructions}${pricing}`, status: 'declined' };
    }
    if (wants.has('incident')) return { text: assistantCopy.handoff.incident, status: 'answered' };
    if (wants.has('harmful')) return { text: assistantCopy.harmful, status: 'declined' };
    if (wants.has('out-of-scope')) return { text: assistantCopy.outOfScope, status: 'unanswered' };
    const handoff = handoffText(turn, wants);
    if (handoff) {
      // "Is it FedRAMP certified? We need that for procurement": the question too, not only the offer.
      const asksMore = turn.subject && (askedTerms(turn, turn.subject).length > 0 || turn.subject.kind === 'event');
      const answer = asksMore ? answerAbout(turn, today) : undefined;
      return { text: answer ? `${answer.text}\n\n${handoff}` : handoff, status: 'answered' };
    }
    if (terms(turn.intent.topicText).length === 0) {
      if (wants.has('greeting')) return { text: assistantCopy.greeting, status: 'answered' };
      if (wants.has('thanks')) return { text: assistantCopy.thanks, status: 'answered' };
    }
    if (wants.has('goodbye')) return { text: assistantCopy.goodbye, status: 'answered' };
    if (turn.parts.length > 1) {
      // Several questions about different things: an answer to each, in the order asked.
      const answers = [
        ...new Set(turn.parts.map((part) => answerAbout(part, today)?.text).filter((text) => text !== undefined)),
      ];
      if (answers.length > 0) return { text: answers.join('\n\n'), status: 'answered' };
    }
    return answerAbout(turn, today) ?? { text: assistantCopy.notFound, status: 'unanswered' };
  }

  /** `answer`, saying which of the names the visitor wrote the site never mentions. */
  function withUnknownNames(answer: OfflineAnswer, turn: ReadTurn): OfflineAnswer {
    const names = finder.unknownNames(turn.intent.topicText);
    if (names.length === 0 || answer.status !== 'answered') return answer;
    return { ...answer, text: `${answer.text}\n\n${assistantCopy.unknownNames(names)}` };
  }

  /** The last turn of `messages`, its answer and the hand-off it calls for. */
  function assess(messages: readonly ChatMessage[], today: string) {
    const turns = reader.read(messages);
    const turn = turns.at(-1);
    if (!turn)
      return { turns, answer: { text: assistantCopy.notFound, status: 'unanswered' as const }, handoff: undefined };
    const answer = withUnknownNames(respond(turn, today), turn);
    const previous = turns.at(-2);
    const handoff = handoffFor(turn, answer.status, previous ? respond(previous, today).status : undefined);
    return { turns, answer, handoff };
  }

  return {
    reply(messages, today, notice = 'offline') {
      const { turns, answer, handoff } = assess(messages, today);
      const withHandoff =
        handoff?.reason === 'unanswered' ? `${answer.text}\n\n${assistantCopy.handoff.unanswered}` : answer.text;
      // The visitor is told plainly where the answer comes from.
      const lead =
        notice === 'fallback'
          ? assistantCopy.fallbackNotice
          : notice === 'offline' && turns.length === 1
            ? assistantCopy.offlineNotice
            : undefined;
      return { text: lead ? `${lead}\n\n${withHandoff}` : withHandoff, handoff };
    },
    handoff: (messages, today) => assess(messages, today).handoff,
  };
}
