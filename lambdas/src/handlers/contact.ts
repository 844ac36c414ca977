/** Placeholder until the operation lands: answers 501 so nothing pretends to work. */
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';

export const handler = middy<APIGatewayProxyEvent, APIGatewayProxyResult>().handler(async () => ({
  statusCode: 501,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Not implemented yet.' } }),
}));
