/**
 * Every link an answer shows is checked against the site's page table before a
 * visitor sees it: a page of the site (an anchor only when the page has that
 * section), or our own e-mail addresses and phone numbers. Anything else keeps
 * its text and loses its link, so no answer ever offers a 404 or another website.
 * Both answerers' text passes through here, the model's as it streams.
 *
 * The answer is read as the widget's react-markdown reads it (CommonMark, no GFM: a
 * bare URL is no link there), with the same parser, mdast-util-from-markdown. So a
 * reference (`[text][id]` and its `[id]: target` line), a link with a title, an
 * autolink (`<https://...>`) or an image is seen for what it is, and a link inside
 * code is left alone. The original text is edited at the nodes' source positions,
 * so everything else stays as written:
 * - a link that may stay keeps its text and its normalised target, without a title;
 * - any other link becomes its text, an autolink its address as plain text;
 * - a reference to an allowed definition stays as written, and its definition line
 *   stays (normalised); a disallowed definition line goes, and its references
 *   become their text;
 * - an image becomes its alt text; raw HTML goes (the widget skips it anyway).
 * Removing syntax can make a new link of what is left (`[[a](x)](y)`), so the check
 * repeats until the text no longer changes.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { allPages, brand } from '@ferrum/shared';
import { isOwnContactLink } from '@ferrum/shared/own-contact-links';
import { hasPageSection } from '@ferrum/shared/page-sections';

const sitePaths = new Set(allPages().map((page) => page.path));

/** The target a visitor may follow for `target`, or undefined when the link must go. */
export function checkedLinkTarget(target: string): string | undefined {
  if (/^(mailto|tel):/i.test(target)) return isOwnContactLink(target) ? target : undefined;
  // Our own absolute URLs count as their path; other sites never do.
  const local = target.startsWith(brand.siteUrl) ? target.slice(brand.siteUrl.length) || '/' : target;
  if (!local.startsWith('/') || local.startsWith('//')) return undefined;
  const [pathPart = '', anchor] = local.split('#', 2);
  const path = pathPart.length > 1 ? pathPart.replace(/\/+$/, '') : pathPart;
  if (!sitePaths.has(path)) return undefined;
  // A page that exists with an anchor it lacks still helps: link the page.
  return anchor && hasPageSection(path, anchor) ? `${path}#${anchor}` : path;
}

type Root = ReturnType<typeof fromMarkdown>;
type Content = Root['children'][number];
type MarkdownNode = Root | Content;
type Parent = Extract<MarkdownNode, { children: unknown }>;
type LinkNode = Extract<Content, { type: 'link' | 'linkReference' }>;

const startOf = (node: MarkdownNode) => node.position?.start.offset ?? 0;
const endOf = (node: MarkdownNode) => node.position?.end.offset ?? 0;
const childrenOf = (node: MarkdownNode): readonly Content[] => ('children' in node ? node.children : []);
const lineStartOf = (source: string, offset: number) => (offset === 0 ? 0 : source.lastIndexOf('\n', offset - 1) + 1);

/** A definition met earlier in a stream, by identifier: its label and whether its target may stay. */
interface SeenDefinition {
  identifier: string;
  label: string;
  allowed: boolean;
}
type SeenDefinitions = ReadonlyMap<string, SeenDefinition>;
const noDefinitions: SeenDefinitions = new Map();

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `text` as markdown that reads as that text in a line (nothing in it opens a link, code or emphasis). */
const plainMarkdown = (text: string) => text.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>&!]/g, '\\$&');

/** Where a link's text starts and ends in the source (an empty text sits just after the `[`). */
function textSpan(node: LinkNode): [number, number] {
  const first = node.children[0];
  const last = node.children.at(-1);
  return first && last ? [startOf(first), endOf(last)] : [startOf(node) + 1, startOf(node) + 1];
}

/** The `]` closing the label that opens at `open`. */
function labelEnd(source: string, open: number): number {
  for (let at = open + 1; at < source.length; at++) {
    if (source[at] === '\\') at++;
    else if (source[at] === ']') return at;
  }
  return source.length;
}

