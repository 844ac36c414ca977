/**
 * `POST /api/job-applications`: stores an application for one of the openings,
 * once per idempotency key (JSON, or an HTML form post; the same key with a
 * different application is refused with 422), with the job's title
 * beside its id. Staff hear of it from the table's stream (`submission-notifier.ts`).
 */
import {
  isHoneypotFilled,
  jobApplicationSchema,
  requestBodyLimits,
  submissionOutcomes,
  type JobApplicationPayload,
  type JobApplicationResponse,
} from '@ferrum/shared';
import { findJobListing } from '@ferrum/shared/content/job-directory';
import { httpHandler, jsonResponse, logOutcome, type IdempotentApiEvent } from '../lib/http-handler.ts';
import { submissionAnswer } from '../lib/submission-answer.ts';
import { putJobApplication } from '../lib/submission-store.ts';

async function submitApplication({ input, idempotencyKey }: IdempotentApiEvent<JobApplicationPayload>) {
  const answer: JobApplicationResponse = { ok: true, id: idempotencyKey };
  if (isHoneypotFilled(input)) {
    logOutcome(submissionOutcomes.honeypot);
    return jsonResponse(201, answer);
  }
  const job = findJobListing(input.jobId);
  // The schema admits only known ids, so a miss here is a bug, not a visitor error.
  if (!job) throw new Error('Validated job id has no opening');
  return submissionAnswer(await putJobApplication(idempotencyKey, input, job), answer);
}

export const handler = httpHandler(
  {
    operation: 'jobApplications',
    body: { schema: jobApplicationSchema, limitBytes: requestBodyLimits.jobApplications },
    formResults: 'jobApplications',
    idempotencyKey: true,
  },
  submitApplication,
);
