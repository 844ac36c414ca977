/**
 * The WAF web ACL on the CloudFront distribution: AWS managed rules, per-IP
 * rate limits on `/api/*` (tighter on `/api/chat`, the unsubscribe link and the
 * vitals reports) and, per API route, the
 * shared request body limit (a form route's form-encoded one) as far as WAF
 * can inspect. A CLOUDFRONT-scoped web ACL must be created in us-east-1.
 */
import { Stack } from 'aws-cdk-lib';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import {
  apiRoutes,
  formBodyLimit,
  formResultPaths,
  requestBodyLimits,
  type ApiOperation,
  type FormId,
} from '@ferrum/shared';
import { logBlockedRequests } from './blocked-request-log.ts';
import type { WafConfig } from './stages.ts';

export interface SiteFirewallProps {
  /** Stage name, prefixed to the web ACL name. */
  readonly stage: string;
  /** Rate and size limits. */
  readonly limits: WafConfig;
  /** Retention of the blocked-request log. */
  readonly logRetention: logs.RetentionDays;
}

/** Only bodies up to this size can be inspected (CloudFront web ACL, `KB_64`). */
export const maxInspectableBodyBytes = 65_536;

function isFormRoute(operation: ApiOperation): operation is FormId {
  return operation in formResultPaths;
}

/** The largest body `operation` accepts: a form route's form-encoded limit (HTML form posts), else its JSON limit. */
function routeBodyLimit(operation: keyof typeof requestBodyLimits): number {
  return isFormRoute(operation) ? formBodyLimit(operation) : requestBodyLimits[operation];
}

/**
 * The routes whose body limit WAF enforces at the edge, and the size it blocks
 * above. A form route's form-encoded limit beyond what WAF can see is capped
 * there: every valid contact message fits, and only a job application whose
 * cover letter is nearly all three-byte characters (over ~7,100 of 8,000)
 * does not, which WAF then refuses rather than pass a body its managed rules
 * saw only part of; below the cap the handler enforces the exact limits. The
 * chat's JSON limit is beyond WAF and its valid bodies are too, so only the
 * handler enforces it.
 */
export function edgeBodyLimits(): { operation: ApiOperation; path: string; maxBytes: number }[] {
  return (Object.keys(requestBodyLimits) as (keyof typeof requestBodyLimits)[]).flatMap((operation) => {
    const limit = routeBodyLimit(operation);
    if (!isFormRoute(operation) && limit > maxInspectableBodyBytes) return [];
    return [{ operation, path: apiRoutes[operation].path, maxBytes: Math.min(limit, maxInspectableBodyBytes) }];
  });
}

const apiPrefix = '/api/';

function uriMatches(positionalConstraint: 'STARTS_WITH' | 'EXACTLY', path: string): wafv2.CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint,
      searchString: path,
      textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
    },
  };
}

function visibility(metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}

function managedRuleGroup(
  name: string,
  priority: number,
  ruleActionOverrides?: wafv2.CfnWebACL.RuleActionOverrideProperty[],
): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ruleActionOverrides } },
    visibilityConfig: visibility(name),
  };
}

function rateLimit(name: string, priority: number, limit: number, prefix: string): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: { customResponse: { responseCode: 429 } } },
    statement: {
      rateBasedStatement: {
        limit,
        aggregateKeyType: 'IP',
        evaluationWindowSec: 300,
        scopeDownStatement: uriMatches('STARTS_WITH', prefix),
      },
    },
    visibilityConfig: visibility(name),
  };
}

/** The web ACL; attach it with the distribution's `webAclId`. */
export class SiteFirewall extends Construct {
  /** The web ACL. */
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: SiteFirewallProps) {
    super(scope, id);
    const { limits } = props;
    if (Stack.of(this).region !== 'us-east-1') {
      throw new Error(`A CloudFront web ACL must be created in us-east-1, not ${Stack.of(this).region}.`);
    }
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `${props.stage}-ferrum-site`,
      description: 'Ferrum Shield site: managed rules, API rate and size limits.',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${props.stage}-ferrum-site`),
      associationConfig: { requestBody: { CLOUDFRONT: { defaultSizeInspectionLimit: 'KB_64' } } },
      rules: [
        rateLimit('ChatRateLimit', 0, limits.chatRequestsPer5Minutes, apiRoutes.chat.path),
        // Tokens are beyond guessing; this caps the store lookups one address can cause.
        rateLimit('UnsubscribeRateLimit', 1, limits.unsubscribeRequestsPer5Minutes, apiRoutes.unsubscribe.path),
        // One sender cannot fill an hour of the speed dashboard; the local stack counts the same (infra/local).
        rateLimit('VitalsRateLimit', 2, limits.vitalsRequestsPer5Minutes, apiRoutes.vitals.path),
        rateLimit('ApiRateLimit', 3, limits.apiRequestsPer5Minutes, apiPrefix),
        ...edgeBodyLimits().map(({ operation, path, maxBytes }, index): wafv2.CfnWebACL.RuleProperty => ({
          name: `BodySizeLimit-${operation}`,
          priority: 4 + index,
          action: { block: { customResponse: { responseCode: 413 } } },
          statement: {
            andStatement: {
              statements: [
                uriMatches('EXACTLY', path),
                {
                  sizeConstraintStatement: {
                    // A body beyond the inspection limit counts as too large.
                    fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
                    comparisonOperator: 'GT',
                    size: maxBytes,
                    textTransformations: [{ priority: 0, type: 'NONE' }],
                  },
                },
              ],
            },
          },
          visibilityConfig: visibility(`BodySizeLimit-${operation}`),
        })),
        managedRuleGroup('AWSManagedRulesAmazonIpReputationList', 10),
        // The common set blocks bodies over 8 KB; valid contact, application and chat
        // bodies can be larger, so that one rule only counts and the limits above apply.
        managedRuleGroup('AWSManagedRulesCommonRuleSet', 11, [
          { name: 'SizeRestrictions_BODY', actionToUse: { count: {} } },
        ]),
        managedRuleGroup('AWSManagedRulesKnownBadInputsRuleSet', 12),
      ],
    });

    logBlockedRequests(this, {
      webAcl: this.webAcl,
      webAclName: `${props.stage}-ferrum-site`,
      retention: props.logRetention,
    });
  }
}
