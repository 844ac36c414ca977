/**
 * The whole site on one machine, in one process: the embedded DynamoDB, the
 * real Lambda handlers behind an API Gateway-shaped adapter, and the site
 * (the prerendered build, or Vite's dev middleware), all with the headers
 * CloudFront sends.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import {
  apiCacheControl,
  apiRoutes,
  forwardedHostHeader,
  knownPageIndex,
  routedPagePaths,
  siteHeadersFor,
  stageEnvironmentVariable,
  tableEnvironmentVariables,
  tableIds,
  tableName,
  vitalsSamplingFile,
  type ApiErrorBody,
  type VitalsSampling,
} from '@ferrum/shared';
import { installResponseStreaming, invokeStreamingHandler, isStreamingHandler } from '@ferrum/lambdas/tooling';
import { apiOperations } from '../lib/api-operations.ts';
import { createAddressRateLimiter } from './address-rate-limit.ts';
import {
  PayloadTooLargeError,
  readBody,
  resultBody,
  resultHeaders,
  streamedHeaders,
  toApiGatewayEvent,
} from './api-gateway-adapter.ts';
import { originOf, parseRequestTarget, type RequestTarget } from './cloudfront-routing.ts';
import type { LocalConfig } from './config.ts';
import { startExpirySweep, type ExpirySweep, type ExpirySweepOptions } from './expiry-sweep.ts';
import { ensureTables, startLocalDynamo, type LocalDynamo } from './local-dynamodb.ts';
import { startLocalNotifier, type LocalNotifier, type LocalNotifierOptions } from './local-notifier.ts';
import { removeRuntimeFile, writeRuntimeFile } from './runtime-file.ts';
import { createStaticSite, type RequestListener } from './static-site.ts';

type LambdaHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

export interface LocalStack {
  /** http://localhost:PORT */
  url: string;
  /** The DynamoDB endpoint the handlers use (tests read items back from it). */
  dynamoEndpoint: string;
  /** The staff notifier, when asked for and the store is the embedded one. */
  notifier?: LocalNotifier;
  /** The stand-in for DynamoDB's TTL, when the store is the embedded one. */
  expirySweep?: ExpirySweep;
  close(): Promise<void>;
}

export interface LocalStackOptions {
  /** Serves everything that is not `/api/*`; defaults to the prerendered build in SITE_DIR. */
  site?: RequestListener;
  /**
   * The folder the unsubscribe function reads its pages from (`SITE_PAGES_DIR`).
   * @default SITE_DIR, the build
   */
  sitePagesDir?: string;
  /** Sends the security headers (the Vite dev server needs inline scripts, so dev turns the CSP off). */
  contentSecurityPolicy?: boolean;
  /**
   * Runs the staff notifier on the embedded store's new submissions, printing what it would send.
   * @default off (`start.ts` turns it on unless the data stays in memory, as in the e2e tests and the benchmark)
   */
  notifications?: LocalNotifierOptions;
  /**
   * How the embedded store's expired items are swept (dynalite has no TTL).
   * @default at start, then hourly
   */
  expirySweep?: ExpirySweepOptions;
}

export class PortInUseError extends Error {}

function lambdaContext(functionName: string, requestId: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function sendJson(response: ServerResponse, status: number, body: ApiErrorBody) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': apiCacheControl });
  response.end(JSON.stringify(body));
}

/** The sampling file, which on AWS the CDK app writes into the bucket per stage: here from VITALS_SAMPLE_RATE. */
function sendVitalsSampling(response: ServerResponse, sampleRate: number) {
  const sampling: VitalsSampling = { sampleRate };
  response.writeHead(200, {
    'Content-Type': 'application/json',
    'Cache-Control': vitalsSamplingFile.cacheControl,
  });
  response.end(JSON.stringify(sampling));
}

