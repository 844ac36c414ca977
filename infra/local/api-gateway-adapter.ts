/**
 * Turns a local HTTP request into the API Gateway (REST, proxy integration)
 * event a Lambda handler receives, and the handler's result back into an HTTP
 * response, so the local server runs the very handlers that AWS runs.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { StreamedResponseMetadata } from '@ferrum/lambdas/tooling';
import type { RequestTarget } from './cloudfront-routing.ts';

/** API Gateway refuses larger payloads itself (10 MB quota); the handlers enforce their own, smaller limits. */
export const gatewayPayloadLimitBytes = 10 * 1024 * 1024;

export class PayloadTooLargeError extends Error {}

/** Reads the request body, refusing more than API Gateway would accept. */
export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > gatewayPayloadLimitBytes) throw new PayloadTooLargeError('Request body exceeds the gateway limit.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The proxy event for `request`, as API Gateway's REST API would build it. */
export function toApiGatewayEvent(
  request: IncomingMessage,
  target: RequestTarget,
  body: Buffer,
  resource: string,
): APIGatewayProxyEvent {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    headers[name] = values.join(',');
    multiValueHeaders[name] = values;
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [name, value] of target.query) {
    query[name] = value;
    (multiQuery[name] ??= []).push(value);
  }
  const hasQuery = target.query.size > 0;
  const method = request.method ?? 'GET';
  const isText = body.length === 0 || /json|text|form/.test(headers['content-type'] ?? '');
  return {
    resource,
    path: target.path,
    httpMethod: method,
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery ? multiQuery : null,
    pathParameters: null,
    stageVariables: null,
    body: body.length === 0 ? null : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      authorizer: null,
      protocol: `HTTP/${request.httpVersion}`,
      httpMethod: method,
      path: target.path,
      stage: 'local',
      requestId: randomUUID(),
      requestTimeEpoch: Date.now(),
      resourceId: 'local',
      resourcePath: resource,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        user: null,
        userAgent: headers['user-agent'] ?? null,
        userArn: null,
      },
    },
  };
}

/** Header list of a handler result (single and multi-value headers merged). */
export function resultHeaders(result: APIGatewayProxyResult): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) headers[name] = values.map(String);
  return headers;
}

/** Header list of a streamed answer's prelude. */
export function streamedHeaders(metadata: StreamedResponseMetadata): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(metadata.headers ?? {})) headers[name] = String(value);
  for (const [name, values] of Object.entries(metadata.multiValueHeaders ?? {})) headers[name] = values.map(String);
  if (metadata.cookies?.length) headers['Set-Cookie'] = metadata.cookies;
  return headers;
}

/** The response body bytes of a handler result. */
export function resultBody(result: APIGatewayProxyResult): Buffer {
  return Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
}
