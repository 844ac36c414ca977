/**
 * Finds what a question is about: the topics it names (by their names or the
 * visitors' own, with room for typos), and the facts that answer it (full-text
 * search with MiniSearch over every topic and fact, the question read with the
 * buyers' vocabulary). The index is built once per cold start.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { synonyms, topicNames, type Synonym } from './buyer-vocabulary.ts';
import { knowledgeBase, type KnowledgeFact, type KnowledgeTopic } from './knowledge-base.ts';
import { abbreviates, learnTerms, processTerm, termMatches, terms, words } from './words.ts';

/** A topic named in a question, and which of the question's words named it. */
export interface NamedTopic {
  topic: KnowledgeTopic;
  /** Higher for a longer, exact name. */
  score: number;
  /** Positions of the question's terms that named it. */
  positions: ReadonlySet<number>;
}

/** A search hit: a topic's overview (no fact) or one of its facts. */
export interface Hit {
  topic: KnowledgeTopic;
  fact?: KnowledgeFact;
  score: number;
  /** How many of the question's terms it matched. */
  matchedTerms: number;
}

interface IndexedEntry {
  id: string;
  topicId: string;
  /** The products and services the entry's text names: a partner's fact about the digital twin is about it too. */
  mentions: string[];
  factIndex: number;
  title: string;
  /** The name of the topic a fact belongs to: it counts, but less than the fact's own words. */
  topic: string;
  keywords: string;
  text: string;
}

/** Where a phrase of the buyers' vocabulary occurs in a text's words. */
interface PhraseMatch {
  synonym: Synonym;
  start: number;
  end: number;
}

const lowerWords = (text: string) => words(text).map((word) => word.toLowerCase());

/**
 * `text` with the content's words added for every phrase of the buyers' vocabulary it
 * contains. The longest phrase wins: "SOC 2" is an audit report, so the "SOC" inside it
 * doesn't also count as a security operations centre.
 */
export function withVocabulary(text: string): string {
  const written = lowerWords(text);
  const matches: PhraseMatch[] = [];
  for (const synonym of synonyms) {
    for (const phrase of synonym.says) {
      const phraseWords = lowerWords(phrase);
      for (let start = 0; start + phraseWords.length <= written.length; start++) {
        if (phraseWords.every((word, offset) => written[start + offset] === word))
          matches.push({ synonym, start, end: start + phraseWords.length });
      }
    }
  }
  const coveredByLonger = (match: PhraseMatch) =>
    matches.some(
      (other) =>
        other.end - other.start > match.end - match.start && other.start <= match.start && other.end >= match.end,
    );
  const added = new Set(matches.filter((match) => !coveredByLonger(match)).map((match) => match.synonym.means));
  return added.size > 0 ? `${text} ${[...added].join(' ')}` : text;
}

