/**
 * Search over the site's passages: BM25 ranking by MiniSearch (headings and topic
 * names boosted, Porter stemming, prefix terms, a visitor's typos corrected to the
 * site's words), the question read with the thesaurus. Each result says how much of the question it covers:
 * the share of the question's weight (rare words weigh more, words the site never
 * uses the most) that the passage matches. A low share is how the answers know the
 * site doesn't say, instead of quoting whatever matched one word.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { stemmer } from 'stemmer';
import { eng } from 'stopword/src/stopwords_eng.js';
import type { TopicKind } from '../knowledge-base.ts';
import { sitePassages, type Passage } from './passages.ts';
import { thesaurus } from './thesaurus.ts';

/** Words that carry no meaning for a search, beyond the standard English list: chat fillers and our own name. */
const chatFillers =
  'tell know please pls plz thanks thank hi hey hello ok okay yes u ur r im ive id youre dont doesnt cant isnt ' +
  'whats wheres whos hows s t d ll re ve want need like give got get anything something stuff thing things ' +
  'exactly actually really just guys kind sort lot offer provide ferrum shield anyone someone does do will ' +
  'shall may might one ones ask asked asking say said wondering wonder curious interested question questions ' +
  'help go going see look looking find think sure maybe also else currently right now well able anyway ' +
  'besides apart except other others etc rather prefer instead quite';
const stopWords = new Set([...eng, ...chatFillers.split(' ')]);

/** Fields and their boosts: a heading or the topic's name says what a passage is about. */
const fieldBoosts = { heading: 3, topicNames: 2, keywords: 1.5, text: 1 } as const;
/** A thesaurus word counts a little less than the visitor's own word. */
const thesaurusBoost = 0.7;
/** Words from this length on may be typos of a site word, and at most this many are corrected a question. */
const typoFromLength = 5;
const maxTyposCorrected = 6;
/** Prefix matching from this length on ("certif" finds "certified"). */
const prefixFromLength = 4;
/** A word the site never uses weighs as one found in this share of the passages. */
const unknownWordShare = 0.2;
/** What a word the site never uses counts when it matches a site word by prefix. */
const resemblanceCredit = 0.5;
/** At most this many distinct terms are read from a question: bounded work for any input. */
export const maxQueryTerms = 16;
/** At most this many thesaurus terms join a search: a long question names many groups. */
const maxExpandedTerms = 48;
/** Results kept per search. */
const maxResults = 12;
/** How many of a question's heaviest meanings a passage must match to be about what it asks. */
const focusSize = 2;
/**
 * Job adverts and policies mention every industry's words; they answer only questions about
 * jobs or policies, and weigh this much otherwise.
 */
