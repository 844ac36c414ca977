/**
 * The site as passages: every section of every page and of every article, each
 * with its heading, its page and its link, in the site's own words. A topic of the
 * knowledge base gives one passage for its overview (with the items it lists) and
 * one per section its facts stand in; facts that stand in no listed section are
 * grouped by their label. The offline answers search and quote these.
 */
import { sectionHref } from '@ferrum/shared/page-sections';
import {
  factHref,
  itemsOf,
  knowledgeBase,
  pageTitleFor,
  type KnowledgeFact,
  type KnowledgeTopic,
  type TopicKind,
} from '../knowledge-base.ts';

export interface Passage {
  /** Unique: the topic's id, then `#section` or `@label`. */
  id: string;
  topicId: string;
  topicKind: TopicKind;
  /** The names the topic goes by (searched, so a passage is found by what it is about). */
  topicNames: string;
  /** The same, one by one. */
  names: readonly string[];
  /** The section's heading ("technical specifications"), or the topic's name for its overview. */
  heading: string;
  /** Title of the page it stands on. */
  page: string;
  href: string;
  /** Markdown, one block per line: what an answer quotes from. */
  lines: readonly string[];
  /** Words the content gives a fact beyond its text, and a topic's extra text: searched, never quoted. */
  keywords: string;
  /** True for a topic's overview. */
  overview: boolean;
  /** The topics its topic lists (a service's plans, the careers page's openings). */
  items: readonly string[];
  /** The list an item's overview belongs to, when it stands on another page (an opening's careers page). */
  partOf?: { name: string; href: string };
}

/** A fact as lines of its passage: an article's blocks as written, other facts under their label (once in a row). */
function factLines(fact: KnowledgeFact, previous: KnowledgeFact | undefined): string[] {
  if (fact.passage) return fact.text.split('\n');
  if (previous?.label === fact.label) return fact.text.split('\n');
  return fact.text.includes('\n')
    ? [`**${fact.label}**:`, ...fact.text.split('\n')]
    : [`**${fact.label}**: ${fact.text}`];
}

/** A topic's listed items, numbered and linked, so "the second one" can pick one. */
export function numberedItems(items: readonly KnowledgeTopic[]): string[] {
  return items.map(
    (item, index) => `${index + 1}. [**${item.name}**](${item.path})${item.listLine ? `: ${item.listLine}` : ''}`,
  );
}

function overviewPassage(topic: KnowledgeTopic): Passage {
  const items = itemsOf(topic);
  const parent = topic.parent ? knowledgeBase.find((candidate) => candidate.id === topic.parent) : undefined;
  const onAnotherPage = parent && parent.path.split('#')[0] !== topic.path.split('#')[0];
  // A summary that already numbers its items ("1. **Core Security Platform**") lists them itself.
  const list = items.length > 0 && !topic.summary.includes('\n1. ') ? numberedItems(items) : [];
  return {
    id: topic.id,
    topicId: topic.id,
    topicKind: topic.kind,
    topicNames: [topic.name, ...topic.names].join(' '),
    names: [topic.name, ...topic.names],
    heading: topic.name,
    page: pageTitleFor(topic.path),
    href: topic.path,
    lines: [...topic.summary.split('\n').filter((line) => line.trim() !== ''), ...list],
    keywords: topic.text ?? '',
    overview: true,
    items: topic.items ?? [],
    ...(onAnotherPage ? { partOf: { name: parent.name, href: parent.path } } : {}),
  };
}

function sectionPassages(topic: KnowledgeTopic): Passage[] {
  const groups = new Map<string, KnowledgeFact[]>();
  for (const fact of topic.facts) {
    const key = fact.section ? `#${fact.section.id}` : `@${fact.label}`;
    groups.set(key, [...(groups.get(key) ?? []), fact]);
  }
  return [...groups].map(([key, facts]) => {
    const [first] = facts as [KnowledgeFact];
    return {
      id: `${topic.id}${key}`,
      topicId: topic.id,
      topicKind: topic.kind,
      topicNames: [topic.name, ...topic.names].join(' '),
      names: [topic.name, ...topic.names],
      heading: first.section ? first.section.name : first.label,
      page: pageTitleFor(first.section ? sectionHref(first.section) : topic.path),
      href: factHref(topic, first),
      lines: facts.flatMap((fact, index) => factLines(fact, facts[index - 1])),
      keywords: facts.map((fact) => fact.keywords ?? '').join(' '),
      overview: false,
      items: [],
    };
  });
}

/** Every passage of the site, overview first within each topic. */
export function sitePassages(topics: readonly KnowledgeTopic[] = knowledgeBase): Passage[] {
  return topics.flatMap((topic) => [overviewPassage(topic), ...sectionPassages(topic)]);
}