/** Points the handlers at the local store; they read this configuration when first imported. */
function configureHandlers(config: LocalConfig, dynamoEndpoint: string, sitePagesDir: string) {
  for (const table of tableIds) process.env[tableEnvironmentVariables[table]] = tableName(config.STAGE, table);
  process.env.DYNAMODB_ENDPOINT = dynamoEndpoint;
  process.env.AWS_REGION = config.AWS_REGION;
  // The unsubscribe link serves prerendered pages; on AWS they are bundled with its function.
  process.env.SITE_PAGES_DIR = sitePagesDir;
  // The vitals function's metrics namespace; its reports print as readable lines instead of EMF.
  process.env[stageEnvironmentVariable] = config.STAGE;
  process.env.VITALS_OUTPUT = 'readable';
  if (config.BEDROCK_MODEL_ID) process.env.BEDROCK_MODEL_ID = config.BEDROCK_MODEL_ID;
  if (config.BEDROCK_REGION) process.env.BEDROCK_REGION = config.BEDROCK_REGION;
  // dynalite accepts any credentials; without Bedrock there is no reason to look for real ones.
  if (!config.BEDROCK_MODEL_ID) {
    process.env.AWS_ACCESS_KEY_ID ??= 'local';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  }
}

/** Each operation's handler by its path. */
type OperationHandlers = Map<string, { name: string; handler: LambdaHandler }>;

async function loadHandlers(): Promise<OperationHandlers> {
  // A streaming handler is built with the Lambda runtime's `awslambda` global at import.
  installResponseStreaming();
  const handlers = new Map<string, { name: string; handler: LambdaHandler }>();
  for (const operation of apiOperations) {
    const module = (await import(pathToFileURL(operation.entry).href)) as { handler: LambdaHandler };
    handlers.set(operation.path, { name: operation.operation, handler: module.handler });
  }
  return handlers;
}

// API Gateway routes the raw path CloudFront passes on: `//api/health` is no route of it.
async function answerApi(
  handlers: OperationHandlers,
  request: IncomingMessage,
  response: ServerResponse,
  target: RequestTarget,
) {
  const route = handlers.get(target.path);
  if (!route) return sendJson(response, 404, { error: { code: 'NOT_FOUND', message: 'No such API route.' } });
  let body: Buffer;
  try {
    body = await readBody(request);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) {
      return sendJson(response, 413, { error: { code: 'PAYLOAD_TOO_LARGE', message: error.message } });
    }
    throw error;
  }
  // As CloudFront's /api/* function does: the host the visitor asked for, never one it claims.
  request.headers[forwardedHostHeader] = request.headers.host;
  const event = toApiGatewayEvent(request, target, body, target.path);
  const context = lambdaContext(route.name, event.requestContext.requestId);
  if (isStreamingHandler(route.handler)) {
    // As API Gateway's STREAM integration: status and headers first, then the body as the function writes it.
    const streamed = await invokeStreamingHandler(route.handler, event, context);
    response.writeHead(streamed.statusCode, streamedHeaders(streamed));
    response.flushHeaders();
    // pipeline() destroys the function's stream when the visitor goes away, so the function stops too.
    await pipeline(streamed.body, response).catch(() => undefined);
    return;
  }
  const result = await route.handler(event, context);
  const answerBody = resultBody(result);
  // As API Gateway: the body's length, which the answer to HEAD states without sending the body.
  response.writeHead(result.statusCode, { 'Content-Length': String(answerBody.length), ...resultHeaders(result) });
  response.end(answerBody);
}

/** Binds the port first (so a busy port fails before anything else starts), then answers with `listener`. */
async function listen(config: LocalConfig, listener: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(
              `Port ${config.PORT} is already in use. Stop whatever uses it, or start with PORT=<another port>.`,
            )
          : error,
      );
    });
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  return server;
}

