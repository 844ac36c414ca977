/**
 * `POST /api/newsletter`: subscribes an address once (JSON, or an HTML form
 * post); a second time answers 409 ALREADY_SUBSCRIBED. Keyed by the address, so
 * it needs no idempotency key.
 */
import {
  isHoneypotFilled,
  newsletterSchema,
  requestBodyLimits,
  submissionOutcomes,
  type NewsletterPayload,
  type NewsletterResponse,
} from '@ferrum/shared';
import { HttpError, httpHandler, jsonResponse, logOutcome, type ApiEvent } from '../lib/http-handler.ts';
import { putNewsletterSubscription } from '../lib/submission-store.ts';

const subscribed: NewsletterResponse = { ok: true };

async function subscribe({ input }: ApiEvent<NewsletterPayload>) {
  if (isHoneypotFilled(input)) {
    logOutcome(submissionOutcomes.honeypot);
    return jsonResponse(201, subscribed);
  }
  if ((await putNewsletterSubscription(input)) === 'exists') {
    throw new HttpError('ALREADY_SUBSCRIBED', 'This email is already subscribed to our newsletter.');
  }
  logOutcome(submissionOutcomes.subscribed);
  return jsonResponse(201, subscribed);
}

export const handler = httpHandler(
  {
    operation: 'newsletter',
    body: { schema: newsletterSchema, limitBytes: requestBodyLimits.newsletter },
    formResults: 'newsletter',
  },
  subscribe,
);
