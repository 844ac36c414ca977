/**
 * The API's one front door (docs/decisions/016): a secret that CloudFront sends
 * the API in the origin header, a regional web ACL on the API stage that blocks
 * every request without it (so the execute-api address alone reaches nothing)
 * and limits each visitor's rate again, and the function that rotates the
 * secret with an overlap on a schedule.
 */
import { fileURLToPath } from 'node:url';
import { Duration, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { originVerifyHeader, originVerifyRuleName, viewerAddressHeader, viewerRateLimitRuleName } from '@ferrum/shared';
import type { ApiOrigin } from './api.ts';
import { logBlockedRequests } from './blocked-request-log.ts';
import { functionDefaults, functionLogsAndRole, lambdaBundling, sourceMapsEnvironment } from './operation-function.ts';
import { edgeRegion } from './stages.ts';

/** The Lambda entry file of the rotation. */
export const originSecretRotationEntry = fileURLToPath(
  new URL('../../lambdas/src/handlers/origin-secret-rotation.ts', import.meta.url),
);

/**
 * The secret's name. Fixed, because the edge stack in us-east-1 names it in a
 * dynamic reference, which cannot hold another (cross-region) reference.
 * CloudFormation deletes a secret without a recovery window, so a stage can be
 * torn down and deployed again under the same name.
 */
export function originSecretName(stage: string): string {
  return `${stage}-ferrum-origin-secret`;
}

/**
 * The origin header's value as a template writes it: a dynamic reference that
 * CloudFormation resolves to the secret's AWSCURRENT value at deploy time, so
 * the value never appears in a template or in `cdk.out`.
 */
export function originHeaderValue(secretName: string): string {
  return SecretValue.secretsManager(secretName).unsafeUnwrap();
}

export interface ApiFrontDoorProps {
  /** Stage name, in the names of the secret, web ACL and function. */
  readonly stage: string;
  /** The API whose stage the web ACL guards. */
  readonly restApi: apigw.RestApi;
  /** Where CloudFront reaches the API (the rotation finds distributions by it and checks the door through it). */
  readonly origin: ApiOrigin;
  /** How long the rotation's and the blocked-request logs are kept. */
  readonly logRetention: logs.RetentionDays;
  /**
   * Keep the log groups when the stack is deleted.
   * @default false
   */
  readonly retainLogs?: boolean;
  /** Days between rotations of the secret. */
  readonly rotationDays: number;
  /** Requests one visitor (by the address CloudFront saw) may send in 5 minutes before this ACL answers 429. */
  readonly viewerRequestsPer5Minutes: number;
}

/** Secret, web ACL on the API stage, and rotation. */
export class ApiFrontDoor extends Construct {
  /** The origin secret (replicated to us-east-1 when the API lives elsewhere, for the edge stack). */
  readonly secret: secretsmanager.Secret;
  /** The regional web ACL on the API stage. */
  readonly webAcl: wafv2.CfnWebACL;
  /** The rotation function. */
  readonly rotationFunction: NodejsFunction;
  /** Its role, which the edge stack grants the distribution. */
  readonly rotationRole: iam.IRole;

  constructor(scope: Construct, id: string, props: ApiFrontDoorProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.secret = new secretsmanager.Secret(this, 'OriginSecret', {
      secretName: originSecretName(props.stage),
      description: `The value CloudFront sends the ${props.stage} API in ${originVerifyHeader}; rotated by its function.`,
      // Letters and digits only: it travels in a header and a WAF match as is.
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      // The edge stack resolves it in us-east-1; a replica follows every rotation.
      replicaRegions: stack.region === edgeRegion ? undefined : [{ region: edgeRegion }],
    });

    const webAclName = `${props.stage}-ferrum-api-origin`;
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: webAclName,
      // WAF descriptions allow no parentheses.
      description:
        'Ferrum Shield API: only requests that came through CloudFront, with the origin header, get in, at a limited rate per visitor.',
      scope: 'REGIONAL',
      defaultAction: { block: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: webAclName, sampledRequestsEnabled: true },
      rules: [
        // The second line behind CloudFront's limits, counted per visitor before the allow rule ends evaluation.
        {
          name: viewerRateLimitRuleName,
          priority: 0,
          action: { block: { customResponse: { responseCode: 429 } } },
          statement: {
            rateBasedStatement: {
              limit: props.viewerRequestsPer5Minutes,
              evaluationWindowSec: 300,
              // The address CloudFront's /api/* function wrote, not the source (a CloudFront edge) nor
              // X-Forwarded-For (its first address is the viewer's to choose). A request without the
              // header is not counted: without the origin secret too, the default action blocks it.
              aggregateKeyType: 'FORWARDED_IP',
              forwardedIpConfig: { headerName: viewerAddressHeader, fallbackBehavior: 'MATCH' },
            },
          },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            metricName: `${webAclName}-${viewerRateLimitRuleName}`,
            sampledRequestsEnabled: true,
          },
        },
        {
          name: originVerifyRuleName,
          priority: 1,
          action: { allow: {} },
          // The rotation copies this match for each value it accepts: its shape lives here only.
          statement: {
            byteMatchStatement: {
              // `singleHeader` is untyped in CloudFormation's schema: its key is written as CloudFormation spells it.
              fieldToMatch: { singleHeader: { Name: originVerifyHeader } },
              positionalConstraint: 'EXACTLY',
              searchString: this.secret.secretValue.unsafeUnwrap(),
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            metricName: `${webAclName}-${originVerifyRuleName}`,
            sampledRequestsEnabled: true,
          },
        },
      ],
    });
    const association = new wafv2.CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.restApi.deploymentStage.stageArn,
      webAclArn: this.webAcl.attrArn,
    });
    // The stage ARN is built from names, so nothing else orders the association after the stage.
    association.node.addDependency(props.restApi.deploymentStage);
    // Someone at the execute-api address; the header is redacted: it may carry an old or guessed value.
    logBlockedRequests(this, {
      webAcl: this.webAcl,
      webAclName,
      retention: props.logRetention,
      redactedHeaders: [originVerifyHeader],
    });

    const functionName = `${props.stage}-ferrum-origin-secret-rotation`;
    const { logGroup, role } = functionLogsAndRole(this, functionName, props);
    this.rotationRole = role;
    this.rotationFunction = new NodejsFunction(this, 'Rotation', {
      role,
      functionName,
      description: 'Rotates the origin secret CloudFront sends the API (web ACL and distributions).',
      entry: originSecretRotationEntry,
      ...functionDefaults,
      memorySize: 256,
      // The longest step waits for a distribution to deploy to every edge.
      timeout: Duration.minutes(15),
      logGroup,
      environment: {
        ...sourceMapsEnvironment,
        ORIGIN_WEB_ACL_NAME: webAclName,
        ORIGIN_WEB_ACL_ID: this.webAcl.attrId,
        API_DOMAIN_NAME: props.origin.domainName,
        API_STAGE_NAME: props.origin.stageName,
      },
      bundling: lambdaBundling,
    });
    // Grants the function the secret's rotation actions and Secrets Manager the right to invoke it.
    this.secret.addRotationSchedule('Schedule', {
      rotationLambda: this.rotationFunction,
      automaticallyAfter: Duration.days(props.rotationDays),
      // Not at creation: the edge stack, deployed next, reads the first value.
      rotateImmediatelyOnUpdate: false,
    });
    this.grantRotation(role);
  }

  /**
   * What the rotation changes besides the secret: this web ACL here; the
   * distribution is granted by the edge stack (`grantDistributionToRotation`),
   * the only place that knows its id.
   */
  private grantRotation(role: iam.Role): void {
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['wafv2:GetWebACL', 'wafv2:UpdateWebACL'],
        resources: [this.webAcl.attrArn],
      }),
    );
    // Read-only, and unscoped by AWS: it finds the distribution whose origin is this API.
    role.addToPolicy(new iam.PolicyStatement({ actions: ['cloudfront:ListDistributions'], resources: ['*'] }));
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'cloudfront:ListDistributions, secretsmanager:GetRandomPassword and X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions; the distribution itself is granted by the edge stack, by its ARN.',
    });
    Validations.of(this.rotationFunction).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'Invoked synchronously by Secrets Manager, which reports a failed rotation and retries it.',
    });
  }
}

/**
 * Lets the rotation function (a role of the backend stack) read and update this
 * one distribution. Created in the edge stack, which knows the distribution's
 * id; IAM roles are global, so a policy in us-east-1 attaches to the role of a
 * function in any region, and no value has to flow back to the backend.
 */
export function grantDistributionToRotation(
  scope: Construct,
  distribution: cloudfront.IDistribution,
  rotationRoleArn: string,
): iam.Policy {
  const role = iam.Role.fromRoleArn(scope, 'OriginSecretRotationRole', rotationRoleArn, { mutable: true });
  return new iam.Policy(scope, 'OriginSecretRotationDistributionAccess', {
    roles: [role],
    statements: [
      new iam.PolicyStatement({
        actions: ['cloudfront:GetDistribution', 'cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
        resources: [distribution.distributionArn],
      }),
    ],
  });
}
