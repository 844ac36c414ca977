/**
 * The middy chain every API handler shares: request logging, method check,
 * cross-site refusal, body (content type, size limit, parse, schema),
 * idempotency key, form-post redirects and error answers. A handler file only
 * names its route and schema and does its one job.
 */
import { Readable } from 'node:stream';
import middy, { type MiddlewareObj, type MiddyfiedHandler, type Request } from '@middy/core';
// The index only declares this mode; it lives in its own entry point.
import { executionModeStreamifyResponse } from '@middy/core/StreamifyResponse';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod';
import { answeredMethods, apiRoutes, formBodyLimit, type ApiOperation, type FormId } from '@ferrum/shared';
import type { ApiEvent, IdempotentApiEvent } from './api-event.ts';
import { refuseCrossSiteRequests } from './cross-site-requests.ts';
import { formRedirects } from './form-redirects.ts';
import { HttpError, errorResponse, retryAfterSeconds, type ApiResult } from './http-responses.ts';
import { idempotencyKeys } from './idempotency-key.ts';
import { logger } from './logger.ts';
import { requestBody } from './request-body.ts';

// Handlers need only this module: the chain, the answers and the event types.
export type { ApiEvent, IdempotentApiEvent } from './api-event.ts';
export { HttpError, jsonResponse, retryAfterSeconds, type ApiResult } from './http-responses.ts';

/** Names the outcome of this request in its log line ("subscribed", "honeypot", "replayed"...). */
export function logOutcome(outcome: string): void {
  logger.appendKeys({ outcome });
}

const startTimes = new WeakMap<object, number>();

/**
 * `body`'s chunks, then `ended()`, also when the reader stops early. It runs
 * before the stream ends, so before the function returns: a line logged after
 * that might never be written (Lambda freezes the process).
 */
async function* untilEnd(body: Readable, ended: () => void): AsyncGenerator<unknown> {
  try {
    yield* body;
  } finally {
    ended();
  }
}

/**
 * True when the request failed on our side: a 5xx, no answer at all, or an
 * error that is not a visitor's mistake (a form post answers even those with a
 * 303, so the status alone would hide an outage).
 */
function failedOnOurSide({ response, error }: Request<APIGatewayProxyEvent, ApiResult>): boolean {
  const statusCode = response?.statusCode;
  if (statusCode === undefined || statusCode >= 500) return true;
  return error !== undefined && error !== null && !(error instanceof HttpError && error.statusCode < 500);
}

/**
 * Logs one line per request: operation, outcome, status, duration and ids.
 * Registered first, so its `after`/`onError` run last and see the final answer;
 * a streamed answer is logged when its stream closes, when the outcome is known.
 */
export function requestLogging(operation: ApiOperation): MiddlewareObj<APIGatewayProxyEvent, ApiResult> {
  const logCompletion = (request: Request<APIGatewayProxyEvent, ApiResult>): void => {
    const startedAt = startTimes.get(request);
    const durationMs = startedAt === undefined ? undefined : Math.round(performance.now() - startedAt);
    const entry = { statusCode: request.response?.statusCode, durationMs };
    if (failedOnOurSide(request)) logger.error('request failed', entry);
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
    after: (request) => {
      const { response } = request;
      if (response?.body instanceof Readable) {
        response.body = Readable.from(
          untilEnd(response.body, () => logCompletion(request)),
          { objectMode: false },
        );
      } else logCompletion(request);
    },
    onError: logCompletion,
  };
}

/**
 * 405 with an `Allow` header for any method the route does not answer. HEAD
 * goes on as GET, so a route that answers GET answers it the same way (never
 * as its POST); the server in front sends no body with the answer.
 */
