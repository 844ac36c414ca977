/**
 * The blog's passages a question calls for, for the model: the articles are too
 * long to send whole on every call (and, with the site's content, would pass the
 * guardrail's 100,000-character grounding source), so each call carries the few
 * sections the visitor's words find, after the cache point. The same search the
 * offline answers use finds them.
 */
import type { ChatMessage } from '@ferrum/shared';
import type { PassageSearch } from './offline/passage-search.ts';

/** At most this many sections per call. */
export const maxExcerptSections = 3;
/** And at most this many characters: with the site's content, within the guardrail's grounding limit. */
export const maxExcerptCharacters = 12_000;
/** Characters of each visitor message read: the search reads a question, not a pasted document. */
const questionCharacters = 1_000;

/** The question as the search reads it: the newest message, and the one before for a follow-up ("how long did it take?"). */
function questionOf(messages: readonly ChatMessage[]): string {
  return messages
    .filter((message) => message.role === 'user')
    .slice(-2)
    .map((message) => message.content.slice(0, questionCharacters))
    .join(' ');
}

/** The `<article_excerpts>` block for a conversation, or '' when no article section answers it. */
export function createArticleExcerpts(search: PassageSearch) {
  const articles = new Set(
    search.passages.filter((passage) => passage.topicKind === 'post').map((passage) => passage.topicId),
  );
  return function articleExcerpts(messages: readonly ChatMessage[]): string {
    const sections = search
      .search(search.read(questionOf(messages)), { within: articles })
      .filter((found) => !found.passage.overview && found.passage.href.includes('#'))
      .slice(0, maxExcerptSections);
    const blocks: string[] = [];
    let length = 0;
    for (const { passage } of sections) {
      const block = [`## ${passage.page}: ${passage.heading}`, `Page: ${passage.href}`, ...passage.lines].join('\n');
      if (length + block.length > maxExcerptCharacters) break;
      blocks.push(block);
      length += block.length;
    }
    return blocks.length > 0 ? `<article_excerpts>\n${blocks.join('\n\n')}\n</article_excerpts>` : '';
  };
}
