/**
 * The API's one front door in the templates: the web ACL on the API stage lets
 * through only requests carrying the origin secret, CloudFront sends it on
 * every API origin, the edge stack can read it in us-east-1, and the rotation
 * runs on a schedule with access to nothing but what it rotates.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { originVerifyHeader, originVerifyRuleName, viewerAddressHeader, viewerRateLimitRuleName } from '@ferrum/shared';
import { originSecretName } from '../lib/api-front-door.ts';
import { stages } from '../lib/stages.ts';
import {
  backendLogicalId,
  deployTimeEnvironment,
  resourcesOfType,
  roleStatements,
  synthStage,
  type SynthesizedStage,
} from './support.ts';

let dev: SynthesizedStage;
let euProd: SynthesizedStage;

beforeAll(() => {
  dev = synthStage('dev');
  euProd = synthStage('prod', {
    environment: deployTimeEnvironment,
  });
}, 60_000);

function only<T>(resources: Record<string, T>): [string, T] {
  const entries = Object.entries(resources);
  expect(entries).toHaveLength(1);
  return entries[0]!;
}

/** `{{resolve:secretsmanager:<secret>:SecretString:::}}` as the backend writes it (the secret by reference). */
function resolvesSecret(value: unknown, secretLogicalId: string): boolean {
  return (
    JSON.stringify(value) ===
    JSON.stringify({ 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretLogicalId }, ':SecretString:::}}']] })
  );
}

const everyStage = [
  ['dev (API in us-east-1)', () => dev, stages.dev],
  ['prod with the API in eu-west-1', () => euProd, stages.prod],
] as const;

type Rule = { Name: string; Priority: number; Action: unknown; Statement: Record<string, Record<string, unknown>> };

function apiAclRules(stage: SynthesizedStage): Rule[] {
  const [, acl] = only(resourcesOfType(stage.backendTemplate, 'AWS::WAFv2::WebACL'));
  expect(acl.Properties).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Block: {} } });
  return [...(acl.Properties.Rules as Rule[])].sort((a, b) => a.Priority - b.Priority);
}

