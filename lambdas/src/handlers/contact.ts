/**
 * `POST /api/contact`: stores a contact message once per idempotency key (JSON,
 * or an HTML form post); the same key with a different message is refused (422). Staff hear of each stored message from the table's
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
import { submissionAnswer } from '../lib/submission-answer.ts';
import { putContactSubmission } from '../lib/submission-store.ts';

async function submitContact({ input, idempotencyKey }: IdempotentApiEvent<ContactPayload>) {
  const answer: ContactResponse = { ok: true, id: idempotencyKey };
  if (isHoneypotFilled(input)) {
    logOutcome(submissionOutcomes.honeypot);
    return jsonResponse(201, answer);
  }
  return submissionAnswer(await putContactSubmission(idempotencyKey, input), answer);
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
