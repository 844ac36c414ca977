import { describe, expect, it } from 'vitest';
import { allPages } from './pages.ts';
import { knownPageIndex, resolvePageRequest } from './page-routing.ts';

const known = knownPageIndex(allPages().map((page) => page.path));

describe('resolvePageRequest', () => {
  it('serves a known page from its index.html', () => {
    expect(resolvePageRequest('/company/about', known)).toEqual({ uri: '/company/about/index.html', status: 200 });
  });

  it('serves the home page from /index.html', () => {
    expect(resolvePageRequest('/', known)).toEqual({ uri: '/index.html', status: 200 });
  });

  it('accepts a trailing slash on a known page', () => {
    expect(resolvePageRequest('/services/mdr/', known)).toEqual({ uri: '/services/mdr/index.html', status: 200 });
  });

  it('serves a known page whose path holds a dot', () => {
    expect(resolvePageRequest('/blog/tag/industry-4.0', known)).toEqual({
      uri: '/blog/tag/industry-4.0/index.html',
      status: 200,
    });
  });

  it('answers an unknown path with the not-found page and status 404', () => {
    expect(resolvePageRequest('/no/such/page', known)).toEqual({ uri: '/404.html', status: 404 });
    expect(resolvePageRequest('/blog/999', known)).toEqual({ uri: '/404.html', status: 404 });
  });

  it('keeps status 404 when asked for the not-found document itself (viewer-response sees the rewritten uri)', () => {
    expect(resolvePageRequest('/404.html', known)).toEqual({ uri: '/404.html', status: 404 });
  });

  it('passes assets and other files through unchanged', () => {
    expect(resolvePageRequest('/assets/index-abc123.js', known)).toEqual({
      uri: '/assets/index-abc123.js',
      status: 200,
    });
    expect(resolvePageRequest('/robots.txt', known)).toEqual({ uri: '/robots.txt', status: 200 });
  });

  it('passes API requests through unchanged', () => {
    expect(resolvePageRequest('/api/newsletter', known)).toEqual({ uri: '/api/newsletter', status: 200 });
  });

  it('is self-contained, so it can be stringified into a CloudFront Function', () => {
    const rebuilt = new Function(
      `${resolvePageRequest.toString()}; return resolvePageRequest;`,
    )() as typeof resolvePageRequest;
    expect(rebuilt('/company/about', known)).toEqual({ uri: '/company/about/index.html', status: 200 });
    expect(rebuilt('/nope', known)).toEqual({ uri: '/404.html', status: 404 });
  });
});
