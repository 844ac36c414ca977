/**
 * The assistant without a model (no Bedrock configured; the default locally):
 * full-text retrieval with MiniSearch over the knowledge base. It answers with
 * the best document's summary, links its page and names related pages, and
 * says in the first reply of a conversation that it answers from site content.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { ChatMessage } from '@ferrum/shared';
import { assistantCopy } from './assistant-copy.ts';
import { knowledgeBase, pageTitleFor, type KnowledgeDocument } from './knowledge-base.ts';

/** Words that carry no topic: question words, pronouns, fillers, and our own name (it is on every page). */
const stopWords = new Set(
  (
    'a about above after all also am an and any anything are as at be been being but by can could did do does ' +
    'doing for from get give got had has have having he her here hers him his how i if in into is it its just ' +
    'know let like me more most much my need no not now of off on one only or other our ours out over please ' +
    'really she should so some something such tell than thank thanks that the their them then there these they ' +
    'thing things this those through to too us very want was we well were what whats when where which while who ' +
    'whom why will with would yes you your yours ferrum shield today offer offers provide explain describe ' +
    'information info details kind kinds type types up coming going happening s t'
  ).split(' '),
);

/** A light suffix stemmer, applied to the index and the question alike ("utilities" → "utility"). */
function stem(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 5 && term.endsWith('ing')) return term.slice(0, -3);
  if (term.length > 3 && term.endsWith('s') && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/** Lower-cases, drops stop words and single letters, stems. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/[’']/g, '');
  if (lower.length < 2 || stopWords.has(lower)) return null;
  return stem(lower);
}

function buildIndex(documents: readonly KnowledgeDocument[]): MiniSearch<KnowledgeDocument> {
  const index = new MiniSearch<KnowledgeDocument>({
    fields: ['title', 'keywords', 'summary', 'text'],
    storeFields: ['id'],
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 3, summary: 1.5, text: 1 },
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(documents);
  return index;
}

const patterns = {
  greeting: /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day))\b/i,
  thanks: /^(thanks|thank you|thx|cheers|great|perfect|ok|okay)\b/i,
  instructions:
    /\b(ignore|disregard|forget|override|reveal|show|print|repeat)\b.{0,40}\b(instructions?|rules|prompt|guidelines)\b|\bsystem prompt\b|\bjailbreak\b|\bdeveloper mode\b/i,
  pricing: /\b(price|prices|pricing|priced|cost|costs|how much|quote|quotes|budget|fee|fees|expensive|cheap)\b/i,
};

/** Everything after a leading greeting ("Hi there, what is..." → "what is..."). */
function withoutGreeting(question: string): string {
  return question.replace(
    /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day))\b[\s,!.]*(there\b)?[\s,!.]*/i,
    '',
  );
}

/** True when `text` holds any word the index could match. */
function hasTopicWords(text: string): boolean {
  return text.split(/[^\p{L}\p{N}]+/u).some((word) => processTerm(word) !== null);
}

export interface OfflineResponder {
  /** The answer (markdown) to the last user message of `messages`. */
  answer(messages: readonly ChatMessage[]): string;
  /** The best matching documents for `question`, best first, after the relevance cut. */
  search(question: string): KnowledgeDocument[];
}

/** An offline responder over `documents` (the site's knowledge base by default). */
export function createOfflineResponder(documents: readonly KnowledgeDocument[] = knowledgeBase): OfflineResponder {
  const index = buildIndex(documents);
  const byId = new Map(documents.map((document) => [document.id, document]));

  function search(question: string): KnowledgeDocument[] {
    const queryTerms = new Set(
      question
        .split(/[^\p{L}\p{N}]+/u)
        .map(processTerm)
        .filter((term): term is string => term !== null),
    );
    if (queryTerms.size === 0) return [];
    const results: SearchResult[] = index.search(question);
    const [best] = results;
    if (!best) return [];
    // A real answer matches several of the question's words, or most of a short question.
    const matched = new Set(best.queryTerms).size;
    if (matched < 2 && matched / queryTerms.size < 0.5) return [];
    return results
      .filter((result) => result.score >= best.score * 0.35)
      .slice(0, 4)
      .map((result) => byId.get(String(result.id)))
      .filter((document): document is KnowledgeDocument => document !== undefined);
  }

  function answerQuestion(question: string): string {
    if (patterns.instructions.test(question)) return assistantCopy.instructions;
    const rest = withoutGreeting(question.trim());
    if (patterns.greeting.test(question) && !hasTopicWords(rest)) return assistantCopy.greeting;
    if (patterns.thanks.test(rest) && rest.length < 40 && !hasTopicWords(rest.replace(patterns.thanks, '')))
      return assistantCopy.thanks;

    const pricing = patterns.pricing.test(rest);
    const [best, ...others] = search(rest);
    if (!best) return pricing ? assistantCopy.pricing : assistantCopy.offTopic;

    const parts = [best.summary, assistantCopy.readMore(pageTitleFor(best.path), best.path)];
    const relatedPaths = [...new Set(others.map((document) => document.path.split('#')[0] ?? document.path))].filter(
      (path) => path !== best.path.split('#')[0],
    );
    if (relatedPaths.length > 0)
      parts.push(
        `${assistantCopy.relatedHeading} ${relatedPaths
          .slice(0, 3)
          .map((path) => `[${pageTitleFor(path)}](${path})`)
          .join(', ')}.`,
      );
    if (pricing) parts.unshift(assistantCopy.pricing);
    return parts.join('\n\n');
  }

  return {
    search,
    answer(messages) {
      const question = messages.at(-1)?.content ?? '';
      const body = answerQuestion(question);
      // The first reply of a conversation says plainly where the answer comes from.
      return messages.length === 1 ? `${assistantCopy.offlineNotice}\n\n${body}` : body;
    },
  };
}
