/**
 * The rules the local server reads a request by, as CloudFront, S3 and WAF read
 * it: the request target as a path, the behaviour a path matches, the keys the
 * upload puts in the bucket, a byte range, and a per-address rate limit. The
 * behaviours and the upload are checked against the synthesized distribution.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, unsubscribePageFiles, vitalsSamplingFile } from '@ferrum/shared';
import { createAddressRateLimiter } from '../local/address-rate-limit.ts';
import { requestedByteRange } from '../local/byte-range.ts';
import {
  apiBehaviourPathPatterns,
  behaviourMatchPath,
  isUploadedKey,
  matchesPathPattern,
  notUploadedFolders,
  originOf,
  parseRequestTarget,
} from '../local/cloudfront-routing.ts';
import { viewerRequestCode } from '../lib/page-routing-functions.ts';
import { cloudFrontHandler, resourcesOfType, synthStage, type SynthesizedStage } from './support.ts';

describe('the request target', () => {
  it.each([
    ['//evil.com/company/about', '//evil.com/company/about', ''],
    ['/company/about?utm=1&x=2', '/company/about', 'utm=1&x=2'],
    ['/api/newsletter/unsubscribe?token=a%2Bb', '/api/newsletter/unsubscribe', 'token=a%2Bb'],
    ['/%2e%2e/x', '/%2e%2e/x', ''],
  ])('reads %s as the path %s, never a host', (target, path, query) => {
    const parsed = parseRequestTarget(target);
    expect(parsed?.path).toBe(path);
    expect(parsed?.query.toString()).toBe(query);
  });

  it.each(['http://evil.com/company/about', 'evil.com:443', '*', '', undefined])(
    'refuses the target %s, which is not a path',
    (target) => {
      expect(parseRequestTarget(target)).toBeUndefined();
    },
  );
});

describe('the behaviour a path matches', () => {
  it.each([
    ['//x/api/health', '/x/api/health', 'site'],
    ['//evil.com/company/about', '/evil.com/company/about', 'site'],
    ['/api/health', '/api/health', 'api'],
    ['//api/health', '/api/health', 'api'],
    ['/company/../api/health', '/api/health', 'api'],
    ['/%61pi/chat', '/api/chat', 'api'],
    ['/api%2Fhealth', '/api%2Fhealth', 'site'],
    ['/api', '/api', 'site'],
    ['/API/health', '/API/health', 'site'],
    ['/a/b/..', '/a/', 'site'],
  ] as const)('matches %s as %s: the %s origin', (path, normalized, origin) => {
    expect(behaviourMatchPath(path)).toBe(normalized);
    expect(originOf(path)).toBe(origin);
  });

  it('matches path patterns as CloudFront does: * any run, ? one character, case-sensitive', () => {
    expect(matchesPathPattern('/api/*', '/api/')).toBe(true);
    expect(matchesPathPattern('/api/*', '/api/a/b.c')).toBe(true);
    expect(matchesPathPattern('/api/*', '/apix/a')).toBe(false);
    expect(matchesPathPattern('/img/?.png', '/img/a.png')).toBe(true);
    expect(matchesPathPattern('/img/?.png', '/img/ab.png')).toBe(false);
    expect(matchesPathPattern('/a.b', '/axb')).toBe(false);
  });

  it('sends the reproductions of issue 33 to the not-found page, as the deployed viewer-request function does', () => {
    const viewerRequest = cloudFrontHandler(viewerRequestCode());
    for (const uri of ['//evil.com/company/about', '//x/api/health']) {
      expect(originOf(uri)).toBe('site');
      expect(viewerRequest({ request: { uri } })).toMatchObject({ uri: '/404.html' });
    }
  });
});

describe('the keys the upload puts in the bucket', () => {
  it.each(['/index.html', '/company/about/index.html', '/assets/index-abc.js', '/.well-known/security.txt'])(
    'holds %s',
    (key) => {
      expect(isUploadedKey(key)).toBe(true);
    },
  );

  it.each([
    ...unsubscribePageFiles.map((file) => `/${file}`),
    '/assets/../index.html',
    '/assets//index-abc.js',
    '/./index.html',
    '/assets/',
    'index.html',
  ])('holds nothing under %s', (key) => {
    expect(isUploadedKey(key)).toBe(false);
  });
});

describe('a byte range, as S3 reads it', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=90-', { start: 90, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
  ])('sends %s of 100 bytes as %o', (header, range) => {
    expect(requestedByteRange(header, 100)).toEqual(range);
  });

  it.each([undefined, 'bytes=-', 'bytes=9-3', 'bytes=0-1,5-6', 'bytes=a-b', 'items=0-9', 'bytes 0-9'])(
    'ignores %s: the whole object goes out',
    (header) => {
      expect(requestedByteRange(header, 100)).toBeUndefined();
    },
  );

  it.each([
    ['bytes=100-', 100],
    ['bytes=100-200', 100],
    ['bytes=-0', 100],
    ['bytes=0-', 0],
  ])('cannot satisfy %s of %i bytes (416)', (header, size) => {
    expect(requestedByteRange(header, size)).toBe('unsatisfiable');
  });
});

describe('a per-address rate limit, as WAF counts it', () => {
  it('refuses the requests over the limit until the oldest leaves the window, per address and path prefix', () => {
    let now = 0;
    const limiter = createAddressRateLimiter(
      { pathPrefix: apiRoutes.vitals.path, limit: 3, windowSeconds: 300 },
      () => now,
    );
    const sent = (address: string, path: string = apiRoutes.vitals.path) => limiter.isOverLimit(address, path);

    expect([sent('a'), sent('a'), sent('a'), sent('a')]).toEqual([false, false, false, true]);
    expect(sent('b')).toBe(false);
    expect(sent('a', apiRoutes.health.path)).toBe(false);
    expect(sent('a', apiRoutes.vitals.path.toUpperCase())).toBe(true);
    now = 299_000;
    expect(sent('a')).toBe(true);
    // Every request counts, the refused ones too: the window must pass after the last of them.
    now = 599_999;
    expect(sent('a')).toBe(false);
  });
});

describe('against the synthesized distribution', () => {
  let dev: SynthesizedStage;
  beforeAll(() => {
    dev = synthStage('dev');
  });

  it('has the API behaviours the local server routes to the API', () => {
    const [distribution] = Object.values(resourcesOfType(dev.edgeTemplate, 'AWS::CloudFront::Distribution'));
    const config = distribution!.Properties.DistributionConfig as { CacheBehaviors: { PathPattern: string }[] };
    expect(config.CacheBehaviors.map((behavior) => behavior.PathPattern).sort()).toEqual(
      [...apiBehaviourPathPatterns].sort(),
    );
  });

  it('uploads every built file but the folders the local server holds back', () => {
    const deployments = Object.values(resourcesOfType(dev.edgeTemplate, 'Custom::CDKBucketDeployment')).map(
      ({ Properties }) => Properties as { Include?: string[]; Exclude?: string[]; Prune?: boolean },
    );
    const pages = deployments.filter((deployment) => deployment.Prune !== false);
    expect(pages).toHaveLength(1);
    const uploadedByOthers = new Set(deployments.flatMap((deployment) => deployment.Include ?? []));
    const neverUploaded = (pages[0]!.Exclude ?? []).filter((pattern) => !uploadedByOthers.has(pattern));
    expect(neverUploaded).toEqual(notUploadedFolders.map((folder) => `${folder}*`));
    // The sampling file is the stage's own upload, which the local server answers from its setting.
    expect(uploadedByOthers).toContain(vitalsSamplingFile.path.substring(1));
  });
});
