/** Builds API Gateway (REST, proxy) events and Lambda contexts as AWS sends them. */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';

export interface EventOptions {
  method?: string;
  path: string;
  /** A value to send as JSON, or a raw string body sent as is. */
  body?: unknown;
  rawBody?: string | null;
  /** Fields to send as an HTML form does: form-encoded, `Content-Type: application/x-www-form-urlencoded`. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** The query string's parameters, as API Gateway passes them. */
  query?: Record<string, string>;
  isBase64Encoded?: boolean;
}

/**
 * An API Gateway proxy event; `body` is JSON-encoded with `Content-Type:
 * application/json`, `form` form-encoded with its content type, unless overridden.
 */
export function apiEvent(options: EventOptions): APIGatewayProxyEvent {
  const method = options.method ?? 'POST';
  const body =
    options.rawBody !== undefined
      ? options.rawBody
      : options.form !== undefined
        ? new URLSearchParams(options.form).toString()
        : options.body === undefined
          ? null
          : JSON.stringify(options.body);
  const contentType = options.form === undefined ? 'application/json' : 'application/x-www-form-urlencoded';
  const headers = { 'Content-Type': contentType, ...options.headers };
  const requestId = randomUUID();
  return {
    httpMethod: method,
    path: options.path,
    resource: options.path,
    body,
    isBase64Encoded: options.isBase64Encoded ?? false,
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]])),
    queryStringParameters: options.query ?? null,
    multiValueQueryStringParameters: options.query
      ? Object.fromEntries(Object.entries(options.query).map(([name, value]) => [name, [value]]))
      : null,
    pathParameters: null,
    stageVariables: null,
    requestContext: {
      accountId: '123456789012',
      apiId: 'test-api',
      authorizer: null,
      protocol: 'HTTP/1.1',
      httpMethod: method,
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
        sourceIp: '127.0.0.1',
        user: null,
        userAgent: 'vitest',
        userArn: null,
      },
      path: `/test${options.path}`,
      stage: 'test',
      requestId,
      requestTimeEpoch: Date.now(),
      resourceId: 'test-resource',
      resourcePath: options.path,
    },
  };
}

/** A Lambda context; no `getRemainingTimeInMillis` deadline pressure in tests. */
export function lambdaContext(functionName = 'ferrum-api-test'): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:123456789012:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'test',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** The `Location` of a handler answer (a 303 to a form post's result page). */
export function location(result: APIGatewayProxyResult): string | undefined {
  const value = result.headers?.Location;
  return value === undefined ? undefined : String(value);
}

/** The parsed JSON body of a handler answer. */
export function responseBody(result: APIGatewayProxyResult): unknown {
  return JSON.parse(result.body);
}
