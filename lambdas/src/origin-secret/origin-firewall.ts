/**
 * The API's regional web ACL, as the rotation changes it: only the
 * `FromCloudFront` rule's accepted values. Everything else in the ACL (its
 * default action, other rules, visibility) is written back as it was read, and
 * the new match statements copy the one the CDK app wrote, changing only the
 * value, so the rule's shape is defined in one place.
 */
import {
  GetWebACLCommand,
  UpdateWebACLCommand,
  type ByteMatchStatement,
  type Rule,
  type Statement,
  type WAFV2Client,
} from '@aws-sdk/client-wafv2';
import { originVerifyRuleName } from '@ferrum/shared';

/** Lets requests through whose origin header holds one of `values`. */
export interface OriginFirewall {
  accept(values: readonly string[]): Promise<void>;
}

/** The first header match of the rule: the shape every accepted value is written in. */
function matchPrototype(statement: Statement | undefined): ByteMatchStatement {
  const match = statement?.ByteMatchStatement ?? statement?.OrStatement?.Statements?.[0]?.ByteMatchStatement;
  if (!match) throw new Error(`The ${originVerifyRuleName} rule holds no header match to rotate.`);
  return match;
}

/** The rule's statement accepting exactly `values` (WAF needs two or more statements for an OR). */
export function acceptingStatement(prototype: ByteMatchStatement, values: readonly string[]): Statement {
  const encoder = new TextEncoder();
  const statements = [...new Set(values)].map((value): Statement => ({
    ByteMatchStatement: { ...prototype, SearchString: encoder.encode(value) },
  }));
  if (statements.length === 0) throw new Error('The origin firewall must accept at least one value.');
  return statements.length === 1 ? statements[0]! : { OrStatement: { Statements: statements } };
}

/** WAF behind `OriginFirewall`: the REGIONAL web ACL `name`/`id`. */
export function wafOriginFirewall(client: WAFV2Client, webAcl: { name: string; id: string }): OriginFirewall {
  return {
    async accept(values) {
      const { WebACL: acl, LockToken } = await client.send(
        new GetWebACLCommand({ Name: webAcl.name, Id: webAcl.id, Scope: 'REGIONAL' }),
      );
      if (!acl) throw new Error(`Web ACL ${webAcl.name} not found.`);
      const rules = acl.Rules ?? [];
      if (!rules.some((rule) => rule.Name === originVerifyRuleName)) {
        throw new Error(`Web ACL ${webAcl.name} has no ${originVerifyRuleName} rule.`);
      }
      const updated = rules.map((rule): Rule =>
        rule.Name === originVerifyRuleName
          ? { ...rule, Statement: acceptingStatement(matchPrototype(rule.Statement), values) }
          : rule,
      );
      // The lock token makes WAF refuse the write if anything changed the ACL since the read.
      await client.send(
        new UpdateWebACLCommand({
          Name: acl.Name,
          Id: acl.Id,
          Scope: 'REGIONAL',
          LockToken,
          DefaultAction: acl.DefaultAction,
          Description: acl.Description,
          Rules: updated,
          VisibilityConfig: acl.VisibilityConfig,
          CustomResponseBodies: acl.CustomResponseBodies,
          CaptchaConfig: acl.CaptchaConfig,
          ChallengeConfig: acl.ChallengeConfig,
          TokenDomains: acl.TokenDomains,
          AssociationConfig: acl.AssociationConfig,
          DataProtectionConfig: acl.DataProtectionConfig,
          OnSourceDDoSProtectionConfig: acl.OnSourceDDoSProtectionConfig,
          ApplicationConfig: acl.ApplicationConfig,
          MonetizationConfig: acl.MonetizationConfig,
        }),
      );
    },
  };
}
