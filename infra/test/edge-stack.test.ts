import { beforeAll, describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import {
  apiRoutes,
  hstsMaxAgeSeconds,
  requestBodyLimits,
  immutableAssetCacheControl,
  revalidateCacheControl,
  securityHeaders,
} from '@ferrum/shared';
import { viewerRequestCode, viewerResponseCode } from '../lib/page-routing-functions.ts';
import { apiStageName } from '../lib/api.ts';
import { resourcesOfType, synthStage, type SynthesizedStage } from './support.ts';

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
    expect(api?.FunctionAssociations).toBeUndefined();
    const apiOrigin = distributionConfig(dev).Origins.find((origin) => origin.Id === api?.TargetOriginId);
    expect(apiOrigin).toMatchObject({
      OriginPath: `/${apiStageName}`,
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only' },
    });
  });

  it('logs requests to the log bucket', () => {
    expect(distributionConfig(dev).Logging).toMatchObject({ Prefix: 'cloudfront/' });
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
    const pages = deployments.find((d) => JSON.stringify(d.Exclude) === '["assets/*"]');
    expect(assets).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': immutableAssetCacheControl } });
    expect(assets?.DistributionPaths).toBeUndefined();
    expect(pages).toMatchObject({ Prune: true, SystemMetadata: { 'cache-control': revalidateCacheControl } });
    expect(pages?.DistributionPaths).toEqual(expect.arrayContaining(['/index.html', '/404.html', '/company/*']));
    expect((pages?.DistributionPaths as string[]).some((path) => path.startsWith('/assets') || path === '/*')).toBe(
      false,
    );
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

  it('blocks form bodies over the shared request body limits, and leaves the larger chat limit to the handler', () => {
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
    expect(limits).toEqual({
      [apiRoutes.newsletter.path]: requestBodyLimits.newsletter,
      [apiRoutes.contact.path]: requestBodyLimits.contact,
      [apiRoutes.jobApplications.path]: requestBodyLimits.jobApplications,
    });
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
