/**
 * What the API answers: contract errors (`HttpError`), JSON answers and, for
 * HTML form posts, `303 See Other` redirects. None of them may be cached.
 */
import type { Readable } from 'node:stream';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { apiCacheControl, apiErrorStatus, type ApiErrorBody, type ApiErrorCode } from '@ferrum/shared';

/** An answer whose body is either whole (a string) or streamed as it is produced (a Readable). */
export type ApiResult = Omit<APIGatewayProxyResult, 'body'> & { body: string | Readable };

/** Seconds a visitor's client should wait before retrying a 503. */
export const retryAfterSeconds = 5;

/** A failure with a contract error code; thrown by middlewares and handlers, answered by `errorResponses`. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = apiErrorStatus[code];
  }
}

/** A JSON answer that no cache may store. */
export function jsonResponse(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': apiCacheControl, ...headers },
    body: JSON.stringify(body),
  };
}

/** The contract's JSON answer to `error`: its status, code, message and (400 only) fields. */
export function errorResponse(error: HttpError): APIGatewayProxyResult {
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details.fields ? { fields: error.details.fields } : {}),
    },
  };
  return jsonResponse(error.statusCode, body, error.details.headers);
}

/**
 * `303 See Other` to `location`: the browser follows it with a GET, so a reload
 * of the result page never posts the form again.
 */
export function redirectResponse(location: string): APIGatewayProxyResult {
  return {
    statusCode: 303,
    headers: { Location: location, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': apiCacheControl },
    body: `See ${location}`,
  };
}
