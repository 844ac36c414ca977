/**
 * A crawl of the served site: from the seeds, every internal reference a page, a
 * stylesheet, the manifest, the feed or a JSON-LD block makes is followed, down to
 * the `#fragment`. Used by the link test (e2e/site-links.spec.ts) and the bench.
 */
import { parseHTML } from 'linkedom';
import { allFormResultPaths, allPages, brand, unsubscribePages } from '@ferrum/shared';

/** One answer of the server, as the crawl needs it. */
export interface CrawlResponse {
  status: number;
  contentType: string;
  /** The body as text (read only for pages, stylesheets, XML, manifests and text files). */
  text: () => Promise<string>;
}

/** Fetches a site path (no redirects followed). */
export type CrawlFetch = (path: string) => Promise<CrawlResponse>;

/**
 * Where a crawl of the whole site starts: the sitemap, robots.txt, every page and
 * every result page ("You have left the newsletter" too; the unsubscribe link's own
 * pages answer only with a token, so no crawl reaches them).
 */
export function siteSeeds(): string[] {
  return [
    '/sitemap.xml',
    '/robots.txt',
    ...allPages().map((page) => page.path),
    ...allFormResultPaths(),
    unsubscribePages.unsubscribed.path,
  ];
}

/** An internal reference, as a local path (with its fragment), or undefined for anything off site. */
function internalPath(reference: string, base: string): string | undefined {
  const trimmed = reference.trim();
  if (trimmed === '' || /^(mailto|tel|data|javascript):/i.test(trimmed)) return undefined;
  const url = new URL(trimmed, new URL(base, `${brand.siteUrl}/`));
  if (url.origin !== brand.siteUrl) return undefined;
  // Without the query: the routing rule ignores it, and a page is the same for every
  // query (a call to action's `?subject=…`, read by the contact page's script).
  return `${url.pathname}${url.hash}`;
}

/** Every URL a `srcset` lists. */
const srcsetUrls = (srcset: string) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');

/** Every URL string anywhere in a JSON value whose origin is the site's (JSON-LD, the manifest). */
function urlsInJson(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith(brand.siteUrl) || value.startsWith('/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsInJson);
  // An `@id` names a node of the JSON-LD graph: an identifier shaped like a URL, not a link.
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => (key === '@id' ? [] : urlsInJson(inner)));
  return [];
}

/** What a page links to (anchors, head links, media, scripts, preview images, clips, JSON-LD URLs) and the ids it holds. */
function readPage(html: string): { references: string[]; ids: Set<string> } {
  const { document } = parseHTML(html);
  const attribute = (selector: string, name: string) =>
    [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? '');
  const references = [
    ...attribute('a[href]', 'href'),
    ...attribute('link[href]', 'href'),
    ...attribute('img[src], script[src], video[src], source[src], iframe[src]', 'src'),
    ...attribute('img[srcset], source[srcset]', 'srcset').flatMap(srcsetUrls),
    ...attribute('video[poster]', 'poster'),
    ...attribute('[data-background-video]', 'data-background-video'),
    ...attribute('meta[property^="og:"][content], meta[name^="twitter:"][content]', 'content').filter((content) =>
      content.startsWith(brand.siteUrl),
    ),
    ...[...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((block) =>
      urlsInJson(JSON.parse(block.textContent ?? 'null')),
    ),
  ];
  return { references, ids: new Set([...document.querySelectorAll('[id]')].map((element) => element.id)) };
}

/** What a non-page resource links to: url() in stylesheets, icons in the manifest, items in the feed. */
function referencesInResource(path: string, body: string): string[] {
  if (path.endsWith('.css')) return [...body.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map((match) => match[1]!);
  if (path.endsWith('.webmanifest')) return urlsInJson(JSON.parse(body));
  if (path.endsWith('.xml'))
    return [...body.matchAll(/<(?:loc|link)>([^<]+)<\/(?:loc|link)>/g)].map((match) => match[1]!);
  if (path.endsWith('robots.txt')) return [...body.matchAll(/^Sitemap:\s*(\S+)/gm)].map((match) => match[1]!);
  return [];
}

interface Fetched {
  status: number;
  /** The HTML of a page, for what else reads the crawl (structured data). */
  html?: string;
  /** Ids of an HTML page, for fragments. */
  ids?: Set<string>;
  /** What it references, as written. */
  references: string[];
}

async function fetchOne(fetchPath: CrawlFetch, path: string): Promise<Fetched> {
  const response = await fetchPath(path);
  // A missing target is reported once; the not-found page it gets is not crawled on its behalf.
  if (response.status !== 200) return { status: response.status, references: [] };
  if (response.contentType.startsWith('text/html')) {
    const html = await response.text();
    return { status: response.status, html, ...readPage(html) };
  }
  const readable = /css|xml|manifest|text\/plain/.test(response.contentType);
  return { status: response.status, references: readable ? referencesInResource(path, await response.text()) : [] };
}

/** What a crawl found. */
export interface CrawlResult {
  /** One line per missing target or fragment, naming the pages that reference it. */
  broken: string[];
  /** Pages and files fetched. */
  fetched: number;
  /** Distinct internal references followed. */
  links: number;
  /** The HTML of every page that answered 200, by path. */
  pages: Map<string, string>;
}

/** Breadth first from `seeds`, a few requests at a time; each path is fetched once. */
export async function crawlSite(fetchPath: CrawlFetch, seeds: string[] = siteSeeds()): Promise<CrawlResult> {
  const fetched = new Map<string, Fetched>();
  /** target path (with fragment) → the pages and files that reference it */
  const referrers = new Map<string, Set<string>>();
  const queue = [...new Set(seeds)];
  const queued = new Set(queue);

  while (queue.length > 0) {
    const batch = queue.splice(0, 8);
    await Promise.all(
      batch.map(async (path) => {
        const result = await fetchOne(fetchPath, path);
        fetched.set(path, result);
        for (const reference of result.references) {
          const target = internalPath(reference, path);
          if (!target) continue;
          referrers.set(target, (referrers.get(target) ?? new Set()).add(path));
          const targetPath = target.split('#')[0] || '/';
          if (!queued.has(targetPath)) {
            queued.add(targetPath);
            queue.push(targetPath);
          }
        }
      }),
    );
  }

  const broken: string[] = [];
  for (const [target, from] of referrers) {
    const [path, fragment] = target.split('#');
    const { status, ids } = fetched.get(path || '/')!;
    const pages = [...from].sort().join(', ');
    if (status !== 200) broken.push(`${target} answers ${status} (linked from ${pages})`);
    else if (fragment && ids && !ids.has(decodeURIComponent(fragment)))
      broken.push(`${target}: no element with id "${fragment}" (linked from ${pages})`);
  }
  const pages = new Map(
    [...fetched].flatMap(([path, { html }]) => (html === undefined ? [] : [[path, html] as const])),
  );
  return { broken, fetched: fetched.size, links: referrers.size, pages };
}