describe('the web ACL on the API stage', () => {
  it.each(everyStage)('blocks every request but those whose origin header holds the secret: %s', (_name, stageOf) => {
    const stage = stageOf();
    const rules = apiAclRules(stage);
    expect(rules.map((rule) => rule.Name)).toEqual([viewerRateLimitRuleName, originVerifyRuleName]);
    const allow = rules[1]!;
    expect(allow.Action).toEqual({ Allow: {} });
    const match = allow.Statement.ByteMatchStatement!;
    expect(match).toMatchObject({
      FieldToMatch: { SingleHeader: { Name: originVerifyHeader } },
      PositionalConstraint: 'EXACTLY',
      TextTransformations: [{ Priority: 0, Type: 'NONE' }],
    });
    expect(resolvesSecret(match.SearchString, backendLogicalId(stage, stage.backend.frontDoor.secret))).toBe(true);
  });

  it.each(everyStage)(
    "limits each visitor's rate by the address CloudFront wrote, before the allow rule ends evaluation: %s",
    (_name, stageOf, config) => {
      const [limit] = apiAclRules(stageOf());
      expect(limit!.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
      expect(limit!.Statement.RateBasedStatement).toEqual({
        Limit: config.waf.originRequestsPer5Minutes,
        EvaluationWindowSec: 300,
        AggregateKeyType: 'FORWARDED_IP',
        ForwardedIPConfig: { HeaderName: viewerAddressHeader, FallbackBehavior: 'MATCH' },
      });
    },
  );

  it.each(everyStage)("reports each rule's requests in the stage's metrics: %s", (_name, stageOf) => {
    const stage = stageOf();
    const [, acl] = only(resourcesOfType(stage.backendTemplate, 'AWS::WAFv2::WebACL'));
    expect(acl.Properties.VisibilityConfig).toMatchObject({ CloudWatchMetricsEnabled: true });
    for (const rule of acl.Properties.Rules as { VisibilityConfig: Record<string, unknown> }[]) {
      expect(rule.VisibilityConfig).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
    }
  });

  it('is attached to the API stage, after the stage exists', () => {
    const [, association] = only(resourcesOfType(dev.backendTemplate, 'AWS::WAFv2::WebACLAssociation'));
    const stageId = backendLogicalId(dev, dev.backend.api.restApi.deploymentStage);
    expect(JSON.stringify(association.Properties.ResourceArn)).toContain(`"${stageId}"`);
    expect(association.Properties.WebACLArn).toEqual({
      'Fn::GetAtt': [backendLogicalId(dev, dev.backend.frontDoor.webAcl), 'Arn'],
    });
    expect(association.DependsOn).toContain(stageId);
  });

  it('logs the requests it blocks, with the origin header redacted', () => {
    const [, logging] = only(resourcesOfType(dev.backendTemplate, 'AWS::WAFv2::LoggingConfiguration'));
    expect(logging.Properties.RedactedFields).toEqual([{ SingleHeader: { Name: originVerifyHeader } }]);
    expect(JSON.stringify(logging.Properties.LoggingFilter)).toContain('"BLOCK"');
  });
});

describe('CloudFront', () => {
  it('sends the secret, resolved at deploy, to every API origin and to no other', () => {
    const [, distribution] = only(resourcesOfType(dev.edgeTemplate, 'AWS::CloudFront::Distribution'));
    const origins = (distribution.Properties.DistributionConfig as { Origins: Record<string, unknown>[] }).Origins;
    const apiOrigins = origins.filter((origin) => 'CustomOriginConfig' in origin);
    expect(apiOrigins.length).toBeGreaterThan(0);
    for (const origin of apiOrigins) {
      expect(origin.OriginCustomHeaders).toEqual([
        {
          HeaderName: originVerifyHeader,
          HeaderValue: `{{resolve:secretsmanager:${originSecretName('dev')}:SecretString:::}}`,
        },
      ]);
    }
    for (const origin of origins.filter((candidate) => 'S3OriginConfig' in candidate)) {
      expect(origin.OriginCustomHeaders).toBeUndefined();
    }
  });

  it('reads the secret in us-east-1: a replica when the API lives in another region', () => {
    const [, euSecret] = only(resourcesOfType(euProd.backendTemplate, 'AWS::SecretsManager::Secret'));
    expect(euSecret.Properties).toMatchObject({
      Name: originSecretName('prod'),
      ReplicaRegions: [{ Region: 'us-east-1' }],
    });
    const [, usSecret] = only(resourcesOfType(dev.backendTemplate, 'AWS::SecretsManager::Secret'));
    expect(usSecret.Properties.Name).toBe(originSecretName('dev'));
    expect(usSecret.Properties.ReplicaRegions).toBeUndefined();
  });

  it('writes no secret value into a template', () => {
    const [, secret] = only(resourcesOfType(dev.backendTemplate, 'AWS::SecretsManager::Secret'));
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    expect(secret.Properties.SecretString).toBeUndefined();
  });
});

describe('the templates', () => {
  it("pass CloudFormation's own template rules (property patterns such as a web ACL description's)", () => {
    expect(() =>
      synthStage('prod', {
        validate: true,
        environment: deployTimeEnvironment,
      }),
    ).not.toThrow();
  });
});

describe('the rotation', () => {
  it.each(everyStage)("runs on the stage's schedule, not when the stack is created: %s", (_name, stageOf, config) => {
    const stage = stageOf();
    const [, schedule] = only(resourcesOfType(stage.backendTemplate, 'AWS::SecretsManager::RotationSchedule'));
    expect(schedule.Properties).toMatchObject({
      RotateImmediatelyOnUpdate: false,
      RotationRules: { ScheduleExpression: `rate(${config.frontDoor.rotationDays} days)` },
    });
    expect(schedule.Properties.RotationLambdaARN).toEqual({
      'Fn::GetAtt': [backendLogicalId(stage, stage.backend.frontDoor.rotationFunction), 'Arn'],
    });
  });

  it('alarms when it fails', () => {
    const fnId = backendLogicalId(dev, dev.backend.frontDoor.rotationFunction);
    const alarms = Object.values(resourcesOfType(dev.backendTemplate, 'AWS::CloudWatch::Alarm')).filter(
      (alarm) =>
        alarm.Properties.MetricName === 'Errors' &&
        JSON.stringify(alarm.Properties.Dimensions) ===
          JSON.stringify([{ Name: 'FunctionName', Value: { Ref: fnId } }]),
    );
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect((alarms[0]!.Properties.AlarmActions as unknown[]).length).toBeGreaterThan(0);
  });

  it('knows the web ACL and the API it guards, and has the time to wait for CloudFront', () => {
    const fn = dev.backendTemplate.toJSON().Resources[backendLogicalId(dev, dev.backend.frontDoor.rotationFunction)]
      .Properties as { Timeout: number; Environment: { Variables: Record<string, unknown> } };
    expect(fn.Timeout).toBe(900);
    expect(Object.keys(fn.Environment.Variables)).toEqual(
      expect.arrayContaining(['ORIGIN_WEB_ACL_NAME', 'ORIGIN_WEB_ACL_ID', 'API_DOMAIN_NAME', 'API_STAGE_NAME']),
    );
    expect(fn.Environment.Variables.API_STAGE_NAME).toBe(dev.backend.api.origin.stageName);
  });

  it('may change only its secret and its web ACL in the backend', () => {
    const statements = roleStatements(dev, dev.backend.frontDoor.rotationRole);
    const resourcesOf = (action: string) =>
      statements
        .filter((statement) => ([] as unknown[]).concat(statement.Action).includes(action))
        .flatMap((statement) => ([] as unknown[]).concat(statement.Resource));
    const secretId = backendLogicalId(dev, dev.backend.frontDoor.secret);
    for (const action of ['secretsmanager:PutSecretValue', 'secretsmanager:UpdateSecretVersionStage']) {
      expect(resourcesOf(action)).toEqual([{ Ref: secretId }]);
    }
    const aclArn = { 'Fn::GetAtt': [backendLogicalId(dev, dev.backend.frontDoor.webAcl), 'Arn'] };
    expect(resourcesOf('wafv2:UpdateWebACL')).toEqual([aclArn]);
    expect(resourcesOf('cloudfront:UpdateDistribution')).toEqual([]);
    const writes = statements
      .flatMap((statement) => ([] as string[]).concat(statement.Action as string))
      .filter((action) => /:(Put|Update|Delete|Create)/.test(action));
    expect(writes.sort()).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'secretsmanager:PutSecretValue',
      'secretsmanager:UpdateSecretVersionStage',
      'wafv2:UpdateWebACL',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
  });

  it.each([
    ['dev (API in us-east-1)', () => dev],
    ['prod with the API in eu-west-1', () => euProd],
  ])('may update only its own distribution, granted by the edge stack: %s', (_name, stageOf) => {
    const stage = stageOf();
    const [distributionId] = only(resourcesOfType(stage.edgeTemplate, 'AWS::CloudFront::Distribution'));
    const grants = Object.values(resourcesOfType(stage.edgeTemplate, 'AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes('cloudfront:UpdateDistribution'),
    );
    expect(grants).toHaveLength(1);
    const [grant] = grants;
    const statements = (grant!.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement;
    expect(statements).toHaveLength(1);
    expect(statements[0]!.Action).toEqual([
      'cloudfront:GetDistribution',
      'cloudfront:GetDistributionConfig',
      'cloudfront:UpdateDistribution',
    ]);
    // The one distribution's ARN, built from its own id: no wildcard.
    const resource = JSON.stringify(statements[0]!.Resource);
    expect(resource).toContain(`{"Ref":"${distributionId}"}`);
    expect(resource).not.toContain('*');
    // Attached to the rotation's role, whose ARN comes from the backend stack.
    const roles = JSON.stringify(grant!.Properties.Roles);
    expect(roles).toContain(`"StackName":"${stage.backend.stackName}"`);
    expect(roles).toMatch(
      new RegExp(`"OutputName":"[^"]*${backendLogicalId(stage, stage.backend.frontDoor.rotationRole)}Arn`),
    );
  });
});
