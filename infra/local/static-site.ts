/**
 * Serves the built site as CloudFront + S3 will: the shared routing rule picks
 * the object and status from the raw request path, the bucket holds only what
 * the deploy uploads (any other key answers S3's 403, as CloudFront may read but
 * not list the bucket), hashed assets are cached for a year, HTML revalidates,
 * the published files (speculation rules, feed, security.txt) carry their own
 * media type, text is compressed (brotli, else gzip), and a byte range is read
 * as S3 reads it.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import {
  immutableAssetCacheControl,
  notFoundDocument,
  publishedFileContentTypes,
  resolvePageRequest,
  revalidateCacheControl,
} from '@ferrum/shared';
import { requestedByteRange } from './byte-range.ts';
import { isUploadedKey, type RequestTarget } from './cloudfront-routing.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

interface LoadedFile {
  body: Buffer;
  etag: string;
  compressed: Map<'br' | 'gzip', Buffer>;
}

/** An object to send: its key, the status the routing rule gives it, and its content. */
interface ServedObject {
  key: string;
  status: 200 | 404;
  file: LoadedFile;
}

/** Answers a request for the site, given its target as CloudFront reads it. */
export type RequestListener = (
  request: IncomingMessage,
  response: ServerResponse,
  target: RequestTarget,
) => Promise<void>;

/** What S3 answers CloudFront for a key it holds no object under (CloudFront may read, not list: 403, not 404). */
const accessDeniedBody =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';

/** The decoded path, or undefined when its percent-encoding is malformed (`/%`, `/%E0%A4%A.js`). */
function decodePath(uri: string): string | undefined {
  try {
    return decodeURIComponent(uri);
  } catch {
    return undefined;
  }
}

function contentTypeOf(path: string): string {
  // The speculation rules, the feed and security.txt carry their own type, as the S3 upload sets it.
  return publishedFileContentTypes[path] ?? contentTypes[extname(path)] ?? 'application/octet-stream';
}

function sendText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
  });
  response.end(text);
}

function sendAccessDenied(request: IncomingMessage, response: ServerResponse) {
  response.writeHead(403, {
    'Content-Type': 'application/xml',
    'Content-Length': String(Buffer.byteLength(accessDeniedBody)),
  });
  response.end(request.method === 'HEAD' ? undefined : accessDeniedBody);
}

/**
 * A request listener for the site in `siteDir`.
 * @param knownPages the prerendered pages, as `resolvePageRequest` expects them
 */
export function createStaticSite(siteDir: string, knownPages: Record<string, 1>): RequestListener {
  const root = normalize(siteDir + sep);
  // Files are immutable while the server runs (a rebuild restarts it), so cache them with their encodings.
  const cache = new Map<string, LoadedFile>();

  /** The object under a decoded key, undefined when the deploy would have put none there. */
  async function load(key: string): Promise<LoadedFile | undefined> {
    if (!isUploadedKey(key)) return undefined;
    const file = normalize(join(root, key));
    if (!file.startsWith(root)) return undefined;
    const cached = cache.get(file);
    if (cached) return cached;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const body = await readFile(file);
    const loaded = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, compressed: new Map() };
    cache.set(file, loaded);
    return loaded;
  }

  function encode(file: LoadedFile, encoding: 'br' | 'gzip'): Buffer {
    let encoded = file.compressed.get(encoding);
    if (!encoded) {
      encoded =
        encoding === 'br'
          ? brotliCompressSync(file.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(file.body, { level: 9 });
      file.compressed.set(encoding, encoded);
    }
    return encoded;
  }

  /** The object the shared rule picks for `path`, or why there is none to send. */
  async function find(path: string): Promise<ServedObject | 'malformed' | 'missing' | 'no-build'> {
    const resolution = resolvePageRequest(path, knownPages);
    const key = decodePath(resolution.uri);
    // No object can have such a name: say so, instead of a 500 from decodeURIComponent.
    if (key === undefined) return 'malformed';
    const file = await load(key);
    if (file) return { key, status: resolution.status, file };
    // A family's not-found document a partial build lacks (the synth refuses such a build): the site's own.
    const siteNotFound = resolution.status === 404 ? await load(notFoundDocument) : undefined;
    if (siteNotFound) return { key: notFoundDocument, status: 404, file: siteNotFound };
    return (await load('/index.html')) ? 'missing' : 'no-build';
  }

  /** Sends an object with its caching headers, compressed or as the byte range asked for. */
  function send(request: IncomingMessage, response: ServerResponse, { key, status, file }: ServedObject) {
    const extension = extname(key);
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(key),
      'Cache-Control': key.startsWith('/assets/') ? immutableAssetCacheControl : revalidateCacheControl,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    };
    if (status === 200 && request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    let body = file.body;
    let sentStatus: number = status;
    const accepted = request.headers['accept-encoding'] ?? '';
    if (compressible.has(extension) && body.length > 512) {
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      if (encoding) {
        body = encode(file, encoding);
        headers['Content-Encoding'] = encoding;
      }
    } else if (!compressible.has(extension)) {
      headers['Accept-Ranges'] = 'bytes';
      const range = status === 200 ? requestedByteRange(request.headers.range, body.length) : undefined;
      if (range === 'unsatisfiable') {
        response.writeHead(416, { ...headers, 'Content-Range': `bytes */${body.length}` });
        response.end();
        return;
      }
      if (range) {
        headers['Content-Range'] = `bytes ${range.start}-${range.end}/${body.length}`;
        body = body.subarray(range.start, range.end + 1);
        sentStatus = 206;
      }
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(sentStatus, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  return async function serveSite(request, response, target) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(response, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const found = await find(target.path);
    if (found === 'malformed') sendText(response, 400, 'Bad Request: malformed percent-encoding in the path.');
    else if (found === 'no-build') sendText(response, 404, 'Not Found (is the site built? run `npm run build`)');
    else if (found === 'missing') sendAccessDenied(request, response);
    else send(request, response, found);
  };
}
