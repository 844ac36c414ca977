/** Request header lookup: API Gateway passes headers in the case the client sent them. */
import type { APIGatewayProxyEvent } from 'aws-lambda';

/** The value of header `name` (any case), or undefined when the request has none. */
export function headerValue(event: APIGatewayProxyEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const headers: Record<string, string | undefined> = event.headers ?? {};
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === wanted);
  return key === undefined ? undefined : headers[key];
}
