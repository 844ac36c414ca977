/**
 * The site: a private bucket behind CloudFront (Origin Access Control), page
 * routing by CloudFront Functions built from the shared rule, the shared
 * security headers, the API under `/api/*`, and the built site uploaded with
 * the right caching.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import {
  apiPagesFolder,
  apiRoutes,
  immutableAssetCacheControl,
  notFoundDocuments,
  originVerifyHeader,
  publishedFileContentTypes,
  revalidateCacheControl,
  securityTxt,
  siteHeadersFor,
  unsubscribePageFiles,
  vitalsSamplingFile,
  type VitalsSampling,
} from '@ferrum/shared';
import type { ApiOrigin } from './api.ts';
import { originHeaderValue } from './api-front-door.ts';
import { apiRequestCode } from './api-request-function.ts';
import { nagEnvironment } from './nag.ts';
import { htmlInvalidationPaths, viewerRequestCode, viewerResponseCode } from './page-routing-functions.ts';
import { responseHeadersBehaviors } from './security-headers-policy.ts';
import { securityTxtDeployProblem } from './security-txt-freshness.ts';
import type { DomainConfig } from './stages.ts';

export interface StaticSiteProps {
  /** Stage name, used in names and comments. */
  readonly stage: string;
  /** The built site: prerendered `<route>/index.html`, the not-found documents and hashed `assets/`. */
  readonly siteSource: string;
  /** The API served under `/api/*`. */
  readonly api: ApiOrigin;
  /** The secret whose value CloudFront sends the API in the origin header (its web ACL refuses requests without it). */
  readonly originSecretName: string;
  /**
   * ARN of a CLOUDFRONT-scoped WAF web ACL (us-east-1).
   * @default no web ACL
   */
  readonly webAclArn?: string;
  /**
   * Custom domain and certificate.
   * @default the distribution's `*.cloudfront.net` name
   */
  readonly domain?: DomainConfig;
  /** Keep the buckets and their objects when the stack is deleted. */
  readonly retainData: boolean;
  /** Whether search engines may index the site; when not, every response carries `X-Robots-Tag: noindex`. */
  readonly indexable: boolean;
  /** The share of page views whose vitals the beacon reports (written into the bucket as the sampling file). */
  readonly vitalsSampleRate: number;
}

/** Path pattern of the API behaviour. */
const apiPathPattern = '/api/*';

/**
 * Seconds CloudFront waits for the chat's first byte and between its parts: above
 * the chat function's timeout, so the longest answer always ends before it.
 */
export const chatOriginReadTimeoutSeconds = 40;

/** The files a build must hold: the routing rule points at every one of them, and each published file has its own upload. */
export function requiredSiteFiles(): string[] {
  return [
    'index.html',
    ...Object.values(notFoundDocuments).map((document) => document.substring(1)),
    ...Object.keys(publishedFileContentTypes).map((path) => path.substring(1)),
    // Not uploaded: the unsubscribe function's bundle carries them.
    ...unsubscribePageFiles,
  ];
}

/** Refuses a folder that holds no built site, or a security.txt a deploy must not publish. */
function assertDeployableSite(siteSource: string): void {
  const missing = requiredSiteFiles().filter((file) => !existsSync(join(siteSource, file)));
  if (missing.length > 0) {
    throw new Error(`${siteSource} holds no built site (missing ${missing.join(', ')}). Run \`npm run build\` first.`);
  }
  const securityTxtFile = join(siteSource, securityTxt.path);
  const securityTxtProblem = securityTxtDeployProblem(readFileSync(securityTxtFile, 'utf8'));
  if (securityTxtProblem) throw new Error(`${securityTxtFile} ${securityTxtProblem}.`);
}

/** The bucket, distribution and deployment of the site. */
export class StaticSite extends Construct {
  /** The private bucket holding the built site. */
  readonly bucket: s3.Bucket;
  /** The CloudFront distribution. */
  readonly distribution: cloudfront.Distribution;
  /** `https://` plus the first custom name, or the distribution's own name. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);
    assertDeployableSite(props.siteSource);
    const { logs, bucket } = this.createBuckets(props);
    this.bucket = bucket;
    this.distribution = this.createDistribution(props, logs);
    this.url = `https://${props.domain?.names[0] ?? this.distribution.distributionDomainName}`;
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'A public marketing site for customers worldwide: no geo restriction.',
    });
    if (!props.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the default *.cloudfront.net certificate fixes the TLS policy; stages with a domain use TLSv1.2_2021.',
      });
    }
    this.addAliasRecords(props.domain);
    this.deploySite(props);
    this.acknowledgeDeploymentHandler();
  }

  /** The access-log bucket and the private site bucket. */
  private createBuckets(props: StaticSiteProps): { logs: s3.Bucket; bucket: s3.Bucket } {
    const removalPolicy = props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    const logs = new s3.Bucket(this, 'Logs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      // CloudFront standard logs are delivered with ACLs.
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy,
      autoDeleteObjects: !props.retainData,
    });

