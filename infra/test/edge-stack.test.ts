import { beforeAll, describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import {
  apiRoutes,
  formBodyLimit,
  forwardedHostHeader,
  viewerAddressHeader,
  hstsMaxAgeSeconds,
  requestBodyLimits,
  immutableAssetCacheControl,
  publishedFileContentTypes,
  revalidateCacheControl,
  securityHeaders,
  siteHeaders,
  speculationRulesMediaType,
  speculationRulesPath,
} from '@ferrum/shared';
import { apiRequestCode } from '../lib/api-request-function.ts';
import { viewerRequestCode, viewerResponseCode } from '../lib/page-routing-functions.ts';
import { apiStageName } from '../lib/api.ts';
import { cloudFrontHandler, resourcesOfType, siteFixture, synthStage, type SynthesizedStage } from './support.ts';

let dev: SynthesizedStage;
let prod: SynthesizedStage;

beforeAll(() => {
  dev = synthStage('dev');
  prod = synthStage('prod');
}, 60_000);

function distributionConfig(stage: SynthesizedStage) {
  const [distribution] = Object.values(resourcesOfType(stage.edgeTemplate, 'AWS::CloudFront::Distribution'));
  return distribution!.Properties.DistributionConfig as Record<string, unknown> & {
    DefaultCacheBehavior: Record<string, unknown>;
    CacheBehaviors: Record<string, unknown>[];
    Origins: Record<string, unknown>[];
  };
}

/** The custom headers of a stage's response headers policy. */
function customHeaders(stage: SynthesizedStage): { Header: string; Value: string; Override: boolean }[] {
  const [policy] = Object.values(resourcesOfType(stage.edgeTemplate, 'AWS::CloudFront::ResponseHeadersPolicy'));
  return (
    policy!.Properties.ResponseHeadersPolicyConfig as {
      CustomHeadersConfig: { Items: { Header: string; Value: string; Override: boolean }[] };
    }
  ).CustomHeadersConfig.Items;
}

function siteBucketLogicalId(stage: SynthesizedStage): string {
  return stage.edge.getLogicalId(stage.edge.site.bucket.node.defaultChild as never);
}

describe('site bucket', () => {
  it('blocks all public access', () => {
    dev.edgeTemplate.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      VersioningConfiguration: { Status: 'Enabled' },
    });
    for (const bucket of Object.values(resourcesOfType(dev.edgeTemplate, 'AWS::S3::Bucket'))) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });

  it('is encrypted and versioned', () => {
    const bucket = dev.edgeTemplate.toJSON().Resources[siteBucketLogicalId(dev)].Properties;
    expect(
      bucket.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm,
    ).toBe('AES256');
    expect(bucket.VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });

  it('refuses requests without TLS and below TLS 1.2', () => {
    dev.edgeTemplate.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: siteBucketLogicalId(dev) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Deny', Condition: { NumericLessThan: { 's3:TlsVersion': 1.2 } } }),
        ]),
      },
    });
  });

  it('lets only this distribution read it (Origin Access Control)', () => {
    dev.edgeTemplate.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: siteBucketLogicalId(dev) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
    dev.edgeTemplate.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
  });

  it('is deleted with a dev stage and retained in prod', () => {
    expect(dev.edgeTemplate.toJSON().Resources[siteBucketLogicalId(dev)].DeletionPolicy).toBe('Delete');
    expect(prod.edgeTemplate.toJSON().Resources[siteBucketLogicalId(prod)].DeletionPolicy).toBe('Retain');
  });
});

