/**
 * What a built page asks the browser to run before anyone interacts: the scripts
 * its HTML references (module scripts and modulepreload links) and the chunks
 * those import statically. Read by the bench and by the size check (.size-limit.ts).
 * Plain regular expressions over our own build output: the prerender writes one
 * `<script type="module" src>` per script and Vite's chunks import each other as
 * `import"./x.js"` / `from"./x.js"` (a lazy `import("./x.js")` is not followed).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The one script every page loads (web/src/boot.ts, built as `main-<hash>.js`). */
export const isBootScript = (src: string): boolean => /^\/assets\/main-[\w-]+\.js$/.test(src);

/** The prerendered file of a page path under the built site. */
export const pageHtmlFile = (siteDir: string, path: string): string =>
  join(siteDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** Site paths of the scripts `html` references: `<script src>` and `<link rel="modulepreload">`. */
export function scriptsReferencedBy(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].flatMap(([tag]) => attribute(tag, 'src') ?? []);
  const preloads = [...html.matchAll(/<link\b[^>]*>/gi)]
    .filter(([tag]) => /^modulepreload$/i.test(attribute(tag, 'rel') ?? ''))
    .flatMap(([tag]) => attribute(tag, 'href') ?? []);
  return [...new Set([...scripts, ...preloads])];
}

/** `files` (paths under `siteDir`, e.g. `/assets/main-x.js`) and every chunk they import statically, transitively. */
export function withStaticImports(siteDir: string, files: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const code = readFileSync(join(siteDir, file), 'utf8');
    const folder = file.slice(0, file.lastIndexOf('/') + 1);
    for (const [, chunk] of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g)) visit(`${folder}${chunk}`);
  };
  files.forEach(visit);
  return [...found];
}

/** The scripts the built page at `path` runs before any interaction: what its HTML references, with static imports. */
export function scriptsBeforeInteraction(siteDir: string, path: string): { referenced: string[]; all: string[] } {
  const referenced = scriptsReferencedBy(readFileSync(pageHtmlFile(siteDir, path), 'utf8'));
  return { referenced, all: withStaticImports(siteDir, referenced) };
}