/** Starts the local stack and resolves once it listens and its store is ready. */
export async function startLocalStack(config: LocalConfig, options: LocalStackOptions = {}): Promise<LocalStack> {
  // The stage's headers (noindex unless INDEXABLE), on every answer: the same list CloudFront's policy is built from.
  const headers = Object.entries(siteHeadersFor({ indexable: config.INDEXABLE })).filter(
    ([name]) => options.contentSecurityPolicy !== false || name !== 'Content-Security-Policy',
  );
  let answer: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const server = await listen(config, (request, response) => {
    if (answer) return answer(request, response);
    for (const [name, value] of headers) response.setHeader(name, value);
    response.writeHead(503, { 'Retry-After': '1', 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Starting...');
  });
  let dynamo: LocalDynamo | undefined;
  let notifier: LocalNotifier | undefined;
  let expirySweep: ExpirySweep | undefined;
  const closeServer = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  try {
    let dynamoEndpoint = config.DYNAMODB_ENDPOINT;
    if (!dynamoEndpoint) {
      dynamo = await startLocalDynamo(config.IN_MEMORY_STORE ? undefined : config.DATA_DIR, config.DYNAMODB_PORT);
      dynamoEndpoint = dynamo.endpoint;
    }
    await ensureTables(dynamoEndpoint, config.STAGE, config.AWS_REGION);
    // Retention as on AWS: what expired while the stack was stopped goes before the first request.
    if (dynamo)
      expirySweep = await startExpirySweep(dynamoEndpoint, config.STAGE, config.AWS_REGION, options.expirySweep);
    if (options.notifications && dynamo)
      notifier = startLocalNotifier(dynamo, config.AWS_REGION, {
        stage: config.STAGE,
        notices: { windowSeconds: config.NOTICE_WINDOW_SECONDS, noticesPerWindow: config.NOTICES_PER_WINDOW },
        ...options.notifications,
      });
    configureHandlers(config, dynamoEndpoint, options.sitePagesDir ?? config.SITE_DIR);
    const handlers = await loadHandlers();
    const site = options.site ?? createStaticSite(config.SITE_DIR, knownPageIndex(routedPagePaths()));

    // As the stage's WAF rule: one address's vitals reports per 5 minutes (the beacon reads no answer).
    const vitalsLimit = createAddressRateLimiter({
      pathPrefix: apiRoutes.vitals.path,
      limit: config.VITALS_REPORTS_PER_5_MINUTES,
      windowSeconds: 300,
    });

    answer = (request, response) => {
      for (const [name, value] of headers) response.setHeader(name, value);
      // A path, never a host: `//evil.com/company/about` is a path that names no page.
      const target = parseRequestTarget(request.url);
      if (!target) {
        response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Bad Request: the request target must be a path.');
        return;
      }
      if (vitalsLimit.isOverLimit(request.socket.remoteAddress ?? '', target.path)) {
        response.writeHead(429, { 'Content-Length': '0' });
        response.end();
        return;
      }
      if (target.path === vitalsSamplingFile.path) return sendVitalsSampling(response, config.VITALS_SAMPLE_RATE);
      const answered =
        originOf(target.path) === 'api'
          ? answerApi(handlers, request, response, target)
          : site(request, response, target);
      answered.catch((error: unknown) => {
        console.error(`Request ${request.method} ${target.path} failed:`, error);
        if (!response.headersSent)
          sendJson(response, 500, { error: { code: 'INTERNAL_ERROR', message: 'Internal error.' } });
        else response.destroy();
      });
    };

    const url = `http://localhost:${config.PORT}`;
    // Only a stack whose data outlives it is one to find again (the tests' in-memory stacks would clobber it).
    const runtimeFile = config.IN_MEMORY_STORE ? undefined : config.RUNTIME_FILE;
    if (runtimeFile) {
      const { STAGE: stage, AWS_REGION: region } = config;
      await writeRuntimeFile(runtimeFile, { url, dynamoEndpoint, stage, region, pid: process.pid });
    }
    return {
      url,
      dynamoEndpoint,
      ...(notifier ? { notifier } : {}),
      ...(expirySweep ? { expirySweep } : {}),
      close: async () => {
        if (runtimeFile) await removeRuntimeFile(runtimeFile);
        await closeServer();
        await expirySweep?.close();
        await notifier?.close();
        await dynamo?.close();
      },
    };
  } catch (error) {
    await closeServer();
    await expirySweep?.close();
    await notifier?.close();
    await dynamo?.close();
    throw error;
  }
}
