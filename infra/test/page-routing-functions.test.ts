import { describe, expect, it } from 'vitest';
import {
  allFormResultPaths,
  knownPageIndex,
  notFoundDocuments,
  pages,
  resolvePageRequest,
  routedPagePaths,
  searchIndexFolder,
} from '@ferrum/shared';
import { htmlInvalidationPaths, viewerRequestCode, viewerResponseCode } from '../lib/page-routing-functions.ts';
import { cloudFrontHandler } from './support.ts';

interface ViewerRequest {
  uri: string;
  method: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
}

function request(uri: string): ViewerRequest {
  return {
    uri,
    method: 'GET',
    querystring: { q: { value: '1' } },
    headers: { host: { value: 'example.cloudfront.net' } },
  };
}

const onViewerRequest = cloudFrontHandler(viewerRequestCode()) as (event: { request: ViewerRequest }) => ViewerRequest;
const onViewerResponse = cloudFrontHandler(viewerResponseCode()) as (event: {
  request: ViewerRequest;
  response: { statusCode: number; statusDescription?: string; headers: Record<string, { value: string }> };
}) => { statusCode: number; statusDescription?: string };

function routed(uri: string): string {
  return onViewerRequest({ request: request(uri) }).uri;
}

function statusFor(uri: string, originStatus = 200): number {
  return onViewerResponse({ request: request(uri), response: { statusCode: originStatus, headers: {} } }).statusCode;
}

describe('viewer-request function', () => {
  it('serves a known page from its prerendered index.html', () => {
    expect(routed('/company/about')).toBe('/company/about/index.html');
    expect(routed('/')).toBe('/index.html');
  });

  it('serves a known page asked for with a trailing slash', () => {
    expect(routed('/company/about/')).toBe('/company/about/index.html');
  });

  it('serves a page whose path holds a dot as a page, not as a file', () => {
    expect(routed('/blog/tag/industry-4.0')).toBe('/blog/tag/industry-4.0/index.html');
  });

  it.each([
    ['/no/such/page', notFoundDocuments.site],
    ['/industries/atlantis', notFoundDocuments.site],
    ['/blog/a/b/c', notFoundDocuments.site],
    ['/blog/999', notFoundDocuments.blogPost],
    ['/blog/abc/', notFoundDocuments.blogPost],
    ['/blog/category/nope', notFoundDocuments.blogCategory],
    ['/blog/tag/nope', notFoundDocuments.blogTag],
    ['/blog/tag/industry-5.0', notFoundDocuments.blogTag],
  ])('serves the unknown path %s from its family not-found document %s', (uri, document) => {
    expect(routed(uri)).toBe(document);
  });

  it('serves the form result pages as pages', () => {
    for (const path of allFormResultPaths()) expect(routed(path)).toBe(`${path}/index.html`);
  });

  it('passes assets and other files through unchanged', () => {
    expect(routed('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(routed('/favicon.svg')).toBe('/favicon.svg');
  });

  it('serves a page asked for with a query (a call to action’s subject) by its path, keeping the query for the page', () => {
    const asked = {
      ...request(pages.contact.path),
      querystring: { subject: { value: 'Choose Plan: Advanced Oversight' } },
    };
    const routedRequest = onViewerRequest({ request: asked });
    expect(routedRequest.uri).toBe(`${pages.contact.path}/index.html`);
    expect(routedRequest.querystring).toEqual(asked.querystring);
  });

  it('passes /api/... through unchanged', () => {
    expect(routed('/api/newsletter')).toBe('/api/newsletter');
  });

  it('keeps the rest of the request (query string, headers)', () => {
    const out = onViewerRequest({ request: request('/company/about') });
    expect(out.querystring).toEqual({ q: { value: '1' } });
    expect(out.headers.host).toEqual({ value: 'example.cloudfront.net' });
  });

  it('routes every routed page exactly as the shared rule does', () => {
    const index = knownPageIndex(routedPagePaths());
    for (const path of routedPagePaths()) {
      expect(routed(path)).toBe(resolvePageRequest(path, index).uri);
      expect(routed(path)).toBe(path === '/' ? '/index.html' : `${path}/index.html`);
    }
  });
});

describe('viewer-response function', () => {
  it('answers 404 for an unknown path, whether CloudFront hands over the original or the rewritten URI', () => {
    expect(statusFor('/no/such/page')).toBe(404);
    expect(statusFor('/blog/999')).toBe(404);
    expect(statusFor('/blog/category/nope')).toBe(404);
    expect(statusFor('/blog/tag/nope')).toBe(404);
    for (const document of Object.values(notFoundDocuments)) expect(statusFor(document), document).toBe(404);
  });

  it('keeps 200 for a known page, original or rewritten URI', () => {
    expect(statusFor('/company/about')).toBe(200);
    expect(statusFor('/company/about/index.html')).toBe(200);
    expect(statusFor('/blog/tag/industry-4.0')).toBe(200);
    expect(statusFor('/newsletter/subscribed')).toBe(200);
  });

  it('keeps 200 for assets and the API', () => {
    expect(statusFor('/assets/index-abc123.js')).toBe(200);
    expect(statusFor('/api/health')).toBe(200);
  });

  it('leaves an origin error as it is', () => {
    expect(statusFor('/no/such/page', 403)).toBe(403);
    expect(statusFor('/company/about', 500)).toBe(500);
  });

  it('says Not Found in the status line of a 404', () => {
    const out = onViewerResponse({ request: request('/nope'), response: { statusCode: 200, headers: {} } });
    expect(out.statusDescription).toBe('Not Found');
  });
});

describe('function code', () => {
  it('is the shared rule, stringified', () => {
    expect(viewerRequestCode()).toContain(resolvePageRequest.toString());
    expect(viewerResponseCode()).toContain(resolvePageRequest.toString());
  });

  it('fits CloudFront Functions (10 KB) and uses no syntax cloudfront-js-2.0 lacks', () => {
    for (const code of [viewerRequestCode(), viewerResponseCode()]) {
      expect(Buffer.byteLength(code)).toBeLessThan(10_240);
      expect(code).not.toMatch(/\?\.|\.\.\.|\bimport\b|\brequire\(|\bexport\b/);
    }
  });
});

describe('HTML invalidation on deploy', () => {
  it('covers every routed page (form results too), every not-found document and the search index, never the hashed assets', () => {
    const paths = htmlInvalidationPaths();
    const covered = (file: string) =>
      paths.some((path) => (path.endsWith('*') ? file.startsWith(path.slice(0, -1)) : file === path));
    expect(paths).toContain('/index.html');
    expect(paths).toContain('/404.html');
    for (const page of routedPagePaths().filter((known) => known !== '/')) {
      expect(covered(`${page}/index.html`), page).toBe(true);
    }
    for (const document of Object.values(notFoundDocuments)) expect(covered(document), document).toBe(true);
    // The site search's entry file names the chunks of the index built with these pages.
    expect(covered(`${searchIndexFolder}/pagefind-entry.json`)).toBe(true);
    expect(paths.some((path) => path.startsWith('/assets'))).toBe(false);
    expect(paths.length).toBeLessThanOrEqual(15);
  });
});