describe('distribution', () => {
  it('reaches the bucket through Origin Access Control', () => {
    const s3Origin = distributionConfig(dev).Origins.find((origin) => 'S3OriginConfig' in origin);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    dev.edgeTemplate.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
  });

  it('speaks HTTP/2 and HTTP/3 and redirects pages to HTTPS', () => {
    const config = distributionConfig(dev);
    expect(config.HttpVersion).toBe('http2and3');
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('requires TLS 1.2 from viewers when the stage has its own certificate', () => {
    const withDomain = synthStage('dev', {
      config: {
        domain: {
          names: ['www.ferrumshield.example'],
          certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        },
      },
    });
    expect(distributionConfig(withDomain).ViewerCertificate).toMatchObject({
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(distributionConfig(withDomain).Aliases).toEqual(['www.ferrumshield.example']);
  });

  it('refuses a build that lacks a not-found document the routing rule points at', () => {
    expect(() => synthStage('dev', { siteSource: siteFixture({ without: ['blog/tag/404.html'] }) })).toThrow(
      /missing blog\/tag\/404\.html/,
    );
  });

  it('routes pages with the shared-rule CloudFront functions on viewer request and response', () => {
    const functions = resourcesOfType(dev.edgeTemplate, 'AWS::CloudFront::Function');
    const codes = Object.values(functions).map((fn) => fn.Properties.FunctionCode);
    expect(codes).toContain(viewerRequestCode());
    expect(codes).toContain(viewerResponseCode());
    for (const fn of Object.values(functions))
      expect((fn.Properties.FunctionConfig as { Runtime: string }).Runtime).toBe('cloudfront-js-2.0');
    const eventTypes = (
      distributionConfig(dev).DefaultCacheBehavior.FunctionAssociations as { EventType: string }[]
    ).map((a) => a.EventType);
    expect(eventTypes.sort()).toEqual(['viewer-request', 'viewer-response']);
  });

  it('has no distribution-wide error responses (they would turn API errors into HTML)', () => {
    expect(distributionConfig(dev).CustomErrorResponses).toBeUndefined();
  });

  it('sends /api/* to the API stage, never cached, with every method, body, query and header but Host', () => {
    const api = distributionConfig(dev).CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
    });
    const apiOrigin = distributionConfig(dev).Origins.find((origin) => origin.Id === api?.TargetOriginId);
    expect(apiOrigin).toMatchObject({
      OriginPath: `/${apiStageName}`,
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only' },
    });
  });

  it('passes the viewer Host and address to the API with a viewer-request function on /api/*', () => {
    const api = distributionConfig(dev).CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    const associations = api?.FunctionAssociations as { EventType: string; FunctionARN: { 'Fn::GetAtt': string[] } }[];
    expect(associations.map((association) => association.EventType)).toEqual(['viewer-request']);
    const fn = dev.edgeTemplate.toJSON().Resources[associations[0]!.FunctionARN['Fn::GetAtt'][0]!].Properties;
    expect(fn.FunctionCode).toBe(apiRequestCode());
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
  });

  it('logs requests to the log bucket', () => {
    expect(distributionConfig(dev).Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });
});

describe('API viewer-request function', () => {
  type Headers = Record<string, { value: string }>;
  const viewer = { ip: '198.51.100.7' };
  const onApiRequest = cloudFrontHandler(apiRequestCode()) as (event: {
    viewer: { ip: string };
    request: { uri: string; headers: Headers };
  }) => { uri: string; headers: Headers };
  const forwardedHost = (headers: Headers) =>
    onApiRequest({ viewer, request: { uri: '/api/contact', headers } }).headers[forwardedHostHeader];
  const viewerAddress = (headers: Headers) =>
    onApiRequest({ viewer, request: { uri: '/api/contact', headers } }).headers[viewerAddressHeader];

  it('sets x-forwarded-host to the host the viewer asked for', () => {
    expect(forwardedHostHeader).toBe('x-forwarded-host');
    expect(forwardedHost({ host: { value: 'www.ferrumshield.example' } })).toEqual({
      value: 'www.ferrumshield.example',
    });
  });

  it('replaces an x-forwarded-host the viewer sent', () => {
    expect(
      forwardedHost({ host: { value: 'www.ferrumshield.example' }, 'x-forwarded-host': { value: 'evil.example' } }),
    ).toEqual({ value: 'www.ferrumshield.example' });
  });

  it('drops a viewer-sent x-forwarded-host when there is no Host to replace it with', () => {
    expect(forwardedHost({ 'x-forwarded-host': { value: 'evil.example' } })).toBeUndefined();
  });

  it('sets x-viewer-address to the address CloudFront saw, for the API web ACL rate limit', () => {
    expect(viewerAddressHeader).toBe('x-viewer-address');
    expect(viewerAddress({ host: { value: 'www.ferrumshield.example' } })).toEqual({ value: viewer.ip });
  });

  it('replaces an x-viewer-address the viewer sent, so nobody can pick whose budget they spend', () => {
    expect(viewerAddress({ 'x-viewer-address': { value: '203.0.113.9' } })).toEqual({ value: viewer.ip });
  });

  it('keeps the rest of the request', () => {
    const out = onApiRequest({
      viewer,
      request: {
        uri: '/api/contact',
        headers: { host: { value: 'a.example' }, origin: { value: 'https://a.example' } },
      },
    });
    expect(out.uri).toBe('/api/contact');
    expect(out.headers.origin).toEqual({ value: 'https://a.example' });
  });

  it('fits CloudFront Functions and uses no syntax cloudfront-js-2.0 lacks', () => {
    expect(Buffer.byteLength(apiRequestCode())).toBeLessThan(10_240);
    expect(apiRequestCode()).not.toMatch(/\?\.|\.\.\.|\bimport\b|\brequire\(|\bexport\b|=>/);
  });
});

describe('security headers', () => {
  it('come from the shared definition: CSP, HSTS two years with preload, nosniff, frame DENY, referrer policy', () => {
    dev.edgeTemplate.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: securityHeaders['Content-Security-Policy'], Override: true },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: hstsMaxAgeSeconds,
            IncludeSubdomains: true,
            Preload: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: securityHeaders['Referrer-Policy'], Override: true },
        },
      },
    });
    expect(securityHeaders['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('send every other shared header (Permissions-Policy, COOP, CORP) as a custom header', () => {
    const [policy] = Object.values(resourcesOfType(dev.edgeTemplate, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const custom = (
      policy!.Properties.ResponseHeadersPolicyConfig as {
        CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
      }
    ).CustomHeadersConfig.Items;
    for (const header of [
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
    ] as const) {
      expect(custom).toContainEqual({ Header: header, Value: securityHeaders[header], Override: true });
    }
  });

  it('point browsers at the speculation rules with a Speculation-Rules custom header', () => {
    const [policy] = Object.values(resourcesOfType(dev.edgeTemplate, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const custom = (
      policy!.Properties.ResponseHeadersPolicyConfig as {
        CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
      }
    ).CustomHeadersConfig.Items;
    expect(siteHeaders['Speculation-Rules']).toBe(`"${speculationRulesPath}"`);
    expect(custom).toContainEqual({ Header: 'Speculation-Rules', Value: '"/speculation-rules.json"', Override: true });
  });

  it('let production be indexed: no X-Robots-Tag in prod’s policy', () => {
    const headerNames = customHeaders(prod).map((header) => header.Header.toLowerCase());
    expect(headerNames).not.toContain('x-robots-tag');
    expect(headerNames).toContain('speculation-rules');
  });

  it('keep every other stage out of search results: X-Robots-Tag: noindex, overriding the origin, in dev’s policy', () => {
    expect(customHeaders(dev)).toContainEqual({ Header: 'X-Robots-Tag', Value: 'noindex', Override: true });
  });

  it('apply to pages and to the API', () => {
    const config = distributionConfig(dev);
    const policyId = config.DefaultCacheBehavior.ResponseHeadersPolicyId;
    expect(policyId).toBeDefined();
    expect(
      config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*')?.ResponseHeadersPolicyId,
    ).toEqual(policyId);
  });
});

describe('site upload', () => {
  it('caches hashed assets for a year and revalidates everything else, invalidating only HTML', () => {
    const deployments = Object.values(resourcesOfType(dev.edgeTemplate, 'Custom::CDKBucketDeployment')).map(
      (d) => d.Properties,
    );
    const assets = deployments.find((d) => JSON.stringify(d.Include) === '["assets/*"]');
    const pages = deployments.find((d) => (d.Exclude as string[] | undefined)?.includes('assets/*'));
    expect(assets).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': immutableAssetCacheControl } });
    expect(assets?.DistributionPaths).toBeUndefined();
    expect(pages).toMatchObject({ Prune: true, SystemMetadata: { 'cache-control': revalidateCacheControl } });
    expect(pages?.DistributionPaths).toEqual(expect.arrayContaining(['/index.html', '/404.html', '/company/*']));
    expect((pages?.DistributionPaths as string[]).some((path) => path.startsWith('/assets') || path === '/*')).toBe(
      false,
    );
  });

  it('uploads the speculation rules with their media type, and no deployment prunes the files of another', () => {
    const deployments = Object.values(resourcesOfType(dev.edgeTemplate, 'Custom::CDKBucketDeployment')).map(
      (d) => d.Properties,
    );
    const rulesFile = speculationRulesPath.substring(1);
    const rules = deployments.filter((d) => (d.Include as string[] | undefined)?.includes(rulesFile));
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      Exclude: ['*'],
      Include: [rulesFile],
      Prune: false,
      SystemMetadata: { 'content-type': speculationRulesMediaType, 'cache-control': revalidateCacheControl },
    });
    // A pruning deployment deletes what it neither uploads nor excludes.
    for (const pruning of deployments.filter((d) => d.Prune !== false)) {
      expect(pruning.Exclude).toEqual(expect.arrayContaining(['assets/*', rulesFile]));
    }
  });

  it('uploads the blog feed and security.txt with the Content-Type their standards ask for, revalidated', () => {
    const deployments = Object.values(resourcesOfType(dev.edgeTemplate, 'Custom::CDKBucketDeployment')).map(
      (d) => d.Properties,
    );
    expect(publishedFileContentTypes).toMatchObject({
      '/blog/feed.xml': 'application/rss+xml; charset=utf-8',
      '/.well-known/security.txt': 'text/plain; charset=utf-8',
    });
    for (const [path, contentType] of Object.entries(publishedFileContentTypes)) {
      const file = path.substring(1);
      const own = deployments.filter((d) => (d.Include as string[] | undefined)?.includes(file));
      expect(own, file).toHaveLength(1);
      expect(own[0]).toMatchObject({
        Exclude: ['*'],
        Include: [file],
        Prune: false,
        SystemMetadata: { 'content-type': contentType, 'cache-control': revalidateCacheControl },
      });
      for (const pruning of deployments.filter((d) => d.Prune !== false)) expect(pruning.Exclude).toContain(file);
    }
  });

  it('never keeps pages out of the back/forward cache (no-cache, never no-store)', () => {
    const deployments = Object.values(resourcesOfType(dev.edgeTemplate, 'Custom::CDKBucketDeployment'));
    for (const deployment of deployments) {
      const metadata = deployment.Properties.SystemMetadata as Record<string, string>;
      expect(metadata['cache-control']).not.toMatch(/no-store/);
    }
    expect(revalidateCacheControl).toBe('no-cache');
  });
});

describe('WAF', () => {
  it('lives in us-east-1 with the edge stack, scoped to CloudFront, and guards the distribution', () => {
    expect(dev.edge.region).toBe('us-east-1');
    dev.edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const [aclId] = Object.keys(resourcesOfType(dev.edgeTemplate, 'AWS::WAFv2::WebACL'));
    expect(distributionConfig(dev).WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('runs the AWS managed common, known-bad-inputs and IP reputation rules', () => {
    const [acl] = Object.values(resourcesOfType(dev.edgeTemplate, 'AWS::WAFv2::WebACL'));
    const managed = (
      acl!.Properties.Rules as { Statement: { ManagedRuleGroupStatement?: { Name: string; VendorName: string } } }[]
    )
      .map((rule) => rule.Statement.ManagedRuleGroupStatement?.Name)
      .filter(Boolean);
    expect(managed).toEqual(
      expect.arrayContaining([
        'AWSManagedRulesCommonRuleSet',
        'AWSManagedRulesKnownBadInputsRuleSet',
        'AWSManagedRulesAmazonIpReputationList',
      ]),
    );
  });

  it('rate-limits /api/* per IP, and /api/chat more tightly, from the stage config', () => {
    const rules = Object.fromEntries(
      (
        Object.values(resourcesOfType(prod.edgeTemplate, 'AWS::WAFv2::WebACL'))[0]!.Properties.Rules as {
          Name: string;
          Statement: Record<string, unknown>;
        }[]
      ).map((rule) => [rule.Name, rule]),
    );
    const rate = (name: string) =>
      rules[name]?.Statement.RateBasedStatement as {
        Limit: number;
        AggregateKeyType: string;
        ScopeDownStatement: unknown;
      };
    expect(rate('ApiRateLimit')).toMatchObject({
      Limit: 600,
      AggregateKeyType: 'IP',
      ScopeDownStatement: { ByteMatchStatement: { SearchString: '/api/', PositionalConstraint: 'STARTS_WITH' } },
    });
    expect(rate('ChatRateLimit')).toMatchObject({
      Limit: 100,
      ScopeDownStatement: { ByteMatchStatement: { SearchString: '/api/chat', PositionalConstraint: 'STARTS_WITH' } },
    });
    expect(rate('ChatRateLimit').Limit).toBeLessThan(rate('ApiRateLimit').Limit);
  });

  it('blocks form bodies over their form-encoded limits, capped at what WAF inspects, and leaves chat to the handler', () => {
    const [acl] = Object.values(resourcesOfType(dev.edgeTemplate, 'AWS::WAFv2::WebACL'));
    expect(acl!.Properties.AssociationConfig).toEqual({
      RequestBody: { CLOUDFRONT: { DefaultSizeInspectionLimit: 'KB_64' } },
    });
    interface SizeRuleStatements {
      ByteMatchStatement: { SearchString: string };
      SizeConstraintStatement: { FieldToMatch: unknown; Size: number };
    }
    const rules = acl!.Properties.Rules as {
      Name: string;
      Action?: unknown;
      Statement: { AndStatement?: { Statements: SizeRuleStatements[] } };
    }[];
    const sizeRules = rules.filter((rule) => rule.Name.startsWith('BodySizeLimit-'));
    const limits = Object.fromEntries(
      sizeRules.map((rule) => {
        const [path, size] = rule.Statement.AndStatement!.Statements;
        expect(rule.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 413 } } });
        expect(size!.SizeConstraintStatement.FieldToMatch).toEqual({ Body: { OversizeHandling: 'MATCH' } });
        return [path!.ByteMatchStatement.SearchString, size!.SizeConstraintStatement.Size];
      }),
    );
    // A no-JavaScript form post is form-encoded: up to three times the JSON limit, which WAF must let through.
    expect(limits).toEqual({
      [apiRoutes.newsletter.path]: formBodyLimit('newsletter'),
      [apiRoutes.contact.path]: 65_536,
      [apiRoutes.jobApplications.path]: 65_536,
      [apiRoutes.unsubscribe.path]: requestBodyLimits.unsubscribe,
      [apiRoutes.vitals.path]: requestBodyLimits.vitals,
    });
    expect(formBodyLimit('newsletter')).toBe(3 * requestBodyLimits.newsletter);
    expect(formBodyLimit('contact')).toBeGreaterThan(65_536);
    expect(formBodyLimit('jobApplications')).toBeGreaterThan(65_536);
    expect(requestBodyLimits.chat).toBeGreaterThan(65_536);
    // The common rule set's 8 KB body rule would block valid forms: it only counts.
    expect(JSON.stringify(rules)).toContain('{"ActionToUse":{"Count":{}},"Name":"SizeRestrictions_BODY"}');
  });
});

describe('edge operations', () => {
  it('alarms on the site 5xx rate', () => {
    dev.edgeTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      AlarmActions: Match.anyValue(),
    });
  });

  it('outputs the site URL, the API URL on the site and the distribution id', () => {
    const outputs = Object.keys(dev.edgeTemplate.toJSON().Outputs);
    expect(outputs).toEqual(expect.arrayContaining(['SiteUrl', 'SiteApiUrl', 'DistributionId', 'SiteBucketName']));
  });

  it('tags the stack (and so every resource) with the stage', () => {
    expect(dev.edge.tags.tagValues()).toMatchObject({ stage: 'dev', project: 'ferrum-shield' });
    expect(prod.edge.tags.tagValues()).toMatchObject({ stage: 'prod' });
  });
});
