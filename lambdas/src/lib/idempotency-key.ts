/**
 * The key a contact message or job application is stored under: the
 * `Idempotency-Key` header's UUID when the page sends one (its retries send the
 * same), else a new one, since a plain HTML form cannot send headers.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { idempotencyKeyHeader, idempotencyKeyMessage, idempotencyKeySchema } from '@ferrum/shared';
import type { IdempotentApiEvent } from './api-event.ts';
import { HttpError } from './http-responses.ts';
import { logger } from './logger.ts';
import { headerValue } from './request-headers.ts';

/**
 * Sets `event.idempotencyKey`. A header that is present but not a UUID is 400
 * VALIDATION_FAILED naming the header (no field of the body is at fault).
 */
export function idempotencyKeys(): MiddlewareObj<IdempotentApiEvent<unknown>, APIGatewayProxyResult> {
  return {
    before: ({ event }) => {
      const sent = headerValue(event, idempotencyKeyHeader);
      if (sent === undefined) {
        event.idempotencyKey = randomUUID();
        logger.appendKeys({ idempotencyKeyFrom: 'server' });
        return;
      }
      const parsed = idempotencyKeySchema.safeParse(sent);
      if (!parsed.success) throw new HttpError('VALIDATION_FAILED', idempotencyKeyMessage, { fields: {} });
      event.idempotencyKey = parsed.data;
      logger.appendKeys({ idempotencyKeyFrom: 'client' });
    },
  };
}
