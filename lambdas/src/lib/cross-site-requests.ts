/**
 * Refuses posts that another site's page makes a visitor's browser send (CSRF).
 * A plain HTML form can post cross-site without any CORS preflight, so the API
 * checks where the request comes from: `Sec-Fetch-Site` when the browser sends
 * it, else the `Origin` against the host the visitor asked for.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { forwardedHostHeader } from '@ferrum/shared';
import { HttpError } from './http-responses.ts';
import { logger } from './logger.ts';
import { headerValue } from './request-headers.ts';

/** `Sec-Fetch-Site` values of a request from the site itself (`same-origin`) or typed by the visitor (`none`). */
const ownFetchSites = new Set(['same-origin', 'none']);

/** Which header showed a request to be cross-site. */
export type CrossSiteEvidence = 'Sec-Fetch-Site' | 'Origin';

/**
 * True when `origin` names the host the visitor asked for: the shared
 * forwarded-host header (CloudFront and the local server set it from the
 * viewer's `Host`, which API Gateway replaces with its own), else `Host`.
 */
function isOwnOrigin(origin: string, requestHost: string | undefined): boolean {
  if (requestHost === undefined) return false;
  try {
    // `Origin: null` (sandboxed frames, some redirects) does not parse: refused.
    const originUrl = new URL(origin);
    // Parsing the host under the origin's scheme lower-cases it and drops a default port, as in the origin.
    return originUrl.host === new URL(`${originUrl.protocol}//${requestHost.trim()}`).host;
  } catch {
    return false;
  }
}

/** Methods that change nothing: a link followed from a webmail page (the unsubscribe link) is cross-site, and fine. */
const safeMethods = new Set(['GET', 'HEAD']);

/**
 * Why `event` counts as cross-site, or undefined when it may pass. GET and HEAD
 * always pass. A browser that sends `Sec-Fetch-Site` is believed: only
 * `same-origin` and `none` pass (`same-site` too is refused: a sibling subdomain
 * is not the site). Without it (old browsers, curl, a mail client's RFC 8058
 * one-click POST) a request with no `Origin` passes, and one with an `Origin`
 * passes only when that is the requested host.
 */
export function crossSiteEvidence(event: APIGatewayProxyEvent): CrossSiteEvidence | undefined {
  if (safeMethods.has(event.httpMethod?.toUpperCase())) return undefined;
  const fetchSite = headerValue(event, 'sec-fetch-site');
  if (fetchSite !== undefined) return ownFetchSites.has(fetchSite.trim().toLowerCase()) ? undefined : 'Sec-Fetch-Site';
  const origin = headerValue(event, 'origin');
  if (origin === undefined) return undefined;
  const requestHost = headerValue(event, forwardedHostHeader) ?? headerValue(event, 'host');
  return isOwnOrigin(origin, requestHost) ? undefined : 'Origin';
}

/** 403 CROSS_SITE_REQUEST for a cross-site request, whatever its body: never a redirect to a result page. */
export function refuseCrossSiteRequests(): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> {
  return {
    before: ({ event }) => {
      const evidence = crossSiteEvidence(event);
      if (evidence === undefined) return;
      // The header's name only: an Origin value could carry anything the other site chose.
      logger.appendKeys({ crossSiteEvidence: evidence });
      throw new HttpError('CROSS_SITE_REQUEST', 'Cross-site requests are not accepted.');
    },
  };
}
