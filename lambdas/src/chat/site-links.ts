/**
 * Every link an answer shows is checked against the site's page table before a
 * visitor sees it: a page of the site (an anchor only when the page has that
 * section), or our own e-mail addresses and phone numbers. Anything else keeps
 * its text and loses its link, so no answer ever offers a 404 or another website.
 * Both answerers' text passes through here, the model's as it streams.
 */
import { allPages, brand, telHref } from '@ferrum/shared';
import { hasPageSection } from '@ferrum/shared/page-sections';

const sitePaths = new Set(allPages().map((page) => page.path));
const ownAddresses = new Set([brand.email, brand.securityEmail].map((email) => `mailto:${email}`.toLowerCase()));
const ownNumbers = new Set([brand.phone, brand.emergencyPhone].map(telHref));

/** The target a visitor may follow for `target`, or undefined when the link must go. */
export function checkedLinkTarget(target: string): string | undefined {
  if (/^mailto:/i.test(target)) return ownAddresses.has(target.toLowerCase()) ? target : undefined;
  if (/^tel:/i.test(target)) return ownNumbers.has(target) ? target : undefined;
  // Our own absolute URLs count as their path; other sites never do.
  const local = target.startsWith(brand.siteUrl) ? target.slice(brand.siteUrl.length) || '/' : target;
  if (!local.startsWith('/') || local.startsWith('//')) return undefined;
  const [pathPart = '', anchor] = local.split('#', 2);
  const path = pathPart.length > 1 ? pathPart.replace(/\/+$/, '') : pathPart;
  if (!sitePaths.has(path)) return undefined;
  // A page that exists with an anchor it lacks still helps: link the page.
  return anchor && hasPageSection(path, anchor) ? `${path}#${anchor}` : path;
}

const markdownLink = /\[([^[\]\n]+)\]\(([^()\s]+)\)/g;

/** `markdown` with every link checked: a link that may not stay becomes its text. */
export function checkLinks(markdown: string): string {
  return markdown.replace(markdownLink, (_link, text: string, target: string) => {
    const checked = checkedLinkTarget(target);
    return checked ? `[${text}](${checked})` : text;
  });
}

/** The start of a link that may still be arriving: `[text`, `[text]` or `[text](/part`, at the very end. */
const unfinishedLink = /\[[^[\]\n]*(?:\](?:\([^()\s]*)?)?$/;

/** Longest text held back while a link arrives; anything longer was never a link. */
const longestHeldText = 400;

/** Checks links in text that arrives in pieces: a piece's unfinished link waits for the rest. */
export function createStreamingLinkCheck() {
  let held = '';
  return {
    /** The checked text that can go out now. */
    push(text: string): string {
      const pending = held + text;
      const unfinished = unfinishedLink.exec(pending);
      const cut =
        unfinished && pending.length - unfinished.index <= longestHeldText ? unfinished.index : pending.length;
      held = pending.slice(cut);
      return checkLinks(pending.slice(0, cut));
    },
    /** Whatever was held back, checked, at the end of the text. */
    flush(): string {
      const rest = checkLinks(held);
      held = '';
      return rest;
    },
  };
}
