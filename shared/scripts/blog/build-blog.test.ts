import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { blogCategories } from '../../src/content/blog-taxonomy.ts';
import { buildBlog, generatedModules } from './build-blog.ts';
import { countWords, readingMinutes } from './reading-time.ts';
import { renderArticle } from './render-article.ts';

const frontMatter = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n`;

const validFields = {
  id: '7',
  title: 'Patching controllers without stopping the line',
  excerpt: 'How plants schedule firmware updates around production, and what to test on a replica first.',
  date: '2025-04-02',
  author: 'Ada Byrne',
  category: 'Best Practices',
  tags: '[OT Security, ICS]',
  cover: '\n  artwork: network\n  alt: An outline of three controllers on a rack',
};

const body = '## Why it is hard\n\nControllers run for years.\n\n## What to do\n\nTest first.\n';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A posts folder holding `files` (name → content). */
function postsFolder(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'ferrum-posts-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

const build = (files: Record<string, string>) => () => buildBlog(postsFolder(files), () => undefined);

describe('a post file', () => {
  it('builds from front matter and Markdown', () => {
    const blog = build({ '7-patching.md': frontMatter(validFields) + body })();
    expect(blog.posts).toEqual([
      expect.objectContaining({
        id: 7,
        category: 'Best Practices',
        tags: ['OT Security', 'ICS'],
        cover: { artwork: 'network', alt: 'An outline of three controllers on a rack' },
        sections: [
          { id: 'why-it-is-hard', title: 'Why it is hard', level: 2 },
          { id: 'what-to-do', title: 'What to do', level: 2 },
        ],
      }),
    ]);
    expect(blog.articles[0]?.sections[0]?.blocks).toEqual(['Controllers run for years.']);
  });

  it.each([
    ['a missing field', { author: undefined }, /7-patching\.md: front matter field "author": missing/],
    ['a category the blog lacks', { category: 'Gossip' }, /7-patching\.md: front matter field "category"/],
    ['a date that is no day', { date: '2025-13-40' }, /front matter field "date"/],
    ['a cover without alt text', { cover: '\n  artwork: network' }, /front matter field "cover\.alt": missing/],
    ['an artwork the site cannot draw', { cover: '\n  artwork: kitten\n  alt: A kitten on a PLC' }, /"cover\.artwork"/],
    ['a field the schema does not know', { image: 'network' }, /front matter field "image": Unrecognized key/],
    ['an id that does not begin the file name', { id: '8' }, /front matter field "id": 8 must begin the file name/],
  ])('fails the build on %s, naming the file and the field', (_case, change, message) => {
    const fields = Object.fromEntries(
      Object.entries({ ...validFields, ...change }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    expect(build({ '7-patching.md': frontMatter(fields) + body })).toThrow(message);
  });

  it('fails on a file without front matter, or with front matter that is not YAML', () => {
    expect(build({ '7-patching.md': body })).toThrow(/7-patching\.md: no front matter/);
    expect(build({ '7-patching.md': `---\ntitle: [unclosed\n---\n${body}` })).toThrow(
      /7-patching\.md: front matter is not valid YAML/,
    );
  });

  it('fails when two files claim the same id', () => {
    const post = frontMatter(validFields) + body;
    expect(build({ '7-patching.md': post, '7-patching-again.md': post })).toThrow(/"id": 7 is also the id of/);
  });

  it('lists posts newest first, and writes modules that hold no Markdown', () => {
    const older = frontMatter({ ...validFields, id: '2', date: '2024-01-01' }) + body;
    const blog = build({ '2-older.md': older, '7-patching.md': frontMatter(validFields) + body })();
    expect(blog.posts.map((post) => post.id)).toEqual([7, 2]);
    const modules = generatedModules(blog);
    expect(modules['blog-posts.ts']).not.toContain('Controllers run for years');
    expect(modules['blog-articles.ts']).toContain('"Controllers run for years."');
    expect(modules['blog-articles.ts']).not.toContain('<p>');
    expect(modules['blog-article-html.ts']).toContain('<p>Controllers run for years.</p>');
  });
});

describe('an article', () => {
  const render = (markdown: string) =>
    renderArticle(markdown, { file: 'post.md', lineOffset: 10, imageSize: () => undefined });

  it('gives each section heading an id and a link to itself', () => {
    const { html } = render('Intro.\n\n## Data diode or firewall?\n\nText.\n\n### In a substation\n\nMore.');
    expect(html).toContain(
      '<h2 id="data-diode-or-firewall"><a href="#data-diode-or-firewall">Data diode or firewall?</a></h2>',
    );
    expect(html).toContain('<h3 id="in-a-substation"><a href="#in-a-substation">In a substation</a></h3>');
  });

  it('keeps the text before the first section as the intro, and each part’s paragraphs, items and rows', () => {
    const article = render(
      'Intro one.\n\n## Steps\n\n1. Inventory\n2. Zones\n\n### In a substation\n\n| Phase | Impact | Window |\n| --- | --- | --- |\n| Visibility | None | Any time |\n',
    );
    expect(article.intro).toEqual(['Intro one.']);
    expect(article.sections).toEqual([
      { id: 'steps', title: 'Steps', level: 2, blocks: ['Inventory', 'Zones'] },
      // A row is read with its column headings, so it makes sense on its own.
      {
        id: 'in-a-substation',
        title: 'In a substation',
        level: 3,
        blocks: ['Visibility. Impact: None. Window: Any time.'],
      },
    ]);
  });

  it('counts the words a reader meets, a table’s headings once', () => {
    expect(
      render('## Steps\n\n| Phase | Impact |\n| --- | --- |\n| Visibility | None |\n| Zones | Short windows |\n')
        .wordCount,
    ).toBe(8);
  });

  it('wraps a table in a region a keyboard can scroll, named by its section', () => {
    const { html } = render('## Compared\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n');
    expect(html).toMatch(/<div class="article-table" role="region" tabindex="0" aria-labelledby="compared"><table>/);
  });

  it('drops raw HTML, so a post cannot carry a script', () => {
    const { html } = render('## Safe\n\n<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)>.');
    expect(html).not.toMatch(/<script|onerror/);
  });

  it('refuses a title heading, a link that is no site path, e-mail, phone or https, and an image without alt text', () => {
    expect(() => render('Intro.\n\n# Another title')).toThrow(/post\.md: line 13: a `#` heading/);
    expect(() => render('[click](javascript:alert(1))')).toThrow(/link "javascript:alert\(1\)"/);
    expect(() => render('[old site](http://example.com)')).toThrow(/link "http:\/\/example\.com"/);
    expect(() => render('![](/images/blog/zones.png)')).toThrow(/image "\/images\/blog\/zones\.png" has no alt text/);
    expect(() => render('![Zones](/images/blog/none.png)')).toThrow(/the site has no such file/);
  });

  it('sizes a site image and loads it lazily, so nothing shifts as it arrives', () => {
    const { html } = renderArticle('![Three zones and their conduits](/images/blog/zones.png)', {
      file: 'post.md',
      imageSize: () => ({ width: 1200, height: 675 }),
    });
    expect(html).toContain(
      '<img src="/images/blog/zones.png" alt="Three zones and their conduits" width="1200" height="675" loading="lazy" decoding="async">',
    );
  });
});

describe('reading time', () => {
  it('counts words, not markup or punctuation', () => {
    expect(countWords('IEC 62443-3-3 and NERC CIP-005: don’t wait — 24/7.')).toBe(8);
  });

  it('reads 230 words a minute, at least one', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1150)).toBe(5);
    expect(readingMinutes(1400)).toBe(6);
  });
});

describe('the blog’s own posts', () => {
  const blog = buildBlog();

  it('are real articles of 800 to 1,400 words, each with its own sections', () => {
    expect(blog.posts).toHaveLength(6);
    for (const post of blog.posts) {
      expect(post.wordCount, `post ${post.id}`).toBeGreaterThanOrEqual(800);
      expect(post.wordCount, `post ${post.id}`).toBeLessThanOrEqual(1400);
      expect(post.sections.length, `post ${post.id}`).toBeGreaterThanOrEqual(3);
      expect(blogCategories).toContain(post.category);
    }
    expect(new Set(blog.articles.map((article) => article.intro[0])).size).toBe(6);
  });

  it('link to the products, services and industries they discuss', () => {
    for (const [postId, html] of Object.entries(blog.html)) {
      expect(html, `post ${postId}`).toMatch(/href="\/(products|services|industries)\//);
    }
  });
});
