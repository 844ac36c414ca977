/**
 * The blog's articles in the offline answers. An article's section is found by its
 * words together and quoted by the blocks (paragraphs, list items, table rows) that
 * hold the question's words. A question that names a product or an industry is
 * answered from its page first; an article's section joins the answer when it holds
 * as many of the visitor's words as the page's best fact, and leads it when it holds
 * clearly more of them ("how do we segment a substation network?" names the power
 * industry, whose page says what we do there; an article walks through the
 * segmenting). Words here are the question's own terms beyond the names of what it
 * is about.
 */
import { sectionHref } from '@ferrum/shared/page-sections';
import { assistantCopy } from './assistant-copy.ts';
import { knowledgeBase, type KnowledgeFact, type KnowledgeTopic } from './knowledge-base.ts';
import type { Hit, TopicFinder } from './topic-finder.ts';
import { terms } from './words.ts';

/** A section joins an answer when it holds at least this many of the asked words... */
const minimumWords = 2;
/** ...and leads it when it holds this many while the page asked about holds at most one. */
const leadWords = 4;
/** Blocks quoted from a section. */
const quotedBlocks = 3;

/** Words in more than this share of the facts ("security", "network", "plant") say little about which answers. */
const commonShare = 0.1;

/** The terms in more than `commonShare` of the facts of `topics`. */
function commonTerms(topics: readonly KnowledgeTopic[]): Set<string> {
  const facts = topics.flatMap((topic) => topic.facts);
  const counts = new Map<string, number>();
  for (const item of facts) {
    for (const term of new Set(terms(`${item.label} ${item.text}`))) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count > facts.length * commonShare).map(([term]) => term));
}

const common = commonTerms(knowledgeBase);

/** How many of `asked` (processed terms) `text` holds, common words aside. */
function wordsIn(text: string, asked: readonly string[]): number {
  const own = new Set(terms(text));
  return asked.filter((term) => !common.has(term) && own.has(term)).length;
}

/** How many of `asked` a fact holds. */
export function wordsHeld(item: KnowledgeFact, asked: readonly string[]): number {
  return wordsIn(`${item.label} ${item.text}`, asked);
}

/** The blocks of an article's section (one per line of its fact). */
const blocksOf = (item: KnowledgeFact) => item.text.split('\n');

/**
 * The blocks of `item` that between them hold the most asked words (each next block the one
 * that adds the most words not yet held), in the article's order; the first one if none holds any.
 * "What's the difference between A and B?" gets the block on A and the block on B.
 */
export function answeringBlocks(item: KnowledgeFact, asked: readonly string[], count = quotedBlocks): string[] {
  const blocks = blocksOf(item).map((text, index) => ({ text, index, own: new Set(terms(text)) }));
  const wanted = new Set(asked.filter((term) => !common.has(term)));
  const chosen: typeof blocks = [];
  while (chosen.length < count) {
    const gain = (block: (typeof blocks)[number]) => [...wanted].filter((term) => block.own.has(term)).length;
    const next = blocks
      .filter((block) => !chosen.includes(block))
      .sort((a, b) => gain(b) - gain(a) || a.index - b.index)[0];
    if (!next || gain(next) === 0) break;
    chosen.push(next);
    for (const term of next.own) wanted.delete(term);
  }
  const shown = chosen.length > 0 ? chosen.sort((a, b) => a.index - b.index) : blocks.slice(0, 1);
  return shown.map((block) => block.text);
}

/** Whether a section holding `held` asked words answers before a page holding `pageHeld`: the page barely does. */
function leads(held: number, pageHeld: number): boolean {
  return held >= leadWords && pageHeld <= 1;
}

export interface FoundSection {
  hit: Hit & { fact: KnowledgeFact };
  /** The words asked, and how many of them it holds. */
  asked: readonly string[];
  held: number;
}

export function createArticlePassages(finder: TopicFinder, topics: readonly KnowledgeTopic[] = knowledgeBase) {
  const articles = new Set(topics.filter((topic) => topic.kind === 'post').map((topic) => topic.id));

  /**
   * The section among the best few that holds the most asked words (the better ranked on a tie),
   * if it holds `minimum`; of every article, or of those `within`.
   */
  function best(
    question: string,
    asked: readonly string[],
    minimum = minimumWords,
    within: ReadonlySet<string> = articles,
  ): FoundSection | undefined {
    let found: FoundSection | undefined;
    for (const hit of finder.search(question, within, { factsOnly: true }).slice(0, 8)) {
      if (!hit.fact?.passage || !hit.fact.section) continue;
      const held = wordsHeld(hit.fact, asked);
      if (!found || held > found.held) found = { hit: hit as FoundSection['hit'], asked, held };
    }
    return found && found.held >= minimum ? found : undefined;
  }

  const byId = new Map(topics.map((topic) => [topic.id, topic]));

  /** The most asked words the summary or a fact of one of `scope`'s topics holds. */
  function heldWithin(scope: ReadonlySet<string>, asked: readonly string[]): number {
    const within = [...scope].flatMap((id) => byId.get(id) ?? []);
    return Math.max(
      0,
      ...within.flatMap((topic) => [
        wordsIn(topic.summary, asked),
        ...topic.facts.map((item) => wordsHeld(item, asked)),
      ]),
    );
  }

  /** A section's answering blocks, quoted. */
  const quoted = (found: FoundSection) =>
    answeringBlocks(found.hit.fact, found.asked)
      .map((block) => `> ${block}`)
      .join('\n>\n');

  return {
    /**
     * What the blog adds to an answer about `scope` (a topic and what it lists): a section
     * to lead with, one to add, or nothing.
     */
    about(question: string, asked: readonly string[], scope: ReadonlySet<string>) {
      const found = best(question, asked);
      if (!found) return undefined;
      const held = heldWithin(scope, asked);
      if (leads(found.held, held)) return { role: 'lead' as const, found };
      return found.held >= held ? { role: 'add' as const, found } : undefined;
    },

    /** The answer from an article's section: the article, the blocks that answer, the section's link. */
    answer(found: FoundSection): string {
      const { topic, fact } = found.hit;
      return `${topic.summary}\n\n${quoted(found)}\n\n${assistantCopy.readArticleSection(fact.label, sectionHref(fact.section!))}`;
    },

    /** The section quoted under another answer: which section of which article, then its blocks. */
    addition(found: FoundSection): string {
      const { topic, fact } = found.hit;
      const section = fact.section!;
      return `${assistantCopy.fromTheBlog(section.name, sectionHref(section), topic.name, topic.path)}\n\n${quoted(found)}`;
    },

    best,
  };
}
