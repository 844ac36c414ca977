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

/** The 400 for a body that is not UTF-8: a form or JSON body must be (RFC 8259 §8.1, the URL Standard). */
const notUtf8 = () => new HttpError('VALIDATION_FAILED', 'The body is not valid UTF-8.', { fields: {} });

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The body's text, or 400 when it is not UTF-8. A base64 body's bytes are decoded
 * here, where a bad byte throws. A text body was decoded before the handler, by API
 * Gateway or the local server, which turn each bad byte into U+FFFD; so a U+FFFD
 * anywhere in a body is read as the mark of bytes that were not UTF-8 (it stands for
 * something lost, never for something typed, and the field rules refuse it too).
 */
function bodyText(raw: Buffer): string {
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw notUtf8();
  }
  if (text.includes('\uFFFD')) throw notUtf8();
  return text;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // The SyntaxError quotes the body, so neither it nor its message is logged or returned.
    throw new HttpError('MALFORMED_JSON', 'The body is not valid JSON.');
  }
}

/**
 * One name or value of a form body, as the URL Standard decodes it ("+" a space,
 * "%XX" a byte, any other "%" itself), except that its bytes must be UTF-8: where
 * `URLSearchParams` would put U+FFFD for "%FF", this answers 400.
 */
function decodeFormComponent(component: string): string {
  const encoded = Buffer.from(component.replaceAll('+', ' '), 'utf8');
  const bytes: number[] = [];
  for (let index = 0; index < encoded.length; index += 1) {
    const hex = encoded.subarray(index + 1, index + 3).toString('latin1');
    if (encoded[index] === 0x25 && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(encoded[index]!);
    }
  }
  try {
    return utf8.decode(Uint8Array.from(bytes));
  } catch {
    throw notUtf8();
  }
}

/** A form body as an object, one key per field (a repeated field keeps its last value; no form of ours repeats one). */
function parseForm(text: string): Record<string, string> {
  const pairs = text.split('&').filter((pair) => pair !== '');
  return Object.fromEntries(
    pairs.map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return [decodeFormComponent(name), decodeFormComponent(value.join('='))];
    }),
  );
}

/**
 * Turns the raw body into validated input: 415 for any other media type, 413
 * over the limit, 400 VALIDATION_FAILED (no field) when it is not UTF-8, 400
 * MALFORMED_JSON when JSON does not parse, 400 VALIDATION_FAILED with `fields`
 * when the schema rejects it. Sets `event.formPost` for a form body (before any of
 * those checks, so that every answer to it can be a redirect) and `event.input` on
 * success.
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
      const text = bodyText(raw);
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
