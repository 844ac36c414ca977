/**
 * The one structured logger of the API (Powertools, JSON to CloudWatch). Log
 * operation, outcome, ids and timings only: never a request body, an address,
 * a name or a message, since CloudWatch is not where personal data may live.
 */
import { Logger } from '@aws-lambda-powertools/logger';

/** Shared by every handler; the level comes from POWERTOOLS_LOG_LEVEL (default INFO). */
export const logger = new Logger({ serviceName: 'ferrum-api' });
