/**
 * A small simulated AWS for the origin-secret rotation: a secret with staged
 * versions (Secrets Manager), the API's regional web ACL (WAF), distributions
 * in front of the API that take a while to deploy (CloudFront), and a `fetch`
 * that answers as the front door would. The real adapters talk to it through
 * aws-sdk-client-mock.
 */
import {
  CloudFrontClient,
  GetDistributionCommand,
  GetDistributionConfigCommand,
  ListDistributionsCommand,
  UpdateDistributionCommand,
  type DistributionConfig,
} from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import {
  GetWebACLCommand,
  UpdateWebACLCommand,
  WAFInvalidParameterException,
  WAFOptimisticLockException,
  WAFV2Client,
  type Rule,
  type WebACL,
} from '@aws-sdk/client-wafv2';
import { mockClient } from 'aws-sdk-client-mock';
import {
  apiRoutes,
  originVerifyHeader,
  originVerifyRuleName,
  viewerAddressHeader,
  viewerRateLimitRuleName,
} from '@ferrum/shared';

export const secretId = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:OriginSecret-abc123';
export const apiDomainName = 'a1b2c3d4e5.execute-api.eu-west-1.amazonaws.com';
export const apiStageName = 'live';
export const webAcl = { name: 'dev-ferrum-api-origin', id: 'acl-1' };
export const initialValue = 'InitialValue0000000000000000000000000000000000000';
export const siteBucketDomain = 'dev-site.s3.us-east-1.amazonaws.com';

const notFound = () => new ResourceNotFoundException({ message: 'not found', $metadata: {} });
const clone = <T>(value: T): T => structuredClone(value);

interface SimulatedDistribution {
  id: string;
  domainName: string;
  config: DistributionConfig;
  etag: number;
  /** Status polls left before it reports Deployed. */
  pollsUntilDeployed: number;
  /** The header value its edges send (the configured one only once deployed). */
  edgeValue: string;
}

/** The simulated account; `install()` routes the SDK clients to it, `restore()` undoes that. */
export class SimulatedFrontDoor {
  readonly secretsMock = mockClient(SecretsManagerClient);
  readonly wafMock = mockClient(WAFV2Client);
  readonly cloudFrontMock = mockClient(CloudFrontClient);

