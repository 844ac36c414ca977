/**
 * A stage's global part, always in us-east-1 (where CloudFront reads web ACLs
 * and certificates and publishes its metrics): the site bucket and distribution,
 * the WAF web ACL and the site's 5xx alarm.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Alarms, alarmPeriod } from './alarms.ts';
import { grantDistributionToRotation } from './api-front-door.ts';
import { distributionMetric } from './cloudfront-metrics.ts';
import type { ApiOrigin } from './api.ts';
import { SiteFirewall } from './site-firewall.ts';
import type { StageConfig } from './stages.ts';
import { StaticSite } from './static-site.ts';

/** The output that names the site's address (the newsletter export reads it for a stage without a domain). */
export const siteUrlOutput = 'SiteUrl';
export interface EdgeStackProps extends StackProps {
  /** Stage name. */
  readonly stage: string;
  /** The stage's settings. */
  readonly config: StageConfig;
  /** The built site directory. */
  readonly siteSource: string;
  /** The backend's API (in the backend stack, possibly another region). */
  readonly api: ApiOrigin;
  /** The origin secret CloudFront sends the API (readable in us-east-1: the secret or its replica). */
  readonly originSecretName: string;
  /** The role of the backend's origin-secret rotation, granted this stage's distribution here. */
  readonly originSecretRotationRoleArn: string;
}

/** Site, distribution, WAF and site alarms of one stage. */
export class EdgeStack extends Stack {
  /** The site construct. */
  readonly site: StaticSite;
  /** The WAF web ACL. */
  readonly firewall: SiteFirewall;
  /** The stack's alarm topic and alarms. */
  readonly alarms: Alarms;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.firewall = new SiteFirewall(this, 'Firewall', {
      stage: props.stage,
      limits: config.waf,
      logRetention: config.logRetention,
    });
    this.site = new StaticSite(this, 'Site', {
      stage: props.stage,
      siteSource: props.siteSource,
      api: props.api,
      originSecretName: props.originSecretName,
      webAclArn: this.firewall.webAcl.attrArn,
      domain: config.domain,
      retainData: config.retainData,
      indexable: config.indexable,
      vitalsSampleRate: config.vitals.sampleRate,
    });

    grantDistributionToRotation(this, this.site.distribution, props.originSecretRotationRoleArn);

    this.alarms = new Alarms(this, 'Alarms', { namePrefix: `${props.stage}-ferrum`, email: config.alarmEmail });
    this.alarms.add('Site5xxRate', {
      // Percent of all viewer requests (pages and API) answered 5xx.
      metric: distributionMetric(this.site.distribution, '5xxErrorRate', { period: alarmPeriod }),
      threshold: 5,
      evaluationPeriods: 2,
      description: 'More than 5% of site requests answered 5xx for 10 minutes.',
    });

    new CfnOutput(this, siteUrlOutput, { description: 'The site.', value: this.site.url });
    new CfnOutput(this, 'SiteApiUrl', {
      description: 'The API as the browser calls it.',
      value: `${this.site.url}/api`,
    });
    new CfnOutput(this, 'DistributionId', { value: this.site.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.site.bucket.bucketName });
    new CfnOutput(this, 'WebAclArn', { value: this.firewall.webAcl.attrArn });
  }
}
