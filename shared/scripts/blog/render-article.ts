/**
 * A post's Markdown to the article the site serves, at build time only: GitHub-
 * flavoured Markdown (tables, lists, links) through unified (remark, rehype).
 * Section headings get ids (GitHub's slugs) and link to themselves; tables are
 * wrapped in a labelled region that scrolls sideways on a phone; images must say
 * what they show and have their size set, so nothing shifts as they load. Raw
 * HTML in the Markdown is dropped, so a post can't carry a script. Alongside the
 * HTML, the article's text block by block, under its headings (`##` sections
 * and `###` subsections): what the assistant answers from.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { ArticleSection } from '../../src/content/blog-articles.ts';
import { countWords } from './reading-time.ts';
import { PostFileError } from './post-file.ts';

export interface RenderedArticle {
  html: string;
  intro: string[];
  sections: ArticleSection[];
  wordCount: number;
}

export interface RenderOptions {
  /** The post file, for messages. */
  file: string;
  /** Lines before the Markdown in the file, so messages give the file's own line numbers. */
  lineOffset?: number;
  /** The pixel size of a site image (`/images/...`), or undefined when the site has no such file. */
  imageSize?: (src: string) => { width: number; height: number } | undefined;
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSlug)
  // The heading's text is the link: its accessible name stays the heading's own.
  .use(rehypeAutolinkHeadings, { behavior: 'wrap', test: ['h2', 'h3'] })
  .use(rehypeStringify);

/** Where a link may point: a page of the site, a section, our e-mail or phone, or another https site. */
const allowedHref = /^(\/(?!\/)|#|https:\/\/|mailto:|tel:)/;

const isElement = (node: unknown, ...tags: string[]): node is Element =>
  typeof node === 'object' &&
  node !== null &&
  (node as Element).type === 'element' &&
  tags.includes((node as Element).tagName);

/** A text's white space as one space each. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A sentence's end: a period unless it has its own punctuation. */
const period = (text: string) => (/[.!?:]$/.test(text) ? text : `${text}.`);

/**
 * The text blocks of a top-level element: a paragraph, each item of a list, each
 * row of a table read with its column headings ("NERC CIP-005. What it asks for:
 * …"), so a row makes sense on its own.
 */
function blocksOf(node: Element): string[] {
  if (isElement(node, 'ul', 'ol')) {
    return node.children.filter((child) => isElement(child, 'li')).map((item) => squash(toString(item)));
  }
  if (isElement(node, 'table')) {
    const rows: string[][] = [];
    visit(node, 'element', (row: Element) => {
      if (row.tagName === 'tr')
        rows.push(row.children.filter((cell) => isElement(cell, 'th', 'td')).map((cell) => squash(toString(cell))));
    });
    const [headings = [], ...body] = rows;
    return body.map((cells) =>
      cells
        .map((cell, column) => (column === 0 ? period(cell) : period(`${headings[column] ?? ''}: ${cell}`)))
        .join(' '),
    );
  }
  const text = squash(toString(node));
  return text ? [text] : [];
}

/** Renders the Markdown of a post. */
export function renderArticle(markdown: string, options: RenderOptions): RenderedArticle {
  const fail = (node: { position?: { start: { line: number } } } | undefined, detail: string): never => {
    const line = node?.position ? `line ${node.position.start.line + (options.lineOffset ?? 0)}: ` : '';
    throw new PostFileError(options.file, `${line}${detail}`);
  };
  const tree = processor.runSync(processor.parse(markdown)) as Root;

  visit(tree, 'element', (node) => {
    if (node.tagName === 'h1') fail(node, 'a `#` heading: the title is the page’s heading, start sections with `##`');
    if (node.tagName === 'a') {
      const href = String(node.properties.href ?? '');
      if (!allowedHref.test(href))
        fail(node, `link "${href}": use a site path (/products/…), #section, https://, mailto: or tel:`);
    }
    if (node.tagName === 'img') {
      const src = String(node.properties.src ?? '');
      if (!squash(String(node.properties.alt ?? '')))
        fail(node, `image "${src}" has no alt text: write what it shows in ![…](${src})`);
      const size = src.startsWith('/') ? options.imageSize?.(src) : undefined;
      if (!size) fail(node, `image "${src}": the site has no such file (put it under web/public/images/)`);
      Object.assign(node.properties, { ...size, loading: 'lazy', decoding: 'async' });
    }
  });

  const intro: string[] = [];
  const sections: ArticleSection[] = [];
  const children: Root['children'] = [];
  for (const node of tree.children) {
    if (node.type !== 'element') {
      children.push(node);
      continue;
    }
    if (node.tagName === 'h2' || node.tagName === 'h3') {
      const level = node.tagName === 'h2' ? 2 : 3;
      sections.push({ id: String(node.properties.id), title: squash(toString(node)), level, blocks: [] });
      children.push(node);
      continue;
    }
    const section = sections.at(-1);
    (section ? (section.blocks as string[]) : intro).push(...blocksOf(node));
    if (node.tagName === 'table') {
      // A wide table scrolls inside its own region, which a keyboard can reach and a screen reader names.
      const label = section ? { ariaLabelledBy: section.id } : { ariaLabel: 'Table' };
      const wrapper: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['article-table'], role: 'region', tabIndex: 0, ...label } as Element['properties'],
        children: [node as ElementContent],
      };
      children.push(wrapper);
      continue;
    }
    children.push(node);
  }
  tree.children = children;

  // Counted on the article's text as a reader meets it (a table's headings once).
  const wordCount = countWords(toString(tree));
  return { html: processor.stringify(tree).trim(), intro, sections, wordCount };
}