    const bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy,
      autoDeleteObjects: !props.retainData,
    });
    return { logs, bucket };
  }

  /** The distribution: pages from the bucket through the routing functions, the API under `/api/*`. */
  private createDistribution(props: StaticSiteProps, logs: s3.Bucket): cloudfront.Distribution {
    const responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: props.indexable
        ? 'Ferrum Shield security and speculation-rules headers (shared with the local server).'
        : 'Ferrum Shield security and speculation-rules headers, and noindex (shared with the local server).',
      ...responseHeadersBehaviors(siteHeadersFor({ indexable: props.indexable })),
    });
    const viewerRequest = new cloudfront.Function(this, 'PageRequest', {
      comment: 'Maps a page path to its prerendered HTML (shared routing rule).',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(viewerRequestCode()),
    });
    const viewerResponse = new cloudfront.Function(this, 'PageResponse', {
      comment: 'Sends the not-found pages with status 404 (shared routing rule).',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(viewerResponseCode()),
    });
    const apiRequest = new cloudfront.Function(this, 'ApiRequest', {
      comment: 'Passes the viewer Host (Origin checks) and IP address (the API web ACL rate limit) to the API.',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(apiRequestCode()),
    });

    const apiOrigin = (readTimeout?: Duration) =>
      new origins.HttpOrigin(props.api.domainName, {
        originPath: `/${props.api.stageName}`,
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
        readTimeout,
        // The API's one front door: CloudFront replaces any value a viewer sent under this name.
        customHeaders: { [originVerifyHeader]: originHeaderValue(props.originSecretName) },
      });
    const apiBehavior = {
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // Everything the handlers read (body, content type, query), but not Host:
      // API Gateway routes on its own host name.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy,
      functionAssociations: [{ function: apiRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
    } satisfies Partial<cloudfront.BehaviorOptions>;

    const distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Ferrum Shield site (${props.stage})`,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy,
        compress: true,
        functionAssociations: [
          { function: viewerRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          { function: viewerResponse, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      additionalBehaviors: {
        // The streamed chat answer: passed on as it comes, never compressed (CloudFront
        // buffers to compress), with a read timeout above the function's whole answer.
        [apiRoutes.chat.path]: {
          ...apiBehavior,
          origin: apiOrigin(Duration.seconds(chatOriginReadTimeoutSeconds)),
          compress: false,
        },
        [apiPathPattern]: { ...apiBehavior, origin: apiOrigin(), compress: true },
      },
      // No errorResponses: a distribution-wide 404 → HTML rule would turn the API's JSON errors into pages.
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Only a custom certificate can set it; the *.cloudfront.net certificate's policy is fixed.
      minimumProtocolVersion: props.domain ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableIpv6: true,
      webAclId: props.webAclArn,
      // CacheHitRate and OriginLatency for the stage's dashboard: 8 more metrics per distribution,
      // billed as CloudWatch custom metrics (a few dollars a month); the default 6 are free.
      publishAdditionalMetrics: true,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      domainNames: props.domain ? [...props.domain.names] : undefined,
      certificate: props.domain
        ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn)
        : undefined,
    });
    return distribution;
  }

  /** A and AAAA alias records for each custom name, when the stage names its hosted zone. */
  private addAliasRecords(domain: DomainConfig | undefined): void {
    if (!domain?.hostedZone) return;
    const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', {
      hostedZoneId: domain.hostedZone.id,
      zoneName: domain.hostedZone.name,
    });
    const target = route53.RecordTarget.fromAlias(new targets.CloudFrontTarget(this.distribution));
    domain.names.forEach((recordName, index) => {
      new route53.ARecord(this, `AliasA${index}`, { zone, recordName, target });
      new route53.AaaaRecord(this, `AliasAaaa${index}`, { zone, recordName, target });
    });
  }

  /** Uploads the built site: hashed assets, published files, the vitals sampling file, then the pages. */
  private deploySite(props: StaticSiteProps): void {
    // One upload, several deployments. Hashed assets go first and are never pruned,
    // so a page still open in a browser keeps finding its old scripts. The
    // published files (speculation rules, blog feed, security.txt) each need a
    // Content-Type their extension does not give them. A deployment's exclude
    // also keeps its prune away from the others' files.
    const source = s3deploy.Source.asset(props.siteSource);
    const publishedFiles = Object.entries(publishedFileContentTypes).map(([path, contentType]) => ({
      file: path.substring(1),
      contentType,
    }));
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['*'],
      // The CLI's sync filters match across `/`: this takes assets/previews/ (the preview images) too.
      include: ['assets/*'],
      cacheControl: [s3deploy.CacheControl.fromString(immutableAssetCacheControl)],
      prune: false,
      memoryLimit: 512,
    });
    for (const { file, contentType } of publishedFiles) {
      new s3deploy.BucketDeployment(this, `Deploy ${file}`, {
        sources: [source],
        destinationBucket: this.bucket,
        exclude: ['*'],
        include: [file],
        contentType,
        cacheControl: [s3deploy.CacheControl.fromString(revalidateCacheControl)],
        prune: false,
        memoryLimit: 512,
      });
    }
    // The stage's vitals sample rate: the one file not in the build, which is the same for every stage.
    const vitalsSamplingKey = vitalsSamplingFile.path.substring(1);
    const vitalsSampling: VitalsSampling = { sampleRate: props.vitalsSampleRate };
    new s3deploy.BucketDeployment(this, 'DeployVitalsSampling', {
      sources: [s3deploy.Source.jsonData(vitalsSamplingKey, vitalsSampling)],
      destinationBucket: this.bucket,
      // Like the other single-file uploads: this one file, whatever the source holds.
      exclude: ['*'],
      include: [vitalsSamplingKey],
      contentType: 'application/json',
      cacheControl: [s3deploy.CacheControl.fromString(vitalsSamplingFile.cacheControl)],
      prune: false,
      // A changed rate reaches the edge at once; browsers may keep the old one for the file's max-age.
      distribution: this.distribution,
      distributionPaths: [vitalsSamplingFile.path],
      memoryLimit: 512,
    });
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: [source],
      destinationBucket: this.bucket,
      // The pages a function serves itself stay out of the bucket: their form posts only to that function.
      exclude: ['assets/*', `${apiPagesFolder}/*`, ...publishedFiles.map(({ file }) => file), vitalsSamplingKey],
      cacheControl: [s3deploy.CacheControl.fromString(revalidateCacheControl)],
      prune: true,
      distribution: this.distribution,
      distributionPaths: htmlInvalidationPaths(),
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);
  }

  /** The nag findings on the CDK-provided Lambda behind BucketDeployment, which runs only during a deploy. */
  private acknowledgeDeploymentHandler(): void {
    const stack = Stack.of(this);
    const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler)
      throw new Error('BucketDeployment handler not found: check the nag acknowledgements in static-site.ts.');
    const { partition, account } = nagEnvironment(this);
    const siteBucket = `<${stack.getLogicalId(this.bucket.node.defaultChild as s3.CfnBucket)}.Arn>`;
    const deployOnly = 'CDK BucketDeployment handler (runs only during a deploy)';
    const acknowledgements: [string, string][] = [
      [
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        `${deployOnly}: CDK attaches the basic execution policy.`,
      ],
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map(
        (action): [string, string] => [
          `AwsSolutions-IAM5[Action::${action}]`,
          `${deployOnly}: syncs the site into its bucket with CDK's grant.`,
        ],
      ),
      [
        `AwsSolutions-IAM5[Resource::${siteBucket}/*]`,
        `${deployOnly}: writes and prunes objects of the site bucket only.`,
      ],
      [
        `AwsSolutions-IAM5[Resource::arn:${partition}:s3:::cdk-hnb659fds-assets-${account}-${stack.region}/*]`,
        `${deployOnly}: reads the uploaded site archive from the CDK asset bucket.`,
      ],
      [
        'AwsSolutions-IAM5[Resource::*]',
        `${deployOnly}: cloudfront:CreateInvalidation supports no resource-level permission here.`,
      ],
      ['AwsSolutions-L1', `${deployOnly}: CDK pins its runtime.`],
      ['Serverless-LambdaLatestVersion', `${deployOnly}: CDK pins its runtime.`],
      ['Serverless-LambdaDLQ', `${deployOnly}: invoked synchronously by CloudFormation, which reports failures.`],
      ['Serverless-LambdaTracing', `${deployOnly}: nothing to trace outside a deploy.`],
    ];
    for (const [id, reason] of acknowledgements) Validations.of(handler).acknowledge({ id, reason });
  }
}
