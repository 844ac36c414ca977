/**
 * The answer to a stored contact message or job application, by what storing it
 * did (IETF Idempotency-Key draft): a new submission and a retry of it get the
 * same 201 (the retry's first reply was lost, not refused); a different
 * submission under a stored one's key is refused with 422, so nobody is told
 * "sent" for a message that was dropped.
 */
import type { APIGatewayProxyResult } from 'aws-lambda';
import { submissionOutcomes } from '@ferrum/shared';
import { logOutcome } from './http-handler.ts';
import { HttpError, jsonResponse } from './http-responses.ts';
import type { SubmissionPutOutcome } from './submission-store.ts';

export const keyReusedMessage =
  'This Idempotency-Key was already used for a different submission, which was stored. Send this one with a new key.';

/** Logs the outcome and answers `answer` with 201, or throws the 422 of a reused key. */
export function submissionAnswer(outcome: SubmissionPutOutcome, answer: object): APIGatewayProxyResult {
  // Logged with its code as the outcome, as every refusal is.
  if (outcome === 'conflict') throw new HttpError('IDEMPOTENCY_KEY_REUSED', keyReusedMessage);
  logOutcome(outcome === 'created' ? submissionOutcomes.stored : submissionOutcomes.replayed);
  return jsonResponse(201, answer);
}
