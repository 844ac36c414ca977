/**
 * `POST /api/contact`: stores a contact message once per idempotency key (JSON,
 * or an HTML form post). Staff hear of each stored message from the table's
 * stream (`submission-notifier.ts`), never from this request: a replay or a
 * honeypot hit stores nothing new, so it notifies nobody.
 */
import {
  contactSchema,
  isHoneypotFilled,
  requestBodyLimits,
  submissionOutcomes,
  type ContactPayload,
  type ContactResponse,
} from '@ferrum/shared';
import { httpHandler, jsonResponse, logOutcome, type IdempotentApiEvent } from '../lib/http-handler.ts';
import { putContactSubmission } from '../lib/submission-store.ts';

async function submitContact({ input, idempotencyKey }: IdempotentApiEvent<ContactPayload>) {
  const answer: ContactResponse = { ok: true, id: idempotencyKey };
  if (isHoneypotFilled(input)) {
    logOutcome(submissionOutcomes.honeypot);
    return jsonResponse(201, answer);
  }
  // A retry of a stored submission gets the very same answer: the first attempt's reply was lost, not refused.
  logOutcome(
    (await putContactSubmission(idempotencyKey, input)) === 'created'
      ? submissionOutcomes.stored
      : submissionOutcomes.replayed,
  );
  return jsonResponse(201, answer);
}

export const handler = httpHandler(
  {
    operation: 'contact',
    body: { schema: contactSchema, limitBytes: requestBodyLimits.contact },
    formResults: 'contact',
    idempotencyKey: true,
  },
  submitContact,
);
