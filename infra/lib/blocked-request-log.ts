/**
 * The log of a web ACL's blocked requests (both the site's and the API's):
 * WAF requires a log group named `aws-waf-logs-*`, and only BLOCK decisions
 * are kept, so the log holds what someone should look at and nothing else.
 */
import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

export interface BlockedRequestLogProps {
  /** The web ACL whose blocked requests are logged. */
  readonly webAcl: wafv2.CfnWebACL;
  /** Its name; the log group is `aws-waf-logs-<name>`. */
  readonly webAclName: string;
  /** How long the log is kept. */
  readonly retention: logs.RetentionDays;
  /** Headers WAF writes as `REDACTED` (secrets a blocked request may carry). */
  readonly redactedHeaders?: readonly string[];
}

/** Adds the log group `BlockedRequests` and the web ACL's `Logging` configuration under `scope`. */
export function logBlockedRequests(scope: Construct, props: BlockedRequestLogProps): logs.LogGroup {
  const logGroup = new logs.LogGroup(scope, 'BlockedRequests', {
    logGroupName: `aws-waf-logs-${props.webAclName}`,
    retention: props.retention,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  new wafv2.CfnLoggingConfiguration(scope, 'Logging', {
    resourceArn: props.webAcl.attrArn,
    // The log group ARN without the `:*` suffix that `logGroupArn` carries.
    logDestinationConfigs: [
      Stack.of(scope).formatArn({
        service: 'logs',
        resource: 'log-group',
        resourceName: logGroup.logGroupName,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      }),
    ],
    redactedFields: props.redactedHeaders?.map((name) => ({ singleHeader: { Name: name } })),
    loggingFilter: {
      DefaultBehavior: 'DROP',
      Filters: [{ Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }] }],
    },
  });
  return logGroup;
}
