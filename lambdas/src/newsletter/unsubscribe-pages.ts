/**
 * The prerendered pages the unsubscribe link answers with, read once from
 * `SITE_PAGES_DIR` (on AWS the copies bundled with the function, in the local
 * stack the built site) and served verbatim: nothing of the request is ever
 * written into them. The variable is checked at cold start; the files are read
 * on first use, so `npm run dev` starts before any build exists.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIGatewayProxyResult } from 'aws-lambda';
import * as z from 'zod';
import { apiCacheControl, unsubscribePages } from '@ferrum/shared';
import { parseEnvironment } from '../lib/environment.ts';

const environmentSchema = z.object({
  /** The folder that holds the built site's files (at least the two pages below). */
  SITE_PAGES_DIR: z.string().min(1),
});

/**
 * Headers of every unsubscribe answer: the URL carries the token, so no page
 * may be cached, indexed or named in a Referer (the pages also say
 * `<meta name="referrer" content="no-referrer">`, which holds where a CDN
 * rewrites the header).
 */
export const unsubscribeResponseHeaders = {
  'Cache-Control': apiCacheControl,
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
} as const;

/** The three pages, as HTML text. */
export interface UnsubscribePageHtml {
  /** "Leave the newsletter?" with the Unsubscribe button (a form posting back to the link). */
  confirm: string;
  /** "This link is not valid": unknown, malformed or already used, and how to reach us. */
  linkNotValid: string;
  /** "We could not reach our newsletter list": the store is out of reach for a moment; nothing changed. */
  unavailable: string;
}

/**
 * The pages under `environment.SITE_PAGES_DIR`: throws naming the variable when
 * it is missing; the returned function reads the files once, on first call.
 */
export function unsubscribePageSource(environment: NodeJS.ProcessEnv = process.env): () => UnsubscribePageHtml {
  const { SITE_PAGES_DIR } = parseEnvironment(environmentSchema, environment, 'unsubscribe function configuration');
  let pages: UnsubscribePageHtml | undefined;
  return () =>
    (pages ??= {
      confirm: readFileSync(join(SITE_PAGES_DIR, unsubscribePages.confirm.file), 'utf8'),
      linkNotValid: readFileSync(join(SITE_PAGES_DIR, unsubscribePages.linkNotValid.file), 'utf8'),
      unavailable: readFileSync(join(SITE_PAGES_DIR, unsubscribePages.unavailable.file), 'utf8'),
    });
}

/** A page answer with `status` (and any extra headers, such as a 503's Retry-After). */
export function pageResponse(
  statusCode: number,
  html: string,
  headers: Record<string, string> = {},
): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...unsubscribeResponseHeaders, ...headers },
    body: html,
  };
}