  versions = new Map<string, { value: string | undefined; stages: string[] }>();
  rotationEnabled = true;
  acl!: WebACL;
  lockToken = 1;
  distributions: SimulatedDistribution[] = [];
  /** Status polls a distribution needs after an update before it reports Deployed. */
  deploymentPolls = 2;
  /** When false, the web ACL ignores updates (a WAF that never applies them). */
  wafApplies = true;
  /** When false, the web ACL lets everything through (a missing association). */
  wafAssociated = true;
  randomValues = 0;
  /** Every request through a distribution that the API refused. */
  refusedThroughDistributions: string[] = [];
  /** Requests that fail before an answer (a timeout), from the next one on. */
  failingRequests = 0;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.secretsMock.reset();
    this.wafMock.reset();
    this.cloudFrontMock.reset();
    this.versions = new Map([['v0', { value: initialValue, stages: ['AWSCURRENT'] }]]);
    this.rotationEnabled = true;
    this.lockToken = 1;
    this.deploymentPolls = 2;
    this.wafApplies = true;
    this.wafAssociated = true;
    this.randomValues = 0;
    this.refusedThroughDistributions = [];
    this.failingRequests = 0;
    this.acl = {
      Name: webAcl.name,
      Id: webAcl.id,
      ARN: `arn:aws:wafv2:eu-west-1:123456789012:regional/webacl/${webAcl.name}/${webAcl.id}`,
      DefaultAction: { Block: {} },
      Description: 'Only CloudFront reaches the API.',
      VisibilityConfig: { SampledRequestsEnabled: true, CloudWatchMetricsEnabled: true, MetricName: webAcl.name },
      Rules: [
        // As the CDK app writes it: the per-visitor rate limit first, then the allow rule the rotation rewrites.
        {
          Name: viewerRateLimitRuleName,
          Priority: 0,
          Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
          Statement: {
            RateBasedStatement: {
              Limit: 600,
              EvaluationWindowSec: 300,
              AggregateKeyType: 'FORWARDED_IP',
              ForwardedIPConfig: { HeaderName: viewerAddressHeader, FallbackBehavior: 'MATCH' },
            },
          },
          VisibilityConfig: { SampledRequestsEnabled: true, CloudWatchMetricsEnabled: true, MetricName: 'Rate' },
        },
        {
          Name: originVerifyRuleName,
          Priority: 1,
          Action: { Allow: {} },
          Statement: {
            ByteMatchStatement: {
              FieldToMatch: { SingleHeader: { Name: originVerifyHeader } },
              PositionalConstraint: 'EXACTLY',
              SearchString: new TextEncoder().encode(initialValue),
              TextTransformations: [{ Priority: 0, Type: 'NONE' }],
            },
          },
          VisibilityConfig: { SampledRequestsEnabled: true, CloudWatchMetricsEnabled: true, MetricName: 'From' },
        },
      ],
    };
    this.distributions = [this.distribution('E1', 'd111.cloudfront.net')];
    this.install();
  }

  /** A distribution with the site bucket and the API as origins, deployed, sending the initial value. */
  distribution(id: string, domainName: string): SimulatedDistribution {
    return {
      id,
      domainName,
      etag: 1,
      pollsUntilDeployed: 0,
      edgeValue: initialValue,
      config: {
        CallerReference: id,
        Comment: 'Ferrum Shield site (dev)',
        Enabled: true,
        DefaultCacheBehavior: undefined,
        Origins: {
          Quantity: 2,
          Items: [
            { Id: 'site', DomainName: siteBucketDomain, OriginPath: '' },
            {
              Id: 'api',
              DomainName: apiDomainName,
              OriginPath: `/${apiStageName}`,
              CustomHeaders: {
                Quantity: 2,
                Items: [
                  { HeaderName: 'x-other', HeaderValue: 'kept' },
                  { HeaderName: originVerifyHeader, HeaderValue: initialValue },
                ],
              },
            },
          ],
        },
      },
    };
  }

  /** What RotateSecret does before the first step: stages an empty version `token` as AWSPENDING. */
  startRotation(token: string): void {
    this.versions.set(token, { value: undefined, stages: ['AWSPENDING'] });
  }

  /** The value labelled `stage`. */
  valueAt(stage: 'AWSCURRENT' | 'AWSPREVIOUS' | 'AWSPENDING'): string | undefined {
    return [...this.versions.values()].find(({ stages }) => stages.includes(stage))?.value;
  }

  /** The values the web ACL lets through. */
  accepted(): string[] {
    const rule = this.acl.Rules!.find((candidate) => candidate.Name === originVerifyRuleName)!;
    const statements = rule.Statement!.OrStatement?.Statements ?? [rule.Statement!];
    return statements.map((statement) => new TextDecoder().decode(statement.ByteMatchStatement!.SearchString));
  }

  /** The configured origin header of each API origin of distribution `id`. */
  configuredValues(id: string): string[] {
    const distribution = this.distributions.find((candidate) => candidate.id === id)!;
    return distribution.config
      .Origins!.Items!.filter((origin) => origin.DomainName === apiDomainName)
      .map((origin) => origin.CustomHeaders!.Items!.find((h) => h.HeaderName === originVerifyHeader)!.HeaderValue!);
  }

  /** What a later CloudFormation deploy does: writes `value` into every distribution's API origin, deployed at once. */
  redeployDistributions(value: string): void {
    for (const distribution of this.distributions) {
      for (const origin of distribution.config.Origins!.Items!) {
        if (origin.DomainName !== apiDomainName) continue;
        origin.CustomHeaders!.Items = origin.CustomHeaders!.Items!.map((header) =>
          header.HeaderName === originVerifyHeader ? { ...header, HeaderValue: value } : header,
        );
      }
      distribution.edgeValue = value;
      distribution.etag++;
    }
  }

  /** A `fetch` that answers `GET /api/health` as the web ACL in front of the API would. */
  readonly fetch: typeof fetch = async (input, init) => {
    if (this.failingRequests > 0) {
      this.failingRequests--;
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    }
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const through = this.distributions.find((distribution) => distribution.domainName === url.hostname);
    let value: string | null;
    if (through) {
      if (url.pathname !== apiRoutes.health.path) return new Response('not found', { status: 404 });
      value = through.edgeValue;
    } else {
      if (url.hostname !== apiDomainName || url.pathname !== `/${apiStageName}${apiRoutes.health.path}`) {
        return new Response('not found', { status: 404 });
      }
      value = headers.get(originVerifyHeader);
    }
    const allowed = !this.wafAssociated || (value !== null && this.accepted().includes(value));
    if (!allowed && through) this.refusedThroughDistributions.push(through.id);
    return allowed ? Response.json({ status: 'ok' }) : new Response('Forbidden', { status: 403 });
  };

  private install(): void {
    const findVersion = (versionId: string | undefined, stage: string | undefined) => {
      if (versionId) {
        const version = this.versions.get(versionId);
        return version && (!stage || version.stages.includes(stage)) ? version : undefined;
      }
      return [...this.versions.values()].find(({ stages }) => stages.includes(stage ?? 'AWSCURRENT'));
    };
    this.secretsMock.on(DescribeSecretCommand).callsFake(() => ({
      RotationEnabled: this.rotationEnabled,
      VersionIdsToStages: Object.fromEntries([...this.versions].map(([id, { stages }]) => [id, [...stages]])),
    }));
    this.secretsMock.on(GetSecretValueCommand).callsFake((input: { VersionId?: string; VersionStage?: string }) => {
      const version = findVersion(input.VersionId, input.VersionStage);
      if (version?.value === undefined) throw notFound();
      return { SecretString: version.value };
    });
    this.secretsMock.on(GetRandomPasswordCommand).callsFake(() => ({
      RandomPassword: `Rotated${++this.randomValues}`.padEnd(48, 'x'),
    }));
    this.secretsMock
      .on(PutSecretValueCommand)
      .callsFake((input: { ClientRequestToken: string; SecretString: string; VersionStages: string[] }) => {
        // Pending versions are created empty by RotateSecret; putting the value fills it.
        this.versions.set(input.ClientRequestToken, { value: input.SecretString, stages: input.VersionStages });
        return {};
      });
    this.secretsMock
      .on(UpdateSecretVersionStageCommand)
      .callsFake((input: { MoveToVersionId: string; RemoveFromVersionId?: string }) => {
        const from = this.versions.get(input.RemoveFromVersionId ?? '');
        if (!from?.stages.includes('AWSCURRENT')) {
          throw new Error('RemoveFromVersionId must name the current version');
        }
        for (const version of this.versions.values()) {
          version.stages = version.stages.filter((stage) => stage !== 'AWSPREVIOUS');
        }
        from.stages = [...from.stages.filter((stage) => stage !== 'AWSCURRENT'), 'AWSPREVIOUS'];
        const to = this.versions.get(input.MoveToVersionId)!;
        to.stages = [...to.stages.filter((stage) => stage !== 'AWSPENDING'), 'AWSCURRENT'];
        return {};
      });

    this.wafMock.on(GetWebACLCommand).callsFake(() => ({ WebACL: clone(this.acl), LockToken: String(this.lockToken) }));
    this.wafMock.on(UpdateWebACLCommand).callsFake((input: { LockToken: string; Rules: Rule[] } & WebACL) => {
      if (input.LockToken !== String(this.lockToken)) {
        throw new WAFOptimisticLockException({ message: 'stale lock token', $metadata: {} });
      }
      if (!input.DefaultAction || !input.VisibilityConfig) {
        throw new WAFInvalidParameterException({ message: 'missing field', $metadata: {} });
      }
      this.lockToken++;
      if (this.wafApplies) {
        const { LockToken: _token, Scope: _scope, ...acl } = input as typeof input & { Scope: string };
        this.acl = { ...this.acl, ...clone(acl) };
      }
      return { NextLockToken: String(this.lockToken) };
    });

    this.cloudFrontMock.on(ListDistributionsCommand).callsFake(() => ({
      DistributionList: {
        IsTruncated: false,
        Quantity: this.distributions.length,
        Items: this.distributions.map((distribution) => ({
          Id: distribution.id,
          DomainName: distribution.domainName,
          Status: distribution.pollsUntilDeployed > 0 ? 'InProgress' : 'Deployed',
          Origins: clone(distribution.config.Origins),
        })),
      },
    }));
    const byId = (id: string) => {
      const distribution = this.distributions.find((candidate) => candidate.id === id);
      if (!distribution) throw new Error(`no distribution ${id}`);
      return distribution;
    };
    this.cloudFrontMock.on(GetDistributionConfigCommand).callsFake((input: { Id: string }) => {
      const distribution = byId(input.Id);
      return { DistributionConfig: clone(distribution.config), ETag: String(distribution.etag) };
    });
    this.cloudFrontMock
      .on(UpdateDistributionCommand)
      .callsFake((input: { Id: string; IfMatch: string; DistributionConfig: DistributionConfig }) => {
        const distribution = byId(input.Id);
        if (input.IfMatch !== String(distribution.etag)) throw new Error('PreconditionFailed');
        distribution.config = clone(input.DistributionConfig);
        distribution.etag++;
        distribution.pollsUntilDeployed = this.deploymentPolls;
        return { ETag: String(distribution.etag) };
      });
    this.cloudFrontMock.on(GetDistributionCommand).callsFake((input: { Id: string }) => {
      const distribution = byId(input.Id);
      if (distribution.pollsUntilDeployed > 0 && --distribution.pollsUntilDeployed === 0) {
        distribution.edgeValue = this.configuredValues(distribution.id)[0]!;
      }
      return {
        Distribution: { Id: distribution.id, Status: distribution.pollsUntilDeployed > 0 ? 'InProgress' : 'Deployed' },
      };
    });
  }

  restore(): void {
    this.secretsMock.restore();
    this.wafMock.restore();
    this.cloudFrontMock.restore();
  }
}
