/**
 * The request body, turned into validated input. JSON everywhere; routes that
 * take HTML form posts also accept `application/x-www-form-urlencoded`, parsed
 * into an object with the same keys and checked by the same schema.
 */
import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod';
import { fieldErrors } from '@ferrum/shared';
import type { ApiEvent } from './api-event.ts';
import { HttpError } from './http-responses.ts';
import { logger } from './logger.ts';
import { headerValue } from './request-headers.ts';

/** How a route takes its body. */
export interface BodyOptions<TSchema extends z.ZodType> {
  /** Validates the parsed body, whatever its media type. */
  schema: TSchema;
  /** Largest JSON body, in bytes. */
  limitBytes: number;
  /**
   * Largest form-encoded body, in bytes.
   * @default form posts are refused with 415
   */
  formLimitBytes?: number;
}

const jsonMediaType = 'application/json';
const formMediaType = 'application/x-www-form-urlencoded';

/** The media type of a `Content-Type` value, lower-cased; undefined when it names a charset other than UTF-8. */
function utf8MediaType(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  const [mediaType = '', ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  const utf8 = parameters.every(
    (parameter) => !parameter.startsWith('charset=') || /^charset="?utf-8"?$/.test(parameter),
  );
  return utf8 ? mediaType : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // The SyntaxError quotes the body, so neither it nor its message is logged or returned.
    throw new HttpError('MALFORMED_JSON', 'The body is not valid JSON.');
  }
}

/** A form body as an object, one key per field (a repeated field keeps its last value; no form of ours repeats one). */
function parseForm(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * Turns the raw body into validated input: 415 for any other media type, 413
 * over the limit, 400 MALFORMED_JSON when JSON does not parse, 400
 * VALIDATION_FAILED with `fields` when the schema rejects it. Sets
 * `event.formPost` for a form body (before any of those checks, so that every
 * answer to it can be a redirect) and `event.input` on success.
 */
export function requestBody<TSchema extends z.ZodType>(
  options: BodyOptions<TSchema>,
): MiddlewareObj<ApiEvent<z.output<TSchema>>, APIGatewayProxyResult> {
  const { schema, limitBytes, formLimitBytes } = options;
  return {
    before: ({ event }: Request<ApiEvent<z.output<TSchema>>, APIGatewayProxyResult, Error, Context>) => {
      const mediaType = utf8MediaType(headerValue(event, 'content-type'));
      const formPost = mediaType === formMediaType && formLimitBytes !== undefined;
      if (!formPost && mediaType !== jsonMediaType) {
        throw new HttpError(
          'UNSUPPORTED_MEDIA_TYPE',
          formLimitBytes === undefined
            ? `Send the body as ${jsonMediaType}.`
            : `Send the body as ${jsonMediaType} or ${formMediaType}.`,
        );
      }
      if (formPost) {
        event.formPost = true;
        logger.appendKeys({ formPost: true });
      }
      const maxBytes = formPost ? formLimitBytes : limitBytes;
      // API Gateway base64-encodes bodies of binary media types; the limit applies to the real bytes.
      const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
      if (raw.byteLength > maxBytes) {
        throw new HttpError('PAYLOAD_TOO_LARGE', `The body must not exceed ${maxBytes} bytes.`);
      }
      const text = raw.toString('utf8');
      const result = schema.safeParse(formPost ? parseForm(text) : parseJson(text));
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
