/** `GET /api/health`: answers `{status:"ok"}` once every table is reachable, 503 otherwise. */
import middy from '@middy/core';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { apiCacheControl, tableEnvironmentVariables, type HealthResponse, type ApiErrorBody } from '@ferrum/shared';
import { readConfig } from '../lib/config.ts';
import { createDocumentClient } from '../lib/dynamodb.ts';

const config = readConfig();
const documentClient = createDocumentClient(config);
const tableNames = Object.values(tableEnvironmentVariables).map((variable) => config[variable]);

function json(statusCode: number, body: HealthResponse | ApiErrorBody): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': apiCacheControl },
    body: JSON.stringify(body),
  };
}

async function checkHealth(_event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  try {
    await Promise.all(tableNames.map((TableName) => documentClient.send(new DescribeTableCommand({ TableName }))));
    return json(200, { status: 'ok' });
  } catch {
    return json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'The data store is not reachable.' } });
  }
}

export const handler = middy<APIGatewayProxyEvent, APIGatewayProxyResult>().handler(checkHealth);