/** Removes `start`-`end` but the indent before it, which may have gone out already in a stream. */
function removal(source: string, start: number, end: number): Edit {
  let from = start;
  while (from < end && (source[from] === ' ' || source[from] === '\t')) from++;
  return { start: from, end, text: '' };
}

/**
 * Whether each label's references may stay: a reference follows its label's first
 * definition, as the widget's renderer does. A definition before `from` is context, and
 * `seen` judges it when it is a definition met earlier in a stream.
 */
function referenceVerdicts(tree: Root, from: number, seen: SeenDefinitions): Map<string, boolean> {
  const verdicts = new Map<string, boolean>();
  const visit = (node: MarkdownNode): void => {
    if (node.type === 'definition' && !verdicts.has(node.identifier)) {
      const earlier = startOf(node) < from ? seen.get(node.identifier) : undefined;
      verdicts.set(node.identifier, earlier?.allowed ?? checkedLinkTarget(node.url) !== undefined);
    }
    childrenOf(node).forEach(visit);
  };
  visit(tree);
  return verdicts;
}

/**
 * The edits that leave only allowed links in `source` (parsed as `tree`), for the nodes
 * that start at `from` or later: what comes before is context (in a stream, definitions
 * met earlier, and text already let out).
 */
function linkEdits(source: string, tree: Root, from: number, seen: SeenDefinitions): Edit[] {
  const referenceAllowed = referenceVerdicts(tree, from, seen);
  const edits: Edit[] = [];
  const unwrap = (node: LinkNode) => {
    const [textStart, textEnd] = textSpan(node);
    edits.push({ start: startOf(node), end: textStart, text: '' }, { start: textEnd, end: endOf(node), text: '' });
  };
  const visit = (node: MarkdownNode): void => {
    const start = startOf(node);
    const end = endOf(node);
    switch (node.type) {
      case 'link': {
        if (start < from) return;
        const target = checkedLinkTarget(node.url);
        if (source[start] === '<') {
          // An autolink: its address becomes plain text, or an ordinary link when it may stay.
          const address = source.slice(start + 1, end - 1);
          if (target !== node.url)
            edits.push({ start, end, text: target ? `[${plainMarkdown(address)}](${target})` : address });
          return;
        }
        if (!target) unwrap(node);
        else if (target !== node.url || node.title != null)
          edits.push({ start: textSpan(node)[1], end, text: `](${target})` });
        break;
      }
      case 'linkReference':
        if (start < from) return;
        if (!referenceAllowed.get(node.identifier)) unwrap(node);
        break;
      case 'image':
      case 'imageReference':
        if (start >= from) edits.push({ start, end, text: plainMarkdown(node.alt ?? '') });
        return;
      case 'definition': {
        if (start < from) return;
        const target = checkedLinkTarget(node.url);
        if (!target) edits.push(removal(source, start, end));
        else if (target !== node.url || node.title != null)
          edits.push({ start: labelEnd(source, start) + 1, end, text: `: ${target}` });
        return;
      }
      case 'html':
        if (start >= from) edits.push(removal(source, start, end));
        return;
    }
    childrenOf(node).forEach(visit);
  };
  visit(tree);
  return edits.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** `source` from `from` on, with `edits` (sorted, not overlapping) made. */
function applyEdits(source: string, from: number, edits: readonly Edit[]): string {
  let text = '';
  let at = from;
  for (const edit of edits) {
    if (edit.start < at) continue;
    text += source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return text + source.slice(at);
}

const inertCharacters: Record<string, string> = { '[': '&#91;', ']': '&#93;', '<': '&lt;', '>': '&gt;' };
/** Text in which nothing can open or close a link, an image, a definition or HTML. */
const inert = (text: string) => text.replace(/[[\]<>]/g, (char) => inertCharacters[char] ?? char);

/** Passes after which a text that keeps changing is made inert; real answers need two at most. */
const mostPasses = 16;

/** One pass of the check over `region`, read after `context`; `tree` is the parse of both. */
function checkPass(region: string, context: string, seen: SeenDefinitions, tree: Root): string {
  const source = context + region;
  return applyEdits(source, context.length, linkEdits(source, tree, context.length, seen));
}

/** The definitions in `tree` from `from` on, as written. */
function definitionsFrom(tree: Root, from: number): SeenDefinition[] {
  const definitions: SeenDefinition[] = [];
  const visit = (node: MarkdownNode): void => {
    if (node.type === 'definition' && startOf(node) >= from) {
      const { identifier, label, url } = node;
      definitions.push({ identifier, label: label ?? identifier, allowed: checkedLinkTarget(url) !== undefined });
    }
    childrenOf(node).forEach(visit);
  };
  visit(tree);
  return definitions;
}

/** `region` checked to the end (until a pass changes nothing), read after `context`, which stays. */
function checkRegion(region: string, context = '', seen = noDefinitions): string {
  let text = region;
  for (let pass = 0; pass < mostPasses; pass++) {
    const next = checkPass(text, context, seen, fromMarkdown(context + text));
    if (next === text) return text;
    text = next;
  }
  return inert(text);
}

/** `markdown` with every link checked: a link that may not stay becomes its text. */
export function checkLinks(markdown: string): string {
  return checkRegion(markdown);
}

/** Longest text held back while it may still become a link; anything longer was never one. */
const longestHeldText = 400;

/** An escape, or a backslash at the very end whose character is still to come. */
const escape = String.raw`\\(?:[\s\S]|$)`;
/** A link title, maybe still arriving (it closes, or the text ends); generous, as waiting too long only costs time. */
const title = String.raw`(?:"(?:[^"\\]|${escape})*(?:"|$)|'(?:[^'\\]|${escape})*(?:'|$)|\((?:[^)\\]|${escape})*(?:\)|$))`;
/** A link destination, maybe still arriving; generous too. */
const destination = String.raw`(?:<(?:[^<>\n\\]|${escape})*(?:>|$)|(?:[^\s\\]|${escape})*)`;

/** After a `]`: the rest of a link still arriving, `(/pa`, `(/path "tit` or `[label`. */
const unfinishedLinkTail = new RegExp(
  String.raw`^(?:\[(?:[^[\]\\]|${escape})*|\(\s*${destination}(?:\s+${title})?\s*)$`,
);
/** An autolink, an e-mail autolink, an HTML tag or comment still arriving: `<https://ex`, `<a@b.ex`, `<a href="`. */
const unfinishedAngle = new RegExp(
  String.raw`^<(?:[\w.!#$%&'*+/=?^\`{|}~-]+(?:@[^\s<>]*)?|/?[A-Za-z][^<>"']*(?:(?:"[^"]*(?:"|$)|'[^']*(?:'|$))[^<>"']*)*|[!?][^>]*)?$`,
);
/** A paragraph that starts like a definition (`[id]:`): until it ends, it may still be one. */
const definitionStart = new RegExp(String.raw`^ {0,3}\[(?:[^[\]\\]|${escape})*\]:`);
/** A paragraph that starts like a title: right after a definition, it may still be its title. */
const titleStart = /^\s*["'(]/;

/**
 * Where something the next text may still make a link of starts in `block` (a paragraph or
 * a heading): a bracket not closed yet, or closed with the rest of a link to come (`[a]`,
 * `[a](/pa`), an unfinished autolink or HTML tag (`<https://ex`), a `!` that may open an
 * image, and after a backtick that no other has closed yet, any link (it may still turn
 * out to be code).
 */
function unfinishedInline(source: string, block: Parent, references: ReadonlyMap<string, boolean>): number[] {
  const openers: number[] = [];
  const starts: number[] = [];
  let codeMayOpen = false;
  const scan = (from: number, to: number) => {
    for (let at = from; at < to; at++) {
      const char = source[at];
      if (char === '\\') at++;
      else if (char === '`') {
        let runEnd = at;
        while (source[runEnd] === '`') runEnd++;
        // A run at the very end may still grow, and a longer run closes other code spans.
        if (runEnd === source.length) starts.push(at);
        codeMayOpen = true;
        at = runEnd - 1;
      } else if (char === '!' && at + 1 === source.length) starts.push(at);
      else if (char === '[') {
        const start = at > from && source[at - 1] === '!' ? at - 1 : at;
        openers.push(start);
        if (codeMayOpen) starts.push(start);
      } else if (char === ']') {
        const opener = openers.pop();
        const after = source.slice(at + 1, at + 1 + longestHeldText);
        if (opener !== undefined && (after === '' || unfinishedLinkTail.test(after))) starts.push(opener);
      } else if (char === '<' && (codeMayOpen || unfinishedAngle.test(source.slice(at, at + longestHeldText))))
        starts.push(at);
    }
  };
  const visit = (node: Content): void => {
    const linkLike = ['link', 'linkReference', 'image', 'imageReference', 'html'].includes(node.type);
    if (codeMayOpen && linkLike) starts.push(startOf(node));
    if (node.type === 'text') scan(startOf(node), endOf(node));
    // Its closing run may still grow, and then no longer close it.
    else if (node.type === 'inlineCode' && endOf(node) === source.length) starts.push(startOf(node));
    else if (
      (node.type === 'link' && checkedLinkTarget(node.url) !== undefined) ||
      (node.type === 'linkReference' && references.get(node.identifier))
    )
      // A link that stays closes the brackets before it (links do not nest).
      openers.length = 0;
    // A link that goes leaves its text, brackets and all; images and HTML leave no bracket.
    else if (!linkLike || node.type === 'link' || node.type === 'linkReference') childrenOf(node).forEach(visit);
  };
  childrenOf(block).forEach(visit);
  return [...starts, ...openers];
}

/** The leaf blocks of `tree` from `from` on, in order: paragraphs, headings, definitions, code, HTML... */
function leafBlocks(tree: Root, from: number): Content[] {
  const leaves: Content[] = [];
  const visit = (node: Content): void => {
    if (node.type === 'list' || node.type === 'listItem' || node.type === 'blockquote') node.children.forEach(visit);
    else if (startOf(node) >= from) leaves.push(node);
  };
  tree.children.forEach(visit);
  return leaves;
}

/**
 * Where the text that the next piece may still change the meaning of starts, for each
 * reading: an unfinished link, image or autolink in the last block, an HTML block, or a
 * paragraph that may still turn out to be a definition or a definition's title. While
 * the last block's first line arrives (`#`, `***`), it may yet be more of the one before.
 */
function unfinishedStarts(source: string, tree: Root, from: number, seen: SeenDefinitions): number[] {
  const leaves = leafBlocks(tree, from);
  const last = leaves.at(-1);
  if (!last) return [];
  let verdicts: Map<string, boolean> | undefined;
  const references = () => (verdicts ??= referenceVerdicts(tree, from, seen));
  const starts = leafStarts(source, last, leaves.at(-2), references);
  const previous = leaves.at(-2);
  if (previous && !source.includes('\n', startOf(last)))
    starts.push(...leafStarts(source, previous, leaves.at(-3), references));
  return starts;
}

/** `unfinishedStarts` for one leaf block, `previous` the one before it. */
function leafStarts(
  source: string,
  leaf: Content,
  previous: Content | undefined,
  references: () => ReadonlyMap<string, boolean>,
): number[] {
  const after = source.slice(endOf(leaf));
  // A blank line ends every block the next text could change.
  if (/\n[ \t>]*\n/.test(after)) return [];
  const lineStart = lineStartOf(source, startOf(leaf));
  switch (leaf.type) {
    case 'definition':
    case 'html':
      return [lineStart];
    case 'code': {
      // A fence's opening line may still turn out not to open one (a backtick after ```).
      const opening = /^[ \t]*(`{3,}|~{3,})/.test(source.slice(startOf(leaf))) && !source.includes('\n', lineStart);
      return opening ? [lineStart] : [];
    }
    case 'heading':
      if (after.includes('\n')) return [];
      // A setext underline (`---` under a line) still arriving may yet turn out to be text.
      return /^[ \t]*#/.test(source.slice(startOf(leaf))) ? unfinishedInline(source, leaf, references()) : [lineStart];
    case 'paragraph': {
      const starts = unfinishedInline(source, leaf, references());
      const text = source.slice(startOf(leaf));
      if (definitionStart.test(text)) starts.push(startOf(leaf));
      const adjacent = previous?.position && leaf.position?.start.line === previous.position.end.line + 1;
      if (previous?.type === 'definition' && adjacent && titleStart.test(text))
        starts.push(lineStartOf(source, startOf(previous)));
      return starts;
    }
    default:
      return [];
  }
}

/**
 * A piece that cannot open, close or finish anything a link is made of, nor end a line:
 * after text that ends in nothing unfinished, it goes out as it is.
 */
const inertPiece = /^[^[\]()<>!\\&`:"'\n\r]*$/;

/**
 * Checks links in text that arrives in pieces (the model's answer as it streams). What
 * `push` and `flush` let out is checked, and all of it together is `checkLinks` of the
 * whole, except where a definition arriving later turns earlier text into a reference:
 * that text went out as written (literal brackets, no link), and `checkLinks` of the
 * whole answer gives the final text.
 *
 * Text goes out as it comes, except what the next piece may still turn into a link: an
 * unfinished link, image or autolink, a line that may still be a definition. That waits,
 * at most `longestHeldText` characters. Only the block still open is parsed again (a
 * top-level block, or the last item of a top-level list), after the definitions already
 * met, so a long answer costs little more than its last paragraph.
 */
class StreamingLinkCheck {
  /** Definitions met so far, by identifier: references read after their block still find them. */
  private readonly seen = new Map<string, SeenDefinition>();
  /** `seen` as markdown, read before the open block. */
  private context = '';
  /** What went out of the block still open. */
  private shown = '';
  /** What arrived and has not gone out (part of it may be checked already). */
  private rest = '';
  /** Whether what went out ends in nothing the next text could still finish, even past the bound. */
  private settled = true;
  /** Whether the text `heldCut` last looked at ended so. */
  private lastSettled = true;

  private remember(definitions: readonly SeenDefinition[]) {
    const before = this.seen.size;
    for (const definition of definitions) {
      if (!this.seen.has(definition.identifier)) this.seen.set(definition.identifier, definition);
    }
    if (this.seen.size === before) return;
    const lines = [...this.seen.values()].map(({ label }) => `[${label.replace(/\s+/g, ' ')}]: x\n`);
    this.context = `${lines.join('')}\n`;
  }

  /**
   * Blocks before the last one of `tree` (the parse of context + shown, and maybe more) are
   * done: they leave `shown`. The last block is one of its own only once its first line is
   * whole (`#` may still become `#x`, more of the paragraph before), so until then the one
   * before stays too; in a top-level list, the same holds for its items.
   */
  private closeBlocks(tree: Root) {
    const from = this.context.length;
    const source = this.context + this.shown;
    const whole = (node: Content) => source.includes('\n', startOf(node));
    const blocks = tree.children.filter((node) => startOf(node) >= from);
    let index = blocks.length - 1;
    const last = blocks[index];
    if (last && !whole(last)) index--;
    let open = blocks[index];
    if (open?.type === 'list') {
      const items = open.children;
      const item = open === last && !whole(items.at(-1) ?? open) ? items.at(-2) : items.at(-1);
      if (item && item !== items[0]) open = item;
    } else if (open?.type === 'paragraph' && blocks[index - 1]?.type === 'definition') open = blocks[index - 1];
    if (!open) return;
    const cut = lineStartOf(source, startOf(open)) - from;
    if (cut > 0) this.shown = this.shown.slice(cut);
  }

  /**
   * Where to stop letting `source` (parsed as `tree`) out: before what the next text may
   * still change (within the bound), never before what went out already (`shownEnd`); and
   * the parse of the text before the cut, `before`. When that text alone reads otherwise
   * than in the whole (a line cut short can read as a definition or an HTML block), all
   * of it waits, within the bound too.
   */
  private heldCut(source: string, tree: Root, shownEnd: number): { cut: number; before?: Root } {
    const from = this.context.length;
    const unfinished = unfinishedStarts(source, tree, from, this.seen);
    this.lastSettled = unfinished.length === 0;
    const starts = unfinished.filter((start) => source.length - start <= longestHeldText);
    const cut = Math.max(shownEnd, Math.min(source.length, ...starts));
    if (cut === source.length) return { cut, before: tree };
    if (cut === shownEnd) return { cut };
    const before = fromMarkdown(source.slice(0, cut));
    const inWhole = linkEdits(source, tree, from, this.seen).filter((edit) => edit.start < cut);
    const alone = linkEdits(source.slice(0, cut), before, from, this.seen);
    const same =
      inWhole.length === alone.length &&
      inWhole.every(({ start, end, text }, index) => {
        const other = alone[index];
        return end <= cut && start === other?.start && end === other.end && text === other.text;
      });
    return same || source.length - shownEnd > longestHeldText ? { cut, before } : { cut: shownEnd };
  }

  /**
   * Lets out what can go of `pending` (the text after `shown`), checked, and keeps the rest
   * before `later`; `tree` is the parse of context + shown + pending. Each pass of the check
   * can leave something unfinished at the end (removing HTML can leave `[id]: x`): that
   * waits, checked so far. At the end (`final`), all goes.
   */
  private letOut(pending: string, later: string, final: boolean, tree?: Root): string {
    const from = this.context.length;
    let region = this.shown + pending;
    let parsed = tree ?? fromMarkdown(this.context + region);
    const definitions = definitionsFrom(parsed, from);
    for (let pass = 0; pass < mostPasses; pass++) {
      const next = checkPass(region, this.context, this.seen, parsed);
      if (next === region) {
        const out = region.slice(this.shown.length);
        this.rest = later;
        this.shown = region;
        this.settled = this.lastSettled && this.rest === '';
        this.closeBlocks(parsed);
        this.remember(definitions);
        return out;
      }
      if (!next.startsWith(this.shown)) break;
      const source = this.context + next;
      const nextTree = fromMarkdown(source);
      const { cut, before } = final
        ? { cut: source.length, before: nextTree }
        : this.heldCut(source, nextTree, from + this.shown.length);
      later = source.slice(cut) + later;
      region = source.slice(from, cut);
      parsed = before ?? fromMarkdown(this.context + region);
    }
    // The new text changes how text already out reads (or never settles): what went out
    // cannot be taken back. The new text goes out checked on its own, or inert, whichever
    // adds nothing a check would change, or not at all.
    this.rest = later;
    this.settled = false;
    const before = checkRegion(this.shown, this.context, this.seen);
    const alone = checkRegion(region.slice(this.shown.length), this.context + this.shown, this.seen);
    const out = [alone, inert(alone)].find(
      (text) => checkRegion(this.shown + text, this.context, this.seen) === before + text,
    );
    if (out === undefined) return '';
    this.shown += out;
    this.closeBlocks(fromMarkdown(this.context + this.shown));
    return out;
  }

  /** The checked text that can go out now. */
  push(text: string): string {
    if (this.settled && inertPiece.test(text)) {
      this.shown += text;
      return text;
    }
    this.rest += text;
    this.lastSettled = true;
    const source = this.context + this.shown + this.rest;
    const tree = fromMarkdown(source);
    const shownEnd = this.context.length + this.shown.length;
    const { cut, before } = this.heldCut(source, tree, shownEnd);
    return this.letOut(source.slice(shownEnd, cut), source.slice(cut), false, before);
  }

  /** Whatever was held back, checked, at the end of the text. */
  flush(): string {
    const out = this.letOut(this.rest, '', true);
    this.seen.clear();
    this.context = this.shown = this.rest = '';
    this.settled = true;
    return out;
  }
}

/** A new streaming link check for one answer (see `StreamingLinkCheck`). */
export function createStreamingLinkCheck(): StreamingLinkCheck {
  return new StreamingLinkCheck();
}
