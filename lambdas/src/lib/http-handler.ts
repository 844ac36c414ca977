/**
 * The middy chain every API handler shares: request logging, method check,
 * JSON body (content type, size limit, parse, schema) and error answers. A
 * handler file only names its route and schema and does its one job.
 */
import middy, { type MiddlewareObj, type MiddyfiedHandler, type Request } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod';
import {
  apiCacheControl,
  apiErrorStatus,
  apiRoutes,
  fieldErrors,
  type ApiErrorBody,
  type ApiErrorCode,
  type ApiOperation,
} from '@ferrum/shared';
import { logger } from './logger.ts';

/** An API Gateway event whose body the chain has parsed and validated into `input`. */
export type ApiEvent<TInput> = APIGatewayProxyEvent & { input: TInput };

type ApiRequest<TInput = unknown> = Request<ApiEvent<TInput>, APIGatewayProxyResult, Error, Context>;

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

function errorResponse(error: HttpError): APIGatewayProxyResult {
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details.fields ? { fields: error.details.fields } : {}),
    },
  };
  return jsonResponse(error.statusCode, body, error.details.headers);
}

/** Names the outcome of this request in its log line ("subscribed", "honeypot", "replayed"...). */
export function logOutcome(outcome: string): void {
  logger.appendKeys({ outcome });
}

const startTimes = new WeakMap<object, number>();

/**
 * Logs one line per request: operation, outcome, status, duration and ids.
 * Registered first, so its `after`/`onError` run last and see the final answer.
 */
export function requestLogging(operation: ApiOperation): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> {
  const logCompletion = (request: Request<APIGatewayProxyEvent, APIGatewayProxyResult>): void => {
    const statusCode = request.response?.statusCode;
    const startedAt = startTimes.get(request);
    const durationMs = startedAt === undefined ? undefined : Math.round(performance.now() - startedAt);
    const entry = { statusCode, durationMs };
    if (statusCode === undefined || statusCode >= 500) logger.error('request failed', entry);
    else logger.info('request completed', entry);
    logger.resetKeys();
  };
  return {
    before: (request) => {
      startTimes.set(request, performance.now());
      logger.resetKeys();
      logger.addContext(request.context);
      logger.appendKeys({ operation, apiRequestId: request.event.requestContext?.requestId });
    },
    after: logCompletion,
    onError: logCompletion,
  };
}

/** 405 with an `Allow` header for any method but the route's own. */
export function allowMethods(method: string): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> {
  return {
    before: ({ event }) => {
      if (event.httpMethod?.toUpperCase() === method) return;
      throw new HttpError('METHOD_NOT_ALLOWED', `This endpoint only accepts ${method}.`, {
        headers: { Allow: method },
      });
    },
  };
}