export function allowMethods(methods: readonly ('GET' | 'POST')[]): MiddlewareObj<APIGatewayProxyEvent, ApiResult> {
  const answered: readonly string[] = answeredMethods(methods);
  const allowed = answered.join(', ');
  return {
    before: ({ event }) => {
      const method = event.httpMethod?.toUpperCase();
      if (answered.includes(method)) {
        if (method === 'HEAD') event.httpMethod = 'GET';
        return;
      }
      throw new HttpError('METHOD_NOT_ALLOWED', `This endpoint only accepts ${allowed}.`, {
        headers: { Allow: allowed },
      });
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
export function errorResponses(): MiddlewareObj<APIGatewayProxyEvent, ApiResult> {
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
export interface HttpHandlerOptions<TSchema extends z.ZodType, TKeyed extends boolean = false> {
  operation: ApiOperation;
  body?: { schema: TSchema; limitBytes: number };
  /**
   * Also take HTML form posts (up to `formBodyLimit`) and answer them with a 303
   * to this form's result pages instead of JSON.
   * @default JSON only
   */
  formResults?: FormId;
  /**
   * Give the handler `event.idempotencyKey` (the `Idempotency-Key` header, or a new key).
   * @default false
   */
  idempotencyKey?: TKeyed;
}

/** The event `handle` gets: with `idempotencyKey` when the route asked for it. */
export type RouteEvent<TInput, TKeyed extends boolean> = TKeyed extends true
  ? IdempotentApiEvent<TInput>
  : ApiEvent<TInput>;

/** The middy chain of a route, in `executionMode` (standard, or streaming for a streamed answer). */
function routeChain<TSchema extends z.ZodType, TKeyed extends boolean, TResult extends ApiResult>(
  options: HttpHandlerOptions<TSchema, TKeyed>,
  streaming: boolean,
) {
  const { operation, body, formResults } = options;
  // Typed with the widest event, the one every middleware below may add to.
  const chain = middy<IdempotentApiEvent<z.output<TSchema>>, TResult>(
    streaming ? { executionMode: executionModeStreamifyResponse } : undefined,
  )
    .use(requestLogging(operation))
    .use(allowMethods(apiRoutes[operation].methods));
  if (body) {
    // Before the body is read: a refused cross-site post is never taken for a form, so it gets no redirect.
    chain.use(refuseCrossSiteRequests());
    chain.use(requestBody({ ...body, formLimitBytes: formResults && formBodyLimit(formResults) }));
  }
  if (options.idempotencyKey) chain.use(idempotencyKeys());
  if (formResults) chain.use(formRedirects(formResults));
  return chain.use(errorResponses());
}

/**
 * Builds a route's Lambda handler around `handle`, which gets the validated
 * `event.input`: logging, method check, for a route with a body the cross-site
 * refusal and the body, the idempotency key and form redirects when asked for,
 * and error answers.
 */
export function httpHandler<TSchema extends z.ZodType = z.ZodUndefined, TKeyed extends boolean = false>(
  options: HttpHandlerOptions<TSchema, TKeyed>,
  handle: (event: RouteEvent<z.output<TSchema>, TKeyed>, context: Context) => Promise<APIGatewayProxyResult>,
): MiddyfiedHandler<APIGatewayProxyEvent, APIGatewayProxyResult> {
  // The exported handler takes plain API Gateway events; the middlewares add `input` and the rest on the way in.
  return routeChain<TSchema, TKeyed, APIGatewayProxyResult>(options, false).handler<
    APIGatewayProxyEvent,
    APIGatewayProxyResult
  >(handle);
}

/**
 * The same chain for a route that may stream its answer (Lambda response
 * streaming: `handler(event, responseStream, context)`). `handle` answers
 * with a string body, sent whole, or a Readable body, sent as it is produced;
 * every error is still the contract's JSON answer.
 */
export function streamingHttpHandler<TSchema extends z.ZodType = z.ZodUndefined>(
  options: HttpHandlerOptions<TSchema>,
  handle: (event: ApiEvent<z.output<TSchema>>, context: Context) => Promise<ApiResult>,
) {
  return routeChain<TSchema, false, ApiResult>(options, true).handler<APIGatewayProxyEvent, ApiResult>(handle);
}
