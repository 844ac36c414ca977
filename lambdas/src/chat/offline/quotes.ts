/**
 * How an offline answer shows what it found: the lines of a passage that hold
 * the question's words, in the site's own words, under where they come from and
 * with the link to read on; or, when nothing answers well, the nearest sections.
 */
import { allPageSections } from '@ferrum/shared/page-sections';
import { assistantCopy } from '../assistant-copy.ts';
import type { Found } from './passage-search.ts';
import { termsOf } from './passage-search.ts';

/** What a quote needs of a found passage: the passage, and the question's words it matched. */
type Quotable = Pick<Found, 'passage' | 'matched'>;

/** Lines quoted from one passage: more reads as a page, not an answer. */
const maxQuotedLines = 5;
/** Lines of an overview quoted whole (a topic's summary and the items it lists). */
const maxOverviewLines = 12;
/** Characters of one quoted line (an article's paragraph), cut at a sentence. */
const maxLineCharacters = 600;
/** Nearest sections listed when nothing answers well. */
export const nearestShown = 3;

/** `line` cut at the last sentence end before `maxLineCharacters`. */
function shortened(line: string): string {
  if (line.length <= maxLineCharacters) return line;
  const cut = line.slice(0, maxLineCharacters);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('? '), cut.lastIndexOf('! '));
  return end > maxLineCharacters / 3 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}

/** The lines of `found` that hold the words it matched; its opening line for an overview; all of a short passage. */
export function quotedLines({ passage, matched }: Quotable): string[] {
  const { lines } = passage;
  // An overview is short and whole: its list is what "the second one" picks from.
  if (lines.length <= maxQuotedLines || (passage.overview && lines.length <= maxOverviewLines))
    return lines.map(shortened);
  const hits = lines.map((line, position) => ({
    line,
    position,
    count: termsOf(line).filter((term) => [...matched].some((word) => term.startsWith(word))).length,
  }));
  // Found by its heading alone ("what certs?" and the certifications section): the section is the answer.
  if (hits.every((hit) => hit.count === 0) && lines.length <= maxOverviewLines) return lines.map(shortened);
  const chosen = hits
    .filter((hit) => hit.count > 0 || (passage.overview && hit.position === 0))
    .sort((a, b) => b.count - a.count || a.position - b.position)
    .slice(0, maxQuotedLines)
    .sort((a, b) => a.position - b.position);
  return (chosen.length > 0 ? chosen : hits.slice(0, maxQuotedLines)).map((hit) => shortened(hit.line));
}

/** Where a passage comes from, as a link to read on. */
function readOn({ passage }: Quotable): string {
  if (passage.overview) {
    // An overview that stands in a section of its page (the plans on the MDR page) links that section by name.
    const [path = passage.href, anchor] = passage.href.split('#');
    const section = anchor ? allPageSections().find((item) => item.path === path && item.id === anchor) : undefined;
    const more = section
      ? assistantCopy.readSection(passage.page, section.name, passage.href)
      : assistantCopy.readMore(passage.page, passage.href);
    return passage.partOf ? `${more} ${assistantCopy.seeAll(passage.partOf.name, passage.partOf.href)}` : more;
  }
  if (passage.topicKind === 'post') return assistantCopy.readArticleSection(passage.heading, passage.href);
  return assistantCopy.readSection(passage.page, passage.heading, passage.href);
}

/** One passage quoted: a lead naming an article or a section, the lines, the link. */
export function quote(found: Quotable): string {
  const { passage } = found;
  const lead =
    passage.topicKind === 'post' && !passage.overview
      ? assistantCopy.fromArticle(passage.page, passage.href.split('#')[0] ?? passage.href)
      : passage.overview
        ? ''
        : assistantCopy.fromSection(passage.page, passage.heading);
  return [lead, quotedLines(found).join('\n'), readOn(found)].filter((part) => part !== '').join('\n\n');
}

/** The nearest sections, as links with their page, when nothing answers well. */
export function nearestSections(found: readonly Found[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const { passage } of found) {
    if (seen.has(passage.href) || lines.length === nearestShown) continue;
    seen.add(passage.href);
    const name = passage.overview ? passage.heading : `${passage.page}: ${passage.heading}`;
    lines.push(`- [${name}](${passage.href})`);
  }
  return lines.length > 0 ? `${assistantCopy.mightBeLookingFor}\n${lines.join('\n')}` : '';
}
