/** `GET /api/health`: answers `{status:"ok"}` once every table is reachable, 503 otherwise. */
import type { HealthResponse } from '@ferrum/shared';
import { HttpError, httpHandler, jsonResponse, logOutcome, retryAfterSeconds } from '../lib/http-handler.ts';
import { describeSubmissionTables } from '../lib/submission-store.ts';

const healthy: HealthResponse = { status: 'ok' };

async function checkHealth() {
  try {
    await describeSubmissionTables();
  } catch {
    // Any failure, a missing table included, means the forms cannot work: report unavailable, not a crash.
    throw new HttpError('SERVICE_UNAVAILABLE', 'The data store is not reachable.', {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
  logOutcome('healthy');
  return jsonResponse(200, healthy);
}

export const handler = httpHandler({ operation: 'health' }, checkHealth);
