/**
 * Answers an HTML form post with `303 See Other` to one of its form's result
 * pages (shared `formResultPaths`) instead of JSON, so the form works without
 * JavaScript. Only field names ever go into the URL, never a value.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { formResultPaths, invalidResultLocation, type FormId } from '@ferrum/shared';
import type { ApiEvent } from './api-event.ts';
import { HttpError, redirectResponse } from './http-responses.ts';

/**
 * The result page for a form post that failed with `error`: already subscribed
 * (newsletter), invalid (naming the rejected fields) or, for anything else
 * (too large, store unavailable, our bug), failed. A VALIDATION_FAILED that
 * names no field (a bad `Idempotency-Key` header) leaves the visitor nothing
 * to correct, so it is failed too.
 */
export function failedFormLocation(form: FormId, error: unknown): string {
  const paths = formResultPaths[form];
  if (error instanceof HttpError) {
    if (error.code === 'ALREADY_SUBSCRIBED' && 'alreadySubscribed' in paths) return paths.alreadySubscribed;
    const fieldNames = Object.keys(error.details.fields ?? {});
    if (error.code === 'VALIDATION_FAILED' && fieldNames.length > 0) return invalidResultLocation(form, fieldNames);
  }
  return paths.failed;
}

/**
 * Turns every answer to a form post (`event.formPost`) into a redirect: a 2xx
 * to the success page, an error to `failedFormLocation`. Register it before
 * `errorResponses`, so that its `onError` runs after the error was answered and
 * logged. A refused cross-site post is never read as a form, so it keeps its 403.
 */
export function formRedirects(form: FormId): MiddlewareObj<ApiEvent<unknown>, APIGatewayProxyResult> {
  return {
    after: (request) => {
      if (!request.event.formPost) return;
      const succeeded = (request.response?.statusCode ?? 500) < 300;
      request.response = redirectResponse(succeeded ? formResultPaths[form].success : formResultPaths[form].failed);
    },
    onError: (request) => {
      if (!request.event.formPost) return;
      request.response = redirectResponse(failedFormLocation(form, request.error));
    },
  };
}
