/**
 * `GET|POST /api/newsletter/unsubscribe?token=…`: the personal link in every
 * mailing. GET shows the confirmation page and changes nothing (a link scanner
 * unsubscribes no one); POST unsubscribes: the page's button (`303` to the
 * prerendered "You have left the newsletter") or a mail client's RFC 8058
 * one-click request (`200`). An unknown, malformed or used token gets the
 * "link not valid" page with 404. Both pages are prerendered and served as built.
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
import { allowMethods, errorResponses, logOutcome, requestLogging } from '../lib/http-handler.ts';
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

async function answer(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const token = event.queryStringParameters?.[unsubscribeTokenParameter];
  if (event.httpMethod.toUpperCase() === 'GET') {
    if (!isWellFormedUnsubscribeToken(token)) return linkNotValid();
    if ((await findSubscriberByToken(documentClient, tableName, token)) === undefined) return linkNotValid();
    logOutcome('confirmation-shown');
    return pageResponse(200, pages().confirm);
  }
  const kind = await readUnsubscribeRequest(event);
  if (!isWellFormedUnsubscribeToken(token)) return linkNotValid();
  if ((await removeSubscription(documentClient, tableName, token)) === 'not-found') return linkNotValid();
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