function headerValue(event: APIGatewayProxyEvent, name: string): string | undefined {
  const headers: Record<string, string | undefined> = event.headers ?? {};
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/** True for `application/json`, optionally with `charset=utf-8` (JSON is UTF-8 by RFC 8259). */
function isJsonContentType(value: string | undefined): boolean {
  if (value === undefined) return false;
  const [mediaType = '', ...parameters] = value.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  return parameters.every((parameter) => !parameter.startsWith('charset=') || /^charset="?utf-8"?$/.test(parameter));
}

/**
 * Turns the raw body into validated input: 415 unless JSON, 413 over
 * `limitBytes`, 400 MALFORMED_JSON when unparsable, 400 VALIDATION_FAILED with
 * `fields` when the schema rejects it. On success sets `event.input`.
 */
export function jsonBody<TSchema extends z.ZodType>(
  schema: TSchema,
  limitBytes: number,
): MiddlewareObj<ApiEvent<z.output<TSchema>>, APIGatewayProxyResult> {
  return {
    before: (request: ApiRequest<z.output<TSchema>>) => {
      const { event } = request;
      if (!isJsonContentType(headerValue(event, 'content-type'))) {
        throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
      }
      // API Gateway base64-encodes bodies of binary media types; the limit applies to the real bytes.
      const raw = event.isBase64Encoded
        ? Buffer.from(event.body ?? '', 'base64')
        : Buffer.from(event.body ?? '', 'utf8');
      if (raw.byteLength > limitBytes) {
        throw new HttpError('PAYLOAD_TOO_LARGE', `The body must not exceed ${limitBytes} bytes.`);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {
        // The SyntaxError quotes the body, so neither it nor its message is logged or returned.
        throw new HttpError('MALFORMED_JSON', 'The body is not valid JSON.');
      }
      const result = schema.safeParse(parsed);
      if (!result.success) {
        const fields = fieldErrors(result.error);
        logger.appendKeys({ invalidFields: Object.keys(fields) });
        throw new HttpError(
          'VALIDATION_FAILED',
          Object.keys(fields).length > 0 ? 'Some fields are invalid.' : 'The body must be a JSON object.',
          { fields },
        );
      }
      event.input = result.data;
    },
  };
}

/** Error names the AWS SDK uses for throttling, overload and timeouts: worth a retry later. */
const transientErrorNames = new Set([
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'InternalServerError',
  'InternalServerException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
]);

/** Node socket error codes: the service could not be reached at all. */
const networkErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** True when an AWS call failed because the service is unreachable, throttled, overloaded or slow. */
export function isServiceUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, $fault } = error as Error & { code?: unknown; $fault?: unknown };
  return (
    transientErrorNames.has(error.name) ||
    (typeof code === 'string' && networkErrorCodes.has(code)) ||
    $fault === 'server'
  );
}

/**
 * Answers every error with the contract's JSON body: HttpError as itself,
 * unavailable or throttled AWS services as 503 with Retry-After, anything
 * else as 500 without details. Registered last, so its `onError` runs first.
 */
export function errorResponses(): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> {
  return {
    onError: (request) => {
      const { error } = request;
      if (error instanceof HttpError) {
        logOutcome(error.code);
        request.response = errorResponse(error);
        return;
      }
      const errorName = error instanceof Error ? error.name : typeof error;
      if (isServiceUnavailableError(error)) {
        logOutcome('SERVICE_UNAVAILABLE');
        logger.warn('dependency unavailable', { errorName });
        request.response = errorResponse(
          new HttpError('SERVICE_UNAVAILABLE', 'The service is busy or unavailable. Please try again shortly.', {
            headers: { 'Retry-After': String(retryAfterSeconds) },
          }),
        );
        return;
      }
      logOutcome('INTERNAL_ERROR');
      // Our own bugs: the stack is needed to fix them, and no code of ours puts request values in messages.
      if (error instanceof Error) logger.error('unexpected error', error);
      else logger.error('unexpected error', { errorName });
      request.response = errorResponse(new HttpError('INTERNAL_ERROR', 'Something went wrong on our side.'));
    },
  };
}

/** A route of the API: its operation (method from the contract) and, for POST routes, its body. */
export interface HttpHandlerOptions<TSchema extends z.ZodType> {
  operation: ApiOperation;
  body?: { schema: TSchema; limitBytes: number };
}

/**
 * Builds a route's Lambda handler: logging, method check, optional JSON body
 * and error answers around `handle`, which gets the validated `event.input`.
 */
export function httpHandler<TSchema extends z.ZodType = z.ZodUndefined>(
  options: HttpHandlerOptions<TSchema>,
  handle: (event: ApiEvent<z.output<TSchema>>, context: Context) => Promise<APIGatewayProxyResult>,
): MiddyfiedHandler<APIGatewayProxyEvent, APIGatewayProxyResult> {
  const chain = middy<ApiEvent<z.output<TSchema>>, APIGatewayProxyResult>()
    .use(requestLogging(options.operation))
    .use(allowMethods(apiRoutes[options.operation].method));
  if (options.body) chain.use(jsonBody(options.body.schema, options.body.limitBytes));
  // The exported handler takes plain API Gateway events; `input` is added by jsonBody on the way in.
  return chain.use(errorResponses()).handler<APIGatewayProxyEvent, APIGatewayProxyResult>(handle);
}
