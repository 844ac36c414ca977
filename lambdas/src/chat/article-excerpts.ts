/**
 * The blog's passages a question calls for, for the model: the articles are too
 * long to send whole on every call (and, with the site's content, would pass the
 * guardrail's 100,000-character grounding source), so each call carries the few
 * sections whose passages the visitor's words find, after the cache point. The
 * same search the offline answers use finds them.
 */
import type { ChatMessage } from '@ferrum/shared';
import { sectionHref } from '@ferrum/shared/page-sections';
import { knowledgeBase, type KnowledgeFact, type KnowledgeTopic } from './knowledge-base.ts';
import type { TopicFinder } from './topic-finder.ts';

/** At most this many sections per call. */
export const maxExcerptSections = 3;
/** And at most this many characters: with the site's content, within the guardrail's grounding limit. */
export const maxExcerptCharacters = 12_000;

interface FoundSection {
  topic: KnowledgeTopic;
  id: string;
  name: string;
  passages: KnowledgeFact[];
}

/** The question as the search reads it: the newest message, and the one before for a follow-up ("how long did it take?"). */
function questionOf(messages: readonly ChatMessage[]): string {
  return messages
    .filter((message) => message.role === 'user')
    .slice(-2)
    .map((message) => message.content)
    .join(' ');
}

export function createArticleExcerpts(finder: TopicFinder, topics: readonly KnowledgeTopic[] = knowledgeBase) {
  const articles = new Set(topics.filter((topic) => topic.kind === 'post').map((topic) => topic.id));

  /** The sections whose passages answer `messages` best, best first. */
  function sectionsFor(messages: readonly ChatMessage[]): FoundSection[] {
    const found: FoundSection[] = [];
    for (const hit of finder.search(questionOf(messages), articles, { factsOnly: true })) {
      const section = hit.fact?.section;
      if (!section || !hit.fact?.passage || found.some((known) => known.id === section.id && known.topic === hit.topic))
        continue;
      const passages = hit.topic.facts.filter((item) => item.section?.id === section.id);
      found.push({ topic: hit.topic, id: section.id, name: section.name, passages });
      if (found.length === maxExcerptSections) break;
    }
    return found;
  }

  /** The `<article_excerpts>` block for `messages`, or '' when no article answers. */
  return function articleExcerpts(messages: readonly ChatMessage[]): string {
    const blocks: string[] = [];
    let length = 0;
    for (const section of sectionsFor(messages)) {
      const first = section.passages[0]?.section;
      const block = [
        `## ${section.topic.name}: ${section.name}`,
        `Page: ${first ? sectionHref(first) : section.topic.path}`,
        ...section.passages.map((passage) => passage.text),
      ].join('\n');
      if (length + block.length > maxExcerptCharacters) break;
      blocks.push(block);
      length += block.length;
    }
    return blocks.length > 0 ? `<article_excerpts>\n${blocks.join('\n\n')}\n</article_excerpts>` : '';
  };
}
