/**
 * Serves the built site as CloudFront + S3 will: the shared routing rule picks
 * the file and status, hashed assets are cached for a year, HTML revalidates,
 * the published files (speculation rules, feed, security.txt) carry their own
 * media type, and text is compressed
 * (brotli, else gzip).
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

export type RequestListener = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;

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

/**
 * A request listener for the site in `siteDir`.
 * @param knownPages the prerendered pages, as `resolvePageRequest` expects them
 */
export function createStaticSite(siteDir: string, knownPages: Record<string, 1>): RequestListener {
  const root = normalize(siteDir + sep);
  // Files are immutable while the server runs (a rebuild restarts it), so cache them with their encodings.
  const cache = new Map<string, LoadedFile>();

  /** The file at a decoded path, undefined when there is none (or the path leaves the site). */
  async function load(path: string): Promise<LoadedFile | undefined> {
    const file = normalize(join(root, path));
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

  return async function serveSite(request, response, url) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(response, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const resolution = resolvePageRequest(url.pathname, knownPages);
    let path = decodePath(resolution.uri);
    if (path === undefined) {
      // No file can have such a name: say so, instead of a 500 from decodeURIComponent.
      sendText(response, 400, 'Bad Request: malformed percent-encoding in the path.');
      return;
    }
    let status: number = resolution.status;
    let file = await load(path);
    if (!file) {
      // A missing asset or file, or a family's not-found document the build lacks, answers like an unknown page.
      path = notFoundDocument;
      status = 404;
      file = await load(path);
      if (!file) {
        sendText(response, 404, 'Not Found (is the site built? run `npm run build`)');
        return;
      }
    }
    const extension = extname(path);
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(path),
      'Cache-Control': path.startsWith('/assets/') ? immutableAssetCacheControl : revalidateCacheControl,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    };
    if (status === 200 && request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    let body = file.body;
    const accepted = request.headers['accept-encoding'] ?? '';
    if (compressible.has(extension) && body.length > 512) {
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      if (encoding) {
        body = encode(file, encoding);
        headers['Content-Encoding'] = encoding;
      }
    } else if (!compressible.has(extension)) {
      headers['Accept-Ranges'] = 'bytes';
      const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ''));
      if (range && status === 200) {
        const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
        const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
        if (start > end || start >= body.length) {
          response.writeHead(416, { ...headers, 'Content-Range': `bytes */${body.length}` });
          response.end();
          return;
        }
        headers['Content-Range'] = `bytes ${start}-${end}/${body.length}`;
        body = body.subarray(start, end + 1);
        status = 206;
      }
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