const reservedKindBoost = 0.25;
const reservedKinds: Partial<Record<TopicKind, RegExp>> = {
  job: /\b(jobs?|careers?|hiring|hire|vacanc\w*|openings?|positions?|roles?|apply\w*|applica\w*|salar\w*|pay|remote|hybrid|relocat\w*|intern\w*|resume|cv|work (for|at|with) (you|ferrum))\b/i,
  policy:
    /\b(privacy|personal (data|information)|my (data|information|details)|gdpr|cookies?|track\w*|sell|sold|store[sd]?|keep|kept|terms|conditions|legal|liabilit\w*|warrant\w*|law|courts?|jurisdiction|retention|delete my|unsubscrib\w*|newsletter|vulnerab\w*|vulns?|disclos\w*|bug|security\.txt|safe harbou?r|children|account)\b/i,
};
reservedKinds.careers = reservedKinds.job;
/** "I'm an engineer at ...": who the visitor is, not what they ask about (a job title would find a job advert). */
const selfDescription =
  /\b(i'?m|i am|we'?re|we are|as)\s+(an?|the)\s+[\w-]+(\s+[\w-]+)?\s+(at|in|for|with|from|of)\b/gi;

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** A word as the index and the question both see it: lower case, no stop word, stemmed; null to drop it. */
export function processTerm(word: string): string | null {
  const lower = word.toLowerCase().replace(/['’]/g, '');
  if (lower.length < 2 && !/\d/.test(lower)) return null;
  const stem = stemmer(lower);
  return stopWords.has(lower) || stopWords.has(stem) ? null : stem;
}

/** The searchable terms of `text`, in order, without repeats. */
export function termsOf(text: string): string[] {
  return [...new Set(tokenize(text).flatMap((word) => processTerm(word) ?? []))];
}

/** One meaning the question asks about: a word of its own, or a thesaurus group it named. */
export interface Concept {
  /** The terms searched for it: its own stem, or every term of the group. */
  terms: ReadonlySet<string>;
  /** What satisfies it: one of these expressions, each with all of its terms matched. */
  expressions: readonly (readonly string[])[];
  fromThesaurus: boolean;
  /** A name the site never mentions: weighs as the rarest word (a standard), or half that (a proper name). */
  unknownName?: 'standard' | 'proper';
  /** Carried over from the question before ("and the CTO?" asks the last question again). */
  carried?: boolean;
}

/** A question as the search reads it. */
export interface ReadQuestion {
  /** The visitor's words, as read (at most the conversation reader's share). */
  text: string;
  concepts: readonly Concept[];
  /** Standards and products the visitor named that the site never mentions ("ISO 9001", "PowerSafe"). */
  unknownStandards: readonly string[];
  /** Other names the site never mentions (places, companies): said only when nothing answers. */
  unknownNames: readonly string[];
}

/** A ranked passage and how much of the question it covers. */
export interface Found {
  passage: Passage;
  score: number;
  /** The share of the question's weight it matches, 0 to 1. */
  coverage: number;
  /** The same, leaving out standards the site never names (answered apart: "our website doesn't mention ISO 9001"). */
  coverageOfKnown: number;
  /** True when one of its lines matches the question's heaviest meanings: what the question is really about. */
  coversFocus: boolean;
  /** The weight of the question it matches: a long question matched on several rare words is answered. */
  coveredWeight: number;
  /** The share of the question's meanings the site never uses (the same for every passage found). */
  unknownShare: number;
  /** True for a topic's overview found by the topic's own name: the question names what it is about. */
  namesTopic: boolean;
  /** True when the question holds most of one of its topic's names ("comprehensive MDR", "the IoT expo"). */
  nameInQuestion: boolean;
  /** Terms of the question it matched. */
  matched: ReadonlySet<string>;
  /** How far it matches each of the question's meanings (0, a resemblance, 1), and what each weighs. */
  credits: readonly number[];
  weights: readonly number[];
}

/** Two or more capitals with a number ("IEC 61850", "ISO-9001"), or mixed case ("PowerSafe"): how standards are named. */
const standardLikeName = /\b(?:[A-Z]{2,}[A-Za-z]*[ -]?\d[\d.:-]*|[A-Z]+[a-z]+[A-Z]{2,}[A-Za-z]*)\b/g;
/** The same written in lower case ("iec 61850", "iso27001"): a standard when its letters are an acronym the site uses. */
const lowerCaseStandard = /\b([a-z]{2,5})[ -]?(\d[\d.:-]*)\b/g;
/** Capitalised words after the first word of a sentence: "Acme Power", "Siemens". */
const properName = /(?<=[\p{L}\d,] )(?:\p{Lu}[\p{L}&.-]+)(?: \p{Lu}[\p{L}&.-]+)*/gu;
/** Lower case, letters and digits only, words one space apart, with a space at each end: for whole-word checks. */
const spacedWords = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

const groupTerms = thesaurus.map((group) => new Set(group.flatMap(termsOf)));
/** A group's expressions as terms ("report a vulnerability" → report, vulner): all must match to count. */
const groupExpressions = thesaurus.map((group) => group.map(termsOf).filter((terms) => terms.length > 0));
/** A word as the thesaurus compares it: its stem, so "tier" finds "tiers". */
const wordStem = (word: string) => stemmer(word.toLowerCase().replace(/['’]/g, ''));
const groupWords = thesaurus.map((group) => group.map((expression) => tokenize(expression).map(wordStem)));

/** Every expression of the thesaurus by its first word's stem: a question's words are looked up, not scanned for. */
const expressionsByFirstWord = new Map<string, { group: number; words: readonly string[] }[]>();
groupWords.forEach((expressions, group) => {
  for (const words of expressions) {
    const [first] = words;
    if (first) expressionsByFirstWord.set(first, [...(expressionsByFirstWord.get(first) ?? []), { group, words }]);
  }
});

/** The thesaurus groups `words` names, longest expression first, each word read once. */
function thesaurusMatches(words: readonly string[]): { group: number; start: number; length: number }[] {
  const found: { group: number; start: number; length: number }[] = [];
  words.forEach((word, start) => {
    for (const { group, words: expression } of expressionsByFirstWord.get(word) ?? []) {
      if (expression.every((part, offset) => words[start + offset] === part))
        found.push({ group, start, length: expression.length });
    }
  });
  found.sort((a, b) => b.length - a.length);
  const taken = new Set<number>();
  return found.filter(({ start, length }) => {
    const positions = Array.from({ length }, (_, offset) => start + offset);
    if (positions.some((position) => taken.has(position))) return false;
    for (const position of positions) taken.add(position);
    return true;
  });
}

/** The site as the search reads it: the index and what it knows of the site's words. Built once. */
interface SiteIndex {
  passages: readonly Passage[];
  index: MiniSearch<Passage & { text: string }>;
  byId: ReadonlyMap<string, Passage>;
  /** Each passage's words by line, with the words that stand for all of it (heading, names, keywords). */
  wordsOf: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** Every word of the site, lower case, one space apart, for whole-word checks of names. */
  siteText: string;
  vocabulary: ReadonlySet<string>;
  /** Acronyms the site writes in capitals ("iec", "iso"): "iso 9001" is a standard's name. */
  acronyms: ReadonlySet<string>;
  /** The site's words by their first letter, for correcting a visitor's typo. */
  wordsByInitial: ReadonlyMap<string, readonly string[]>;
}

function indexSite(passages: readonly Passage[]): SiteIndex {
  const index = new MiniSearch<Passage & { text: string }>({
    fields: ['heading', 'topicNames', 'keywords', 'text'],
    storeFields: ['id'],
    processTerm,
  });
  index.addAll(passages.map((passage) => ({ ...passage, text: passage.lines.join('\n') })));
  const wordsOf = new Map(
    passages.map((passage) => {
      const whole = termsOf([passage.heading, passage.topicNames, passage.keywords].join(' '));
      return [passage.id, passage.lines.map((line) => [...new Set([...whole, ...termsOf(line)])])] as const;
    }),
  );
  const siteText = spacedWords(
    passages
      .map((passage) => [passage.heading, passage.topicNames, passage.keywords, ...passage.lines].join(' '))
      .join(' '),
  );
  const acronyms = passages.flatMap((passage) => passage.lines.join(' ').match(/\b[A-Z]{2,5}\b/g) ?? []);
  const vocabulary = new Set(termsOf(siteText));
  return {
    passages,
    index,
    byId: new Map(passages.map((passage) => [passage.id, passage])),
    wordsOf,
    siteText,
    vocabulary,
    wordsByInitial: byInitial(vocabulary),
    acronyms: new Set(acronyms.map((word) => word.toLowerCase())),
  };
}

/** `words` grouped by their first letter. */
function byInitial(words: Iterable<string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const word of words) groups.set(word.charAt(0), [...(groups.get(word.charAt(0)) ?? []), word]);
  return groups;
}

const thesaurusTerms = new Set(groupTerms.flatMap((terms) => [...terms]));

/** A concept for a name the site never mentions. */
function nameConcept(name: string, kind: 'standard' | 'proper'): Concept {
  const term = `name:${spacedWords(name).trim()}`;
  return { terms: new Set([term]), expressions: [[term]], fromThesaurus: false, unknownName: kind };
}

/** The names in `question` the site never mentions: standards ("ISO 9001", "iso 9001") and others ("Acme Power"). */
function unknownNamesIn(site: SiteIndex, question: string) {
  const unknown = (name: string) => !site.siteText.includes(spacedWords(name));
  const written = [
    ...(question.match(standardLikeName) ?? []),
    ...[...question.matchAll(lowerCaseStandard)]
      .filter((match) => site.acronyms.has(match[1]!))
      .map((match) => match[0]),
  ];
  const standards = [...new Set(written)].filter(unknown);
  const names = [...new Set(question.match(properName) ?? [])].filter(
    (name) =>
      unknown(name) &&
      termsOf(name).some((term) => !site.vocabulary.has(term) && !thesaurusTerms.has(term)) &&
      !standards.some((standard) => standard.includes(name)),
  );
  return { standards, names };
}

/** True when `a` and `b` are at most `limit` edits apart (insert, delete, substitute, swap two neighbours). */
function withinEdits(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let twoBack: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, twoBack[j - 2]! + 1);
      current.push(value);
    }
    // Every cell of the row is over the limit: so is the rest.
    if (Math.min(...current) > limit) return false;
    twoBack = previous;
    previous = current;
  }
  return previous[b.length]! <= limit;
}

/**
 * `word`, or the site's word it is a typo of ("diodde", "certifcation"): the same first letter,
 * one edit away (two from 8 letters), a swap of neighbours counting as one. At most `left` a question.
 */
function correctedWord(site: SiteIndex, word: string, corrections: { left: number }): string {
  const term = processTerm(word);
  if (!term || term.length < typoFromLength || site.vocabulary.has(term) || thesaurusTerms.has(term)) return word;
  if (corrections.left === 0) return word;
  corrections.left -= 1;
  const limit = term.length >= 8 ? 2 : 1;
  const candidates = (site.wordsByInitial.get(term.charAt(0)) ?? []).filter((known) => withinEdits(term, known, limit));
  // The closest in length: a swap of two letters before a longer word.
  const [closest] = candidates.sort((a, b) => Math.abs(a.length - term.length) - Math.abs(b.length - term.length));
  return closest ?? word;
}

/** The question's meanings and the names the site lacks; at most `maxQueryTerms` of them; `quick` corrects no typo. */
function readQuestion(site: SiteIndex, question: string, quick = false): ReadQuestion {
  const { standards, names } = unknownNamesIn(site, question);
  let rest = question.replace(selfDescription, ' ');
  for (const name of [...standards, ...names]) rest = rest.replace(name, ' ');
  // An earlier turn is read only to tell what it was about: its typos stay as written.
  const corrections = { left: quick ? 0 : maxTyposCorrected };
  const words = tokenize(rest.toLowerCase()).map((word) => correctedWord(site, word, corrections));
  const matches = thesaurusMatches(words.map(wordStem));
  const covered = new Set(matches.flatMap(({ start, length }) => Array.from({ length }, (_, i) => start + i)));
  const concepts: Concept[] = [
    ...standards.map((name) => nameConcept(name, 'standard')),
    ...names.map((name) => nameConcept(name, 'proper')),
    ...[...new Set(matches.map(({ group }) => group))].map((group) => ({
      terms: groupTerms[group]!,
      expressions: groupExpressions[group]!,
      fromThesaurus: true,
    })),
    ...termsOf(words.filter((_, position) => !covered.has(position)).join(' ')).map((term) => ({
      terms: new Set([term]),
      expressions: [[term]],
      fromThesaurus: false,
    })),
  ];
  return {
    text: question,
    concepts: concepts.slice(0, maxQueryTerms),
    unknownStandards: standards,
    unknownNames: names,
  };
}

/** How a search may be narrowed or lifted. */
export interface SearchOptions {
  /** Topic id → boost: lifts a topic the conversation is about. */
  favour?: ReadonlyMap<string, number>;
  /** Keeps only these topics. */
  within?: ReadonlySet<string>;
  /** Looks for the words as written only (enough to tell what an earlier turn was about). */
  quick?: boolean;
}

/** MiniSearch's ranked results for `question`. */
function queryIndex(site: SiteIndex, question: ReadQuestion, { favour, within, quick = false }: SearchOptions) {
  const own = question.concepts
    .filter((concept) => !concept.fromThesaurus && !concept.unknownName)
    .flatMap((concept) => [...concept.terms]);
  const expanded = question.concepts
    .filter((concept) => concept.fromThesaurus)
    .flatMap((concept) => [...concept.terms])
    .slice(0, quick ? maxExpandedTerms / 4 : maxExpandedTerms);
  if (own.length + expanded.length === 0) return [];
  // Job adverts and policies weigh less unless the question is about jobs or policies (read once, not per passage).
  const kindBoosts = new Map(
    Object.entries(reservedKinds).map(([kind, asks]) => [kind, asks.test(question.text) ? 1 : reservedKindBoost]),
  );
  const options = {
    prefix: (term: string) => !quick && term.length >= prefixFromLength,
    // Each term is already processed: the query must not be stemmed twice.
    processTerm: (term: string) => term,
  };
  const topicOf = (id: unknown) => site.byId.get(String(id))!;
  return site.index.search(
    {
      combineWith: 'OR',
      queries: [
        { ...options, queries: own, boost: fieldBoosts },
        // The thesaurus holds the site's own words: no prefix ("international" is not "internal").
        { ...options, prefix: false, queries: expanded, boost: scaled(fieldBoosts, thesaurusBoost) },
      ],
    },
    {
      ...(within ? { filter: (result: SearchResult) => within.has(topicOf(result.id).topicId) } : {}),
      boostDocument: (id: unknown) =>
        (kindBoosts.get(topicOf(id).topicKind) ?? 1) * (favour?.get(topicOf(id).topicId) ?? 1),
    },
  );
}

/** What each of a question's meanings weighs in these results, and which of them it is about. */
function weighQuestion(site: SiteIndex, question: ReadQuestion, results: readonly SearchResult[]) {
  const idf = (documents: number) => Math.log(1 + (site.passages.length - documents + 0.5) / (documents + 0.5));
  // How many passages match each term: its weight in this question.
  const documents = new Map<string, number>();
  for (const result of results)
    for (const term of result.queryTerms) documents.set(term, (documents.get(term) ?? 0) + 1);
  const weights = question.concepts.map((concept) => {
    // A name the site never mentions is what it cannot answer; another unknown word is as likely chatter.
    if (concept.unknownName) return concept.unknownName === 'standard' ? idf(0) : idf(0) / 2;
    const known = [...concept.terms]
      .filter((term) => site.vocabulary.has(term))
      .map((term) => documents.get(term) ?? 0)
      .filter((count) => count > 0);
    if (known.length === 0) return idf(site.passages.length * unknownWordShare);
    return known.reduce((sum, count) => sum + idf(count), 0) / known.length;
  });
  const isStandard = question.concepts.map((concept) => concept.unknownName === 'standard');
  const chatter = question.concepts.map(
    (concept) => !concept.unknownName && ![...concept.terms].some((term) => site.vocabulary.has(term)),
  );
  // What the question is about: its heaviest words the site knows, and names it doesn't (not chatter).
  const focus = weights
    .map((weight, position) => ({ weight, position }))
    .filter(({ position }) => !isStandard[position] && !chatter[position] && !question.concepts[position]!.carried)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, focusSize)
    .map(({ position }) => position);
  return {
    weights,
    // Standards the site never names are answered apart: they weigh nothing in what passages cover.
    knownWeights: weights.map((weight, position) => (isStandard[position] ? 0 : weight)),
    focus,
    unknownShare: chatter.filter(Boolean).length / chatter.length,
    ownWords: new Set(termsOf(question.text)),
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** True when one line of `passage` holds every one of `concepts`: the words answer together, not apart. */
function inOneLine(site: SiteIndex, passage: Passage, concepts: readonly Concept[]): boolean {
  const hasWord = (line: readonly string[], term: string) => line.some((word) => word.startsWith(term));
  return (site.wordsOf.get(passage.id) ?? []).some((line) =>
    concepts.every((concept) => concept.expressions.some((terms) => terms.every((term) => hasWord(line, term)))),
  );
}

/** Most of a name, in the visitor's own words, counts: visitors shorten names ("the IoT expo"). */
function namesIn(passage: Passage, ownWords: ReadonlySet<string>): boolean {
  return passage.names.some((name) => {
    const terms = termsOf(name);
    const found = terms.filter((term) => ownWords.has(term)).length;
    return terms.length > 0 && found >= Math.max(1, Math.ceil(terms.length / 2)) && found >= Math.min(2, terms.length);
  });
}

/** One result as a found passage: how much of the question it covers, and how. */
function foundPassage(
  site: SiteIndex,
  question: ReadQuestion,
  weighing: ReturnType<typeof weighQuestion>,
  result: SearchResult,
): Found {
  const { weights, knownWeights, focus } = weighing;
  const matched = new Set(result.queryTerms);
  // A word the site uses is a whole match; one that only resembles a word of the site's
  // ("recipe" → "recipient", "charge" → "change") is half of one.
  const credit = (term: string) => (!matched.has(term) ? 0 : site.vocabulary.has(term) ? 1 : resemblanceCredit);
  const credits = question.concepts.map((concept) =>
    Math.max(0, ...concept.expressions.map((terms) => Math.min(...terms.map(credit)))),
  );
  const passage = site.byId.get(String(result.id))!;
  const coveredKnown = sum(credits.map((value, position) => value * knownWeights[position]!));
  return {
    passage,
    score: result.score,
    coverage: sum(credits.map((value, position) => value * weights[position]!)) / sum(weights),
    coverageOfKnown: coveredKnown / (sum(knownWeights) || 1),
    coversFocus:
      focus.length > 0 &&
      focus.every((position) => credits[position] === 1) &&
      inOneLine(
        site,
        passage,
        focus.map((position) => question.concepts[position]!),
      ),
    coveredWeight: coveredKnown,
    unknownShare: weighing.unknownShare,
    nameInQuestion: namesIn(passage, weighing.ownWords),
    // Every word it matched is in the topic's name: the question names the topic and asks nothing narrower.
    namesTopic:
      passage.overview &&
      Object.values(result.match).every((fields) => fields.includes('topicNames') || fields.includes('heading')),
    matched,
    credits,
    weights: knownWeights,
  };
}

/** The passages that answer `question`, best first. */
function searchPassages(site: SiteIndex, question: ReadQuestion, options: SearchOptions = {}): Found[] {
  const results = queryIndex(site, question, options);
  const weighing = weighQuestion(site, question, results);
  return results.slice(0, maxResults).map((result) => foundPassage(site, question, weighing, result));
}

/** Builds the index once (per cold start); every search after it reads only the question. */
export function createPassageSearch(passages: readonly Passage[] = sitePassages()) {
  const site = indexSite(passages);
  return {
    /** The question's meanings and the names the site lacks. */
    read: (question: string, { quick = false }: { quick?: boolean } = {}) => readQuestion(site, question, quick),
    /** The passages that answer `question`, best first. */
    search: (question: ReadQuestion, options?: SearchOptions) => searchPassages(site, question, options),
    passages,
  };
}

function scaled<T extends Record<string, number>>(boosts: T, factor: number): T {
  return Object.fromEntries(Object.entries(boosts).map(([field, boost]) => [field, boost * factor])) as T;
}

export type PassageSearch = ReturnType<typeof createPassageSearch>;
