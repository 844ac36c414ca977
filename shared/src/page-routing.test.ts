import { describe, expect, it } from 'vitest';
import { allFormResultPaths } from './form-results.ts';
import { allPages, routedPagePaths } from './pages.ts';
import { knownPageIndex, notFoundDocument, notFoundDocuments, resolvePageRequest } from './page-routing.ts';
import { blogFeed, securityTxt } from './published-files.ts';

const known = knownPageIndex(routedPagePaths());

describe('resolvePageRequest', () => {
  it.each([
    ['/', '/index.html'],
    ['/company/about', '/company/about/index.html'],
    ['/services/mdr/', '/services/mdr/index.html'],
    ['/blog', '/blog/index.html'],
    ['/blog/', '/blog/index.html'],
    ['/blog/1', '/blog/1/index.html'],
    ['/blog/category/compliance', '/blog/category/compliance/index.html'],
    ['/blog/tag/industry-4.0', '/blog/tag/industry-4.0/index.html'],
    ['/blog/tag/industry-4.0/', '/blog/tag/industry-4.0/index.html'],
    ['/industries/water', '/industries/water/index.html'],
    ['/company/careers/senior-ot-security-engineer', '/company/careers/senior-ot-security-engineer/index.html'],
    ['/company/careers/account-executive/', '/company/careers/account-executive/index.html'],
    ['/newsletter/subscribed', '/newsletter/subscribed/index.html'],
    ['/company/contact/sent/', '/company/contact/sent/index.html'],
  ])('serves the known page %s from %s with status 200', (uri, file) => {
    expect(resolvePageRequest(uri, known)).toEqual({ uri: file, status: 200 });
  });

  it.each([
    ['/blog/999', notFoundDocuments.blogPost],
    ['/blog/abc', notFoundDocuments.blogPost],
    ['/blog/abc/', notFoundDocuments.blogPost],
    ['/blog/0.5', notFoundDocuments.blogPost],
    ['/blog/category/nope', notFoundDocuments.blogCategory],
    ['/blog/category/Compliance', notFoundDocuments.blogCategory],
    ['/blog/category/nope/', notFoundDocuments.blogCategory],
    ['/blog/tag/nope', notFoundDocuments.blogTag],
    ['/blog/tag/industry-5.0', notFoundDocuments.blogTag],
    ['/blog/tag/nope/', notFoundDocuments.blogTag],
    ['/blog/feed.xml/', notFoundDocuments.blogPost],
    ['/blog/atom.xml', notFoundDocuments.blogPost],
    ['/blog/tag/feed.xml', notFoundDocuments.blogTag],
    ['/industries/atlantis', notFoundDocuments.site],
    ['/company/careers/chief-hacking-officer', notFoundDocuments.site],
    ['/company/careers/chief-hacking-officer/', notFoundDocuments.site],
    ['/company/careers/account-executive/apply', notFoundDocuments.site],
    ['/blog/a/b/c', notFoundDocuments.site],
    ['/blog/category/a/b', notFoundDocuments.site],
    ['/no/such/page', notFoundDocuments.site],
    ['/no/such/page/', notFoundDocuments.site],
    ['/newsletter', notFoundDocuments.site],
    ['/404', notFoundDocuments.site],
  ])('answers the unknown path %s with %s and status 404', (uri, document) => {
    expect(resolvePageRequest(uri, known)).toEqual({ uri: document, status: 404 });
  });

  it.each(Object.values(notFoundDocuments))(
    'answers a direct request for %s with that document and status 404 (viewer-response may see the rewritten uri)',
    (document) => {
      expect(resolvePageRequest(document, known)).toEqual({ uri: document, status: 404 });
    },
  );

  it.each([
    '/assets/index-abc123.js',
    '/robots.txt',
    '/favicon.svg',
    '/speculation-rules.json',
    '/media/hero.webp',
    '/blog/index.html',
    '/company/about/index.html',
  ])('passes the file %s through unchanged with status 200', (uri) => {
    expect(resolvePageRequest(uri, known)).toEqual({ uri, status: 200 });
  });

  it.each([blogFeed.path, securityTxt.path])(
    'serves the published file %s as itself with status 200 (not as a blog or site not-found page)',
    (uri) => {
      expect(resolvePageRequest(uri, known)).toEqual({ uri, status: 200 });
    },
  );

  it.each(['/api', '/api/newsletter', '/api/no-such-route', '/api/chat/'])(
    'passes the API request %s through unchanged',
    (uri) => {
      expect(resolvePageRequest(uri, known)).toEqual({ uri, status: 200 });
    },
  );

  it('keeps notFoundDocument as the site-wide document', () => {
    expect(notFoundDocument).toBe(notFoundDocuments.site);
  });

  it('is self-contained, so it can be stringified into a CloudFront Function', () => {
    const rebuilt = new Function(
      `${resolvePageRequest.toString()}; return resolvePageRequest;`,
    )() as typeof resolvePageRequest;
    for (const uri of [
      '/company/about',
      '/nope',
      '/blog/999',
      '/blog/category/x',
      '/blog/tag/x',
      '/blog/404.html',
      blogFeed.path,
    ]) {
      expect(rebuilt(uri, known)).toEqual(resolvePageRequest(uri, known));
    }
  });
});

describe('routedPagePaths', () => {
  it('holds every page of the table and every form result page, each once', () => {
    const paths = routedPagePaths();
    expect(paths).toEqual(expect.arrayContaining([...allPages().map((page) => page.path), ...allFormResultPaths()]));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps the form result pages out of the page table (and so out of the sitemap)', () => {
    const table = allPages().map((page) => page.path);
    for (const path of allFormResultPaths()) expect(table).not.toContain(path);
  });
});
