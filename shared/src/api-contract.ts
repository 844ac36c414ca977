/**
 * The API contract: paths, methods and error codes, shared by the site and the
 * Lambdas. Request/response schemas live in ./schemas and are re-exported here.
 */

/** Every API route the site calls, by operation. */
export const apiRoutes = {
  health: { method: 'GET', path: '/api/health' },
  newsletter: { method: 'POST', path: '/api/newsletter' },
  contact: { method: 'POST', path: '/api/contact' },
  jobApplications: { method: 'POST', path: '/api/job-applications' },
  chat: { method: 'POST', path: '/api/chat' },
} as const;

export type ApiOperation = keyof typeof apiRoutes;

/** Stable error codes the API answers with; the site maps each to SPEC.md §8 messages. */
export const apiErrorCodes = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'ALREADY_SUBSCRIBED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'METHOD_NOT_ALLOWED',
  'NOT_FOUND',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The body of every error answer. `fields` maps a field name to its message (400 only). */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string> };
}

/** `GET /api/health` answer. */
export interface HealthResponse {
  status: 'ok';
}