export function createTopicFinder(topics: readonly KnowledgeTopic[] = knowledgeBase) {
  for (const topic of topics) {
    learnTerms([topic.name, ...topic.names, topic.summary, topic.text ?? ''].join(' '));
    for (const item of topic.facts) learnTerms(`${item.label} ${item.text} ${item.keywords ?? ''}`);
  }
  for (const synonym of synonyms) learnTerms(`${synonym.says.join(' ')} ${synonym.means}`);
  for (const names of Object.values(topicNames)) learnTerms(names.join(' '));
  const names = topics.map((topic) => ({
    topic,
    names: [topic.name, ...topic.names, ...(topicNames[topic.id] ?? [])]
      .map(terms)
      .filter((nameTerms) => nameTerms.length > 0),
  }));

  const offers = topics.filter((topic) => topic.kind === 'product' || topic.kind === 'service');
  const mentionsIn = (text: string, own: string) =>
    offers
      .filter((offer) => offer.id !== own && text.toLowerCase().includes(offer.name.toLowerCase()))
      .map((offer) => offer.id);
  // An article's passages are about the field, not about the offers they name: they
  // never stand in for an offer's own facts.
  const isArticle = (topic: KnowledgeTopic) => topic.kind === 'post';
  const entries: IndexedEntry[] = topics.flatMap((topic) => [
    {
      id: topic.id,
      topicId: topic.id,
      mentions: [],
      factIndex: -1,
      title: [topic.name, ...topic.names].join(' '),
      topic: '',
      keywords: (topicNames[topic.id] ?? []).join(' '),
      text: `${topic.summary} ${topic.text ?? ''}`,
    },
    ...topic.facts.map((item, factIndex) => ({
      id: `${topic.id}#${factIndex}`,
      topicId: topic.id,
      mentions: isArticle(topic) ? [] : mentionsIn(`${item.label} ${item.text}`, topic.id),
      factIndex,
      title: item.label,
      topic: topic.name,
      keywords: item.keywords ?? '',
      text: item.text,
    })),
  ]);
  const index = new MiniSearch<IndexedEntry>({
    fields: ['title', 'topic', 'keywords', 'text'],
    storeFields: ['topicId', 'factIndex', 'mentions'],
    processTerm,
    searchOptions: {
      boost: { title: 3, topic: 2, keywords: 2, text: 1 },
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(entries);
  const byId = new Map(topics.map((topic) => [topic.id, topic]));

  /** The topics `question` names, best first; a name inside a longer one ("twin" in "digital twin developer") yields. */
  function namedTopics(question: string): NamedTopic[] {
    const written = terms(question);
    const found: NamedTopic[] = [];
    for (const { topic, names: topicNameTerms } of names) {
      let best: NamedTopic | undefined;
      for (const nameTerms of topicNameTerms) {
        const positions = new Set<number>();
        let score = 0;
        for (const nameTerm of nameTerms) {
          const exact = written.findIndex((term, position) => term === nameTerm && !positions.has(position));
          const position =
            exact >= 0
              ? exact
              : written.findIndex((term, index) => !positions.has(index) && termMatches(term, nameTerm));
          if (position < 0) {
            score = 0;
            break;
          }
          positions.add(position);
          score += exact >= 0 ? 1 : 0.75;
        }
        if (score > 0 && (!best || score > best.score)) best = { topic, score, positions };
      }
      if (best) found.push(best);
    }
    return found
      .filter(
        (candidate) =>
          !found.some(
            (other) =>
              other !== candidate &&
              other.positions.size > candidate.positions.size &&
              [...candidate.positions].every((position) => other.positions.has(position)),
          ),
      )
      .sort((a, b) => b.score - a.score);
  }

  /**
   * The best topics and facts for `question` (read with the buyers' vocabulary), best first,
   * after a relevance cut; `within` keeps only those topics.
   */
  function search(question: string, within?: ReadonlySet<string>, { factsOnly = false } = {}): Hit[] {
    const ownTerms = new Set(terms(question));
    if (ownTerms.size === 0) return [];
    const query = withVocabulary(question);
    const inScope = (result: SearchResult) =>
      (!within || within.has(String(result.topicId)) || (result.mentions as string[]).some((id) => within.has(id))) &&
      (!factsOnly || Number(result.factIndex) >= 0);
    const results = index.search(query, { filter: inScope });
    const [best] = results;
    if (!best) return [];
    // Within a known topic one matching word is enough; across the site a real answer matches
    // several of the question's words, or most of a short question (its own words, not the synonyms).
    const matched = new Set(best.queryTerms).size;
    if (!within && matched < 2 && matched / ownTerms.size < 0.5) return [];
    return results
      .filter((result) => result.score >= best.score * 0.3)
      .slice(0, 12)
      .map((result) => {
        const topic = byId.get(String(result.topicId))!;
        const factIndex = Number(result.factIndex);
        return {
          topic,
          ...(factIndex >= 0 ? { fact: topic.facts[factIndex]! } : {}),
          score: result.score,
          matchedTerms: new Set(result.queryTerms).size,
        };
      });
  }

  const knownText = normalizedName(
    topics
      .map((topic) =>
        [topic.name, topic.summary, topic.text, ...topic.facts.map((item) => `${item.label} ${item.text}`)].join(' '),
      )
      .join(' '),
  );

  /**
   * Names of standards or products the visitor wrote ("SOC 2", "FedRAMP", "ISO 9001")
   * that the site never mentions: the answer says so instead of leaving it open.
   */
  function unknownNames(message: string): string[] {
    const candidates = message.match(standardLikeName) ?? [];
    return [...new Set(candidates.map((name) => name.trim()))].filter(
      (name) => !knownText.includes(normalizedName(name)),
    );
  }

  return { namedTopics, search, unknownNames };
}

/** Two or more capitals with a number ("SOC 2", "ISO-9001") or in mixed case ("FedRAMP"): how standards are named. */
const standardLikeName = /\b(?:[A-Z]{2,}[A-Za-z]*[ -]?\d[\d.:-]*|[A-Z]+[a-z]+[A-Z]{2,}[A-Za-z]*)\b/g;

function normalizedName(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

export type TopicFinder = ReturnType<typeof createTopicFinder>;

/** The question's own terms that are not part of any of `names` (what it asks about them). */
export function termsBeyond(question: string, nameTerms: ReadonlySet<string>): string[] {
  return terms(question).filter(
    (term) => ![...nameTerms].some((name) => termMatches(term, name) || abbreviates(term, name)),
  );
}
