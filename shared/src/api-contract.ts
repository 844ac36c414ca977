/**
 * The API contract: paths, methods and error codes, shared by the site and the
 * Lambdas. Request/response schemas live in ./schemas and are re-exported here.
 */
import type { FormId } from './form-results.ts';

export * from './schemas/newsletter.ts';
export * from './schemas/contact.ts';
export * from './schemas/job-application.ts';
export * from './schemas/chat.ts';
export * from './schemas/web-vitals.ts';
export * from './chat-stream.ts';
export {
  honeypotFieldName,
  isHoneypotFilled,
  emailMessage,
  idempotencyKeyMessage,
  idempotencyKeySchema,
} from './schemas/fields.ts';

/**
 * Every API route, by operation, with the methods it answers. The unsubscribe
 * link answers GET (the confirmation page) and POST (the confirmed form, or a
 * mail client's RFC 8058 one-click request) at one URL.
 */
export const apiRoutes = {
  health: { methods: ['GET'], path: '/api/health' },
  newsletter: { methods: ['POST'], path: '/api/newsletter' },
  unsubscribe: { methods: ['GET', 'POST'], path: '/api/newsletter/unsubscribe' },
  contact: { methods: ['POST'], path: '/api/contact' },
  jobApplications: { methods: ['POST'], path: '/api/job-applications' },
  chat: { methods: ['POST'], path: '/api/chat' },
  vitals: { methods: ['POST'], path: '/api/vitals' },
} as const satisfies Record<string, { methods: readonly ('GET' | 'POST')[]; path: `/api/${string}` }>;

export type ApiOperation = keyof typeof apiRoutes;

/**
 * The methods a route answers: its own, and HEAD beside GET (HTTP: a GET
 * resource answers HEAD like GET, without the body). The gateway routes each
 * of them and the handlers take HEAD for GET.
 */
export function answeredMethods(methods: readonly ('GET' | 'POST')[]): ('GET' | 'HEAD' | 'POST')[] {
  return methods.flatMap((method) => (method === 'GET' ? (['GET', 'HEAD'] as const) : [method]));
}

/** Stable error codes the API answers with; the site maps each to a visitor's message (docs/product.md#messages). */
export const apiErrorCodes = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'ALREADY_SUBSCRIBED',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'METHOD_NOT_ALLOWED',
  'CROSS_SITE_REQUEST',
  'NOT_FOUND',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The HTTP status each error code is sent with. */
export const apiErrorStatus = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  ALREADY_SUBSCRIBED: 409,
  /** The Idempotency-Key of a stored submission, sent with a different payload (the IETF draft's 422). */
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  METHOD_NOT_ALLOWED: 405,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const satisfies Record<ApiErrorCode, number>;

/**
 * Largest request body each form route accepts, in bytes (UTF-8, after any
 * base64 decoding). Each is about 1.5x the largest valid payload written in
 * three-byte characters, so no valid form can hit it; a bigger body gets 413.
 */
export const requestBodyLimits = {
  newsletter: 4 * 1024,
  contact: 32 * 1024,
  jobApplications: 40 * 1024,
  /** 20 messages of 2,000 characters plus a 10,000-character website context, in three-byte characters, is ~150 KB. */
  chat: 256 * 1024,
  /** `confirm=unsubscribe`, or RFC 8058's one-click body, which a mail client may wrap in multipart/form-data (~200 bytes). */
  unsubscribe: 1024,
  /** A vitals report with every metric is under 200 bytes. */
  vitals: 1024,
} as const satisfies Partial<Record<ApiOperation, number>>;

/**
 * How much larger a form route's `application/x-www-form-urlencoded` body may be
 * than its JSON body: percent-encoding writes each UTF-8 byte of a non-ASCII
 * character as three ("€" is 3 bytes, "%E2%82%AC" is 9).
 */
export const formEncodingExpansion = 3;

/** Largest form-encoded body (raw bytes, as received) a form route accepts; a bigger one fails. */
export function formBodyLimit(form: FormId): number {
  return requestBodyLimits[form] * formEncodingExpansion;
}

/** The body of every error answer. `fields` maps a field name to its message (400 only). */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string> };
}

/** `GET /api/health` answer. */
export interface HealthResponse {
  status: 'ok';
}

/** `POST /api/newsletter` answer (201), also for a filled honeypot. */
export interface NewsletterResponse {
  ok: true;
}

/**
 * `POST /api/contact` and `POST /api/job-applications` answer (201). `id` is the
 * request's idempotency key (its `Idempotency-Key` header, or one the server
 * made); a retry with the same key gets the same answer.
 */
export interface SubmissionResponse {
  ok: true;
  id: string;
}

export type ContactResponse = SubmissionResponse;
export type JobApplicationResponse = SubmissionResponse;

/** The shape of a zod error that `fieldErrors` needs (classic, mini and core errors all fit). */
export interface ValidationIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * Field name → its first message, for `ApiErrorBody.error.fields` and for the
 * forms. Issues about the body as a whole (no path) are left out.
 */
export function fieldErrors(error: ValidationIssues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first] = issue.path;
    if (first === undefined) continue;
    const name = String(first);
    fields[name] ??= issue.message;
  }
  return fields;
}
