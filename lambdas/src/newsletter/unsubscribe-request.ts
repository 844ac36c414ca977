/**
 * What a POST to the unsubscribe link asks for: a person pressed the
 * confirmation page's button (`confirm=unsubscribe`, form-encoded), or a mail
 * client sent RFC 8058's one-click request (`List-Unsubscribe=One-Click`,
 * which RFC 8058 says should come as multipart/form-data and may come
 * form-encoded). Anything else is a 4xx with a reason.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { oneClickUnsubscribeBody, requestBodyLimits, unsubscribeConfirmField } from '@ferrum/shared';
import { HttpError } from '../lib/http-responses.ts';
import { headerValue } from '../lib/request-headers.ts';

/** Who asked: a person through the page's form, or a mail client's one-click POST. */
export type UnsubscribeRequestKind = 'confirmed' | 'one-click';

const [oneClickName, oneClickValue] = oneClickUnsubscribeBody.split('=') as [string, string];

/** The body's fields (form-encoded or multipart), or a 4xx for another media type or a body that does not parse. */
async function bodyFields(event: APIGatewayProxyEvent): Promise<{ get(name: string): unknown }> {
  const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  if (raw.byteLength > requestBodyLimits.unsubscribe) {
    throw new HttpError('PAYLOAD_TOO_LARGE', `The body must not exceed ${requestBodyLimits.unsubscribe} bytes.`);
  }
  const contentType = headerValue(event, 'content-type') ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/x-www-form-urlencoded') return new URLSearchParams(raw.toString('utf8'));
  if (mediaType === 'multipart/form-data') {
    try {
      // The platform's own multipart parser (undici), fed the request's boundary.
      return await new Response(raw, { headers: { 'Content-Type': contentType } }).formData();
    } catch {
      throw new HttpError('VALIDATION_FAILED', 'The multipart body does not parse.');
    }
  }
  throw new HttpError(
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the body as application/x-www-form-urlencoded or multipart/form-data.',
  );
}

/** Reads what the POST asks for; throws 413, 415 or 400 (naming what to send) otherwise. */
export async function readUnsubscribeRequest(event: APIGatewayProxyEvent): Promise<UnsubscribeRequestKind> {
  const fields = await bodyFields(event);
  if (fields.get(oneClickName) === oneClickValue) return 'one-click';
  if (fields.get(unsubscribeConfirmField.name) === unsubscribeConfirmField.value) return 'confirmed';
  throw new HttpError(
    'VALIDATION_FAILED',
    `Send ${unsubscribeConfirmField.name}=${unsubscribeConfirmField.value} or ${oneClickUnsubscribeBody}.`,
  );
}
