/**
 * Lambda's response streaming, off AWS: the `awslambda` global the Node.js
 * runtime gives a streaming function (`streamifyResponse`, `HttpResponseStream`),
 * and the caller's side that API Gateway plays (read the JSON prelude, then pass
 * the body through as it comes). The local stack and the tests use it, so a
 * streamed answer takes the same wire format there as on AWS. No handler imports
 * it: it is never bundled into a function.
 */
import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';

/** The runtime marks a streaming handler with this symbol (value `response`). */
const streamingHandlerMark = Symbol.for('aws.lambda.runtime.handler.streaming');

/** Eight zero bytes end the JSON prelude (status and headers) of an HTTP integration response. */
const preludeDelimiter = Buffer.alloc(8);

/** Status and headers, as the function writes them before the body. */
export interface StreamedResponseMetadata {
  statusCode?: number;
  headers?: Record<string, string | number | boolean>;
  multiValueHeaders?: Record<string, (string | number | boolean)[]>;
  cookies?: string[];
}

type StreamingHandler = (event: APIGatewayProxyEvent, responseStream: Writable, context: Context) => Promise<unknown>;

/** What the Lambda runtime puts on `globalThis.awslambda`, as far as streaming goes. */
const runtime = {
  streamifyResponse<T extends StreamingHandler>(handler: T): T {
    return Object.assign(handler, { [streamingHandlerMark]: 'response' });
  },
  HttpResponseStream: {
    from(stream: Writable, metadata: StreamedResponseMetadata): Writable {
      stream.write(JSON.stringify(metadata));
      stream.write(preludeDelimiter);
      return stream;
    },
  },
};

/**
 * Puts the runtime's streaming members on the `awslambda` global, keeping any a
 * real runtime (or another library: the invoke store) put there; call before
 * importing a streaming handler.
 */
export function installResponseStreaming(): void {
  const global = globalThis as { awslambda?: Partial<typeof runtime> };
  const awslambda = (global.awslambda ??= {});
  awslambda.streamifyResponse ??= runtime.streamifyResponse;
  awslambda.HttpResponseStream ??= runtime.HttpResponseStream;
}

/**
 * A script that defines the runtime's streaming members as bare stand-ins, for
 * loading a built bundle in plain Node (`node -e`): enough for a streaming
 * handler's module to build, not to answer.
 */
export const runtimeGlobalScript =
  'globalThis.awslambda ??= {}; awslambda.streamifyResponse ??= (handler) => handler; awslambda.HttpResponseStream ??= { from: (stream) => stream };';

/** True when `handler` was made with `awslambda.streamifyResponse`. */
export function isStreamingHandler(handler: unknown): handler is StreamingHandler {
  return (
    typeof handler === 'function' &&
    (handler as { [streamingHandlerMark]?: unknown })[streamingHandlerMark] === 'response'
  );
}

/** A streamed answer as API Gateway sees it: status and headers first, then the body as it arrives. */
export interface StreamedResponse extends StreamedResponseMetadata {
  statusCode: number;
  /** The body; destroying it tells the function the client went away. */
  body: Readable;
  /** Settles when the function has returned. */
  completion: Promise<unknown>;
}

/** Reads up to the prelude's delimiter, puts back what follows, and parses the prelude. */
async function readPrelude(stream: PassThrough, failed: Promise<never>): Promise<StreamedResponseMetadata> {
  let received = Buffer.alloc(0);
  for (;;) {
    const chunk = stream.read() as Buffer | null;
    if (chunk === null) {
      if (stream.readableEnded) throw new Error('The function ended its response stream without a prelude.');
      await Promise.race([once(stream, 'readable'), once(stream, 'end'), failed]);
      continue;
    }
    received = Buffer.concat([received, chunk]);
    const end = received.indexOf(preludeDelimiter);
    if (end === -1) continue;
    const rest = received.subarray(end + preludeDelimiter.length);
    if (rest.length > 0) stream.unshift(rest);
    return JSON.parse(received.subarray(0, end).toString('utf8')) as StreamedResponseMetadata;
  }
}

/** Invokes a streaming handler as API Gateway's STREAM integration does (InvokeWithResponseStream). */
export async function invokeStreamingHandler(
  handler: StreamingHandler,
  event: APIGatewayProxyEvent,
  context: Context,
): Promise<StreamedResponse> {
  const responseStream = new PassThrough();
  const completion = handler(event, responseStream, context);
  // A function that fails after its prelude breaks the body; one that fails before it fails the call.
  completion.then(
    () => {
      if (!responseStream.writableEnded) responseStream.end();
    },
    (error: unknown) => responseStream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  const failed = completion.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => Promise.reject(error),
  );
  // Read only until the prelude has come; a later failure shows in the body and in `completion`.
  failed.catch(() => undefined);
  const metadata = await readPrelude(responseStream, failed);
  return { statusCode: 200, ...metadata, body: responseStream, completion };
}
