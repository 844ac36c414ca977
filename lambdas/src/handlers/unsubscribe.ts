/**
 * `GET|POST /api/newsletter/unsubscribe?token=…`: the personal link in every
 * mailing. GET shows the confirmation page and changes nothing (a link scanner
 * unsubscribes no one); POST unsubscribes: the page's button (`303` to the
 * prerendered "You have left the newsletter") or a mail client's RFC 8058
 * one-click request (`200`). An unknown, malformed or used token gets the
 * "link not valid" page with 404; a person who meets the store out of reach gets
 * the "could not reach our list" page with 503 (a mail client's one-click
 * request keeps the API's JSON 503: it retries). The pages are prerendered and
 * served as built.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import {
  apiRoutes,
  isWellFormedUnsubscribeToken,
  tableEnvironmentVariables,
  unsubscribePages,
  unsubscribeTokenParameter,
} from '@ferrum/shared';
import { readConfig } from '../lib/config.ts';
import { refuseCrossSiteRequests } from '../lib/cross-site-requests.ts';
import { createDocumentClient } from '../lib/dynamodb.ts';
import {
  allowMethods,
  errorResponses,
  isServiceUnavailableError,
  logOutcome,
  requestLogging,
} from '../lib/http-handler.ts';
import { retryAfterSeconds } from '../lib/http-responses.ts';
import { logger } from '../lib/logger.ts';
import { findSubscriberByToken, removeSubscription } from '../newsletter/subscriptions.ts';
import { pageResponse, unsubscribePageSource, unsubscribeResponseHeaders } from '../newsletter/unsubscribe-pages.ts';
import { readUnsubscribeRequest } from '../newsletter/unsubscribe-request.ts';

const config = readConfig();
const documentClient = createDocumentClient(config);
const tableName = config[tableEnvironmentVariables.newsletter];
const pages = unsubscribePageSource();

function linkNotValid(): APIGatewayProxyResult {
  logOutcome('link-not-valid');
  return pageResponse(404, pages().linkNotValid);
}

/** A person's page while the store is out of reach: 503 with Retry-After, as the API's JSON 503. */
function listUnavailable(error: unknown): APIGatewayProxyResult {
  logOutcome('SERVICE_UNAVAILABLE');
  logger.warn('dependency unavailable', { errorName: error instanceof Error ? error.name : typeof error });
  return pageResponse(503, pages().unavailable, { 'Retry-After': String(retryAfterSeconds) });
}

/** `lookUp`'s answer, or, when the store is out of reach, the page that says so (anything else is thrown on). */
async function orListUnavailable<T>(
  lookUp: () => Promise<T>,
  answer: (result: T) => APIGatewayProxyResult,
): Promise<APIGatewayProxyResult> {
  let result: T;
  try {
    result = await lookUp();
  } catch (error) {
    if (isServiceUnavailableError(error)) return listUnavailable(error);
    throw error;
  }
  return answer(result);
}

async function answer(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const token = event.queryStringParameters?.[unsubscribeTokenParameter];
  if (event.httpMethod.toUpperCase() === 'GET') {
    if (!isWellFormedUnsubscribeToken(token)) return linkNotValid();
    return orListUnavailable(
      () => findSubscriberByToken(documentClient, tableName, token),
      (subscriber) => {
        if (subscriber === undefined) return linkNotValid();
        logOutcome('confirmation-shown');
        return pageResponse(200, pages().confirm);
      },
    );
  }
  const kind = await readUnsubscribeRequest(event);
  if (!isWellFormedUnsubscribeToken(token)) return linkNotValid();
  const remove = () => removeSubscription(documentClient, tableName, token);
  const done = (removal: Awaited<ReturnType<typeof remove>>) =>
    removal === 'not-found' ? linkNotValid() : unsubscribed(kind);
  // A mail client's one-click request gets the API's JSON 503 (errorResponses), which it retries.
  if (kind === 'one-click') return done(await remove());
  return orListUnavailable(remove, done);
}

/** The answer to a done unsubscribe: plain 200 to a mail client, 303 to the result page for a person. */
function unsubscribed(kind: 'confirmed' | 'one-click'): APIGatewayProxyResult {
  logOutcome(kind === 'one-click' ? 'unsubscribed-one-click' : 'unsubscribed');
  if (kind === 'one-click') {
    return {
      statusCode: 200,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...unsubscribeResponseHeaders },
      body: 'Unsubscribed.',
    };
  }
  const location = unsubscribePages.unsubscribed.path;
  return {
    statusCode: 303,
    headers: { Location: location, 'Content-Type': 'text/plain; charset=utf-8', ...unsubscribeResponseHeaders },
    body: `See ${location}`,
  };
}

// The shared chain's parts, without its JSON body parser: GET has no body, and POST takes a form or multipart.
export const handler = middy<APIGatewayProxyEvent, APIGatewayProxyResult>()
  .use(requestLogging('unsubscribe'))
  .use(allowMethods(apiRoutes.unsubscribe.methods))
  .use(refuseCrossSiteRequests())
  .use(errorResponses())
  .handler(answer);
