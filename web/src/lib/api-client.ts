/**
 * The browser's one way of calling the API (same origin: `/api/...`). Never
 * throws: every outcome, including a network failure, comes back as a result
 * the caller maps to the visitor's message (docs/product.md#messages).
 */
import type { ApiErrorBody } from '@ferrum/shared';

export type ApiError = ApiErrorBody['error'];

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  /** `error` is the API's error body, or null when the answer was not one (a proxy page, a network failure). */
  | { ok: false; status: number; error: ApiError | null };

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/**
 * POSTs `body` as JSON to `path`.
 * @returns the parsed answer, or the error; status 0 means the request never got an answer
 */
export async function postJson<T>(
  path: string,
  body: unknown,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch {
    return { ok: false, status: 0, error: null };
  }
  return readApiResult<T>(response);
}

/** Reads an answer of the API as JSON: its data, or its error (null when the answer is not the API's). */
export async function readApiResult<T>(response: Response): Promise<ApiResult<T>> {
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok && payload !== undefined) return { ok: true, status: response.status, data: payload as T };
  return { ok: false, status: response.status, error: isApiErrorBody(payload) ? payload.error : null };
}
