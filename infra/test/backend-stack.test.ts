import { beforeAll, describe, expect, it } from 'vitest';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import {
  answeredMethods,
  apiRoutes,
  backupRecoveryDays,
  tableEnvironmentVariables,
  tableIds,
  tableName,
  type ApiOperation,
  type TableId,
} from '@ferrum/shared';
import { apiOperations } from '../lib/api-operations.ts';
import { bedrockEnvironmentVariables, guardrailStatementSid } from '../lib/bedrock-access.ts';
import { stages } from '../lib/stages.ts';
import {
  actionsOf,
  backendLogicalId,
  operationFunction,
  resourcesOfType,
  roleStatements,
  synthEveryStage,
  synthStage,
  type PolicyStatement,
  type SynthesizedStage,
} from './support.ts';

let dev: SynthesizedStage;
let prod: SynthesizedStage;

beforeAll(() => {
  ({ dev, prod } = synthEveryStage());
}, 60_000);

function tableArn(stage: SynthesizedStage, table: TableId) {
  return { 'Fn::GetAtt': [backendLogicalId(stage, stage.backend.tables.tables[table]), 'Arn'] };
}

/** The submission tables (not the chat's spend counter). */
function submissionTables(stage: SynthesizedStage) {
  const ids = new Set(tableIds.map((table) => backendLogicalId(stage, stage.backend.tables.tables[table])));
  return Object.entries(resourcesOfType(stage.backendTemplate, 'AWS::DynamoDB::Table'))
    .filter(([id]) => ids.has(id))
    .map(([, table]) => table);
}

/** An output of the stage's guardrail stack, read through a weak reference. */
function guardrailOutput(stage: SynthesizedStage, output: RegExp) {
  return {
    'Fn::GetStackOutput': {
      StackName: stage.guardrail.stackName,
      Region: stage.guardrail.region,
      OutputName: expect.stringMatching(output),
    },
  };
}

/** `<guardrail arn>:<version>`, as the `bedrock:GuardrailIdentifier` condition names it. */
function pinnedGuardrail(stage: SynthesizedStage) {
  return {
    'Fn::Join': ['', [guardrailOutput(stage, /GuardrailArn/), ':', guardrailOutput(stage, /Version[0-9A-F]+$/)]],
  };
}

/** Every statement of the policies attached to an operation's role. */
function statementsOf(stage: SynthesizedStage, operation: ApiOperation): PolicyStatement[] {
  return roleStatements(stage, operationFunction(stage, operation).role!);
}

/** Each (action, resource) pair a set of statements allows; merged statements are split back. */
function grants(statements: PolicyStatement[], prefix: string): { action: string; resource: unknown }[] {
  return statements
    .filter((statement) => statement.Effect === 'Allow')
    .flatMap((statement) => {
      const resources = Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource];
      return actionsOf(statement).flatMap((action) => resources.map((resource) => ({ action, resource })));
    })
    .filter((grant) => grant.action.startsWith(prefix));
}

function functionProperties(stage: SynthesizedStage, operation: ApiOperation) {
  return stage.backendTemplate.toJSON().Resources[backendLogicalId(stage, operationFunction(stage, operation))]
    .Properties;
}

describe('tables', () => {
  it('are named <stage>-<table>, on-demand, encrypted, with point-in-time recovery', () => {
    for (const table of tableIds) {
      dev.backendTemplate.hasResourceProperties('AWS::DynamoDB::Table', {
        TableName: tableName('dev', table),
        BillingMode: 'PAY_PER_REQUEST',
        SSESpecification: { SSEEnabled: true },
        PointInTimeRecoverySpecification: {
          PointInTimeRecoveryEnabled: true,
          RecoveryPeriodInDays: backupRecoveryDays,
        },
      });
    }
  });

  it('every table has point-in-time recovery, in every stage', () => {
    for (const stage of [dev, prod]) {
      const tables = submissionTables(stage);
      expect(tables).toHaveLength(tableIds.length);
      for (const table of tables)
        expect(table.Properties.PointInTimeRecoverySpecification).toEqual({
          PointInTimeRecoveryEnabled: true,
          RecoveryPeriodInDays: backupRecoveryDays,
        });
    }
  });

  it('are retained and deletion-protected in prod', () => {
    for (const table of submissionTables(prod)) {
      expect(table.DeletionPolicy).toBe('Retain');
      expect(table.UpdateReplacePolicy).toBe('Retain');
      expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    }
  });

  it('are removable in dev', () => {
    for (const table of submissionTables(dev)) {
      expect(table.DeletionPolicy).toBe('Delete');
      expect(table.Properties.DeletionProtectionEnabled).toBe(false);
    }
  });
});

describe('functions', () => {
  it('one per operation: Node.js 24 on arm64, traced, JSON logs in a log group with retention', () => {
    for (const { operation, memoryMiB, timeoutSeconds } of apiOperations) {
      const properties = functionProperties(dev, operation);
      expect(properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        MemorySize: memoryMiB,
        Timeout: timeoutSeconds,
        LoggingConfig: { LogFormat: 'JSON' },
      });
      expect(timeoutSeconds).toBeLessThan(29);
      const logGroup = dev.backendTemplate.toJSON().Resources[properties.LoggingConfig.LogGroup.Ref].Properties;
      expect(logGroup.RetentionInDays).toBe(14);
    }
    const prodLogGroup =
      prod.backendTemplate.toJSON().Resources[functionProperties(prod, 'chat').LoggingConfig.LogGroup.Ref].Properties;
    expect(prodLogGroup.RetentionInDays).toBe(90);
  });

  it('get every table name, and chat gets the Bedrock model and region', () => {
    for (const { operation, usesBedrock } of apiOperations) {
      const variables = functionProperties(dev, operation).Environment.Variables;
      for (const table of tableIds)
        expect(variables[tableEnvironmentVariables[table]]).toEqual({
          Ref: backendLogicalId(dev, dev.backend.tables.tables[table]),
        });
      if (usesBedrock) {
        expect(variables[bedrockEnvironmentVariables.modelId]).toBe(stages.dev.bedrock.modelId);
        expect(variables[bedrockEnvironmentVariables.region]).toBe('us-east-1');
      } else {
        expect(variables[bedrockEnvironmentVariables.modelId]).toBeUndefined();
      }
    }
  });

  it('each writing function can only PutItem, on its own table', () => {
    for (const { operation, writes } of apiOperations.filter((definition) => definition.writes.length > 0)) {
      expect(grants(statementsOf(dev, operation), 'dynamodb:')).toEqual(
        writes.map((table) => ({ action: 'dynamodb:PutItem', resource: tableArn(dev, table) })),
      );
    }
    expect(apiOperations.find((definition) => definition.operation === 'newsletter')?.writes).toEqual(['newsletter']);
  });

  it('the health function can only DescribeTable, on the three tables', () => {
    const health = grants(statementsOf(dev, 'health'), 'dynamodb:');
    expect(health).toHaveLength(tableIds.length);
    expect(health).toEqual(
      expect.arrayContaining(
        tableIds.map((table) => ({ action: 'dynamodb:DescribeTable', resource: tableArn(dev, table) })),
      ),
    );
  });

  it('only chat may call Bedrock: the inference profile with its guardrail, and the model only through that profile', () => {
    for (const { operation, usesBedrock } of apiOperations) {
      const bedrock = statementsOf(dev, operation).filter((statement) =>
        actionsOf(statement).some((action) => action.startsWith('bedrock:')),
      );
      if (!usesBedrock) {
        expect(bedrock).toEqual([]);
        continue;
      }
      const invoke = bedrock.filter((statement) =>
        actionsOf(statement).includes('bedrock:InvokeModelWithResponseStream'),
      );
      const profileArn = {
        'Fn::Join': [
          '',
          [
            'arn:aws:bedrock:us-east-1:',
            { Ref: 'AWS::AccountId' },
            ':inference-profile/us.anthropic.claude-haiku-4-5-20251001-v1:0',
          ],
        ],
      };
      expect(invoke).toEqual([
        // The call names the profile: the guardrail is demanded here.
        {
          Sid: guardrailStatementSid(dev.guardrail.chatGuardrail.configuration),
          Effect: 'Allow',
          Action: 'bedrock:InvokeModelWithResponseStream',
          Resource: profileArn,
          Condition: { StringEquals: { 'bedrock:GuardrailIdentifier': pinnedGuardrail(dev) } },
        },
        // The model wherever the profile routes, through it only; no guardrail key, which AWS does not document there.
        {
          Effect: 'Allow',
          Action: 'bedrock:InvokeModelWithResponseStream',
          Resource: 'arn:aws:bedrock:*::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0',
          Condition: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
        },
      ]);
      expect(bedrock.filter((statement) => actionsOf(statement).includes('bedrock:ApplyGuardrail'))).toEqual([
        { Effect: 'Allow', Action: 'bedrock:ApplyGuardrail', Resource: guardrailOutput(dev, /GuardrailArn/) },
      ]);
    }
  });

  it('a plain foundation model id is allowed in the Bedrock region only, without wildcards, with its guardrail', () => {
    const plain = synthStage('dev', {
      config: { bedrock: { modelId: 'anthropic.claude-3-haiku-20240307-v1:0', region: 'us-west-2' } },
    });
    const bedrock = statementsOf(plain, 'chat').filter((statement) =>
      actionsOf(statement).includes('bedrock:InvokeModelWithResponseStream'),
    );
    expect(bedrock).toEqual([
      {
        Sid: guardrailStatementSid(plain.guardrail.chatGuardrail.configuration),
        Effect: 'Allow',
        Action: 'bedrock:InvokeModelWithResponseStream',
        Resource: 'arn:aws:bedrock:us-west-2::foundation-model/anthropic.claude-3-haiku-20240307-v1:0',
        Condition: { StringEquals: { 'bedrock:GuardrailIdentifier': pinnedGuardrail(plain) } },
      },
    ]);
    // Bedrock's metrics live in us-west-2 and CloudWatch cannot alarm across regions: synth says so.
    Annotations.fromStack(plain.backend).hasWarning('*', Match.stringLikeRegexp('cannot alarm across regions'));
  });

  it('no function holds a wildcard action or a wildcard resource beyond X-Ray and the profile-bound model', () => {
    for (const { operation } of apiOperations) {
      for (const statement of statementsOf(dev, operation)) {
        for (const action of actionsOf(statement)) expect(action).not.toMatch(/\*/);
        if (JSON.stringify(statement.Resource) === '"*"')
          expect(actionsOf(statement).every((action) => action.startsWith('xray:'))).toBe(true);
      }
    }
  });
});

describe('API', () => {
  it('serves each operation at its contract path through its own function', () => {
    const methods = Object.values(resourcesOfType(dev.backendTemplate, 'AWS::ApiGateway::Method'));
    expect(methods).toHaveLength(apiOperations.flatMap((definition) => answeredMethods(definition.methods)).length);
    for (const { operation, methods: httpMethods } of apiOperations) {
      const fnId = backendLogicalId(dev, operationFunction(dev, operation));
      const matches = methods.filter((candidate) => JSON.stringify(candidate.Properties.Integration).includes(fnId));
      expect(matches.map((match) => match.Properties.HttpMethod)).toEqual(answeredMethods(httpMethods));
      for (const match of matches) {
        expect(match.Properties).toMatchObject({ AuthorizationType: 'NONE', Integration: { Type: 'AWS_PROXY' } });
      }
    }
    const paths = Object.values(resourcesOfType(dev.backendTemplate, 'AWS::ApiGateway::Resource')).map(
      (resource) => resource.Properties.PathPart,
    );
    for (const route of Object.values(apiRoutes)) expect(paths).toContain(route.path.split('/').pop());
  });

  it('answers HEAD on every GET route, through the same resource and function (a REST API answers only its methods)', () => {
    const methods = Object.values(resourcesOfType(dev.backendTemplate, 'AWS::ApiGateway::Method')).map(
      ({ Properties }) => Properties,
    );
    const getRoutes = methods.filter((method) => method.HttpMethod === 'GET');
    expect(getRoutes.length).toBe(
      Object.values(apiRoutes).filter((route) => route.methods.includes('GET' as never)).length,
    );
    for (const get of getRoutes) {
      expect(methods).toContainEqual(
        expect.objectContaining({ HttpMethod: 'HEAD', ResourceId: get.ResourceId, Integration: get.Integration }),
      );
    }
  });

  it('is regional (CloudFront is the edge)', () => {
    dev.backendTemplate.hasResourceProperties('AWS::ApiGateway::RestApi', {
      EndpointConfiguration: { Types: ['REGIONAL'] },
    });
  });

  it('throttles the stage, and chat more tightly, from the stage config', () => {
    prod.backendTemplate.hasResourceProperties('AWS::ApiGateway::Stage', {
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          ThrottlingRateLimit: 100,
          ThrottlingBurstLimit: 200,
          LoggingLevel: 'ERROR',
        }),
        Match.objectLike({
          HttpMethod: 'POST',
          ResourcePath: '/~1api~1chat',
          ThrottlingRateLimit: 10,
          ThrottlingBurstLimit: 20,
        }),
      ]),
    });
  });

  it('writes access logs and traces requests', () => {
    dev.backendTemplate.hasResourceProperties('AWS::ApiGateway::Stage', {
      AccessLogSetting: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      TracingEnabled: true,
    });
  });
});

describe('backend operations', () => {
  it('alarms on the API 5xx rate, on every function error and throttle, and on Bedrock failures', () => {
    const alarms = Object.values(resourcesOfType(dev.backendTemplate, 'AWS::CloudWatch::Alarm')).map(
      (alarm) => alarm.Properties,
    );
    expect(alarms).toContainEqual(
      expect.objectContaining({ Namespace: 'AWS/ApiGateway', MetricName: '5XXError', Statistic: 'Average' }),
    );
    for (const { operation } of apiOperations) {
      const fnRef = { Ref: backendLogicalId(dev, operationFunction(dev, operation)) };
      for (const metric of ['Errors', 'Throttles']) {
        expect(alarms).toContainEqual(
          expect.objectContaining({
            Namespace: 'AWS/Lambda',
            MetricName: metric,
            Dimensions: [{ Name: 'FunctionName', Value: fnRef }],
          }),
        );
      }
    }
    const bedrock = alarms.find((alarm) => JSON.stringify(alarm.Metrics ?? '').includes('InvocationServerErrors'));
    expect(JSON.stringify(bedrock)).toContain('InvocationServerErrors');
    expect(JSON.stringify(bedrock)).toContain('InvocationThrottles');
    for (const alarm of alarms) expect(alarm.AlarmActions).toHaveLength(1);
  });

  it('sends alarms to the stage e-mail when one is set', () => {
    const withEmail = synthStage('dev', { config: { alarmEmail: 'ops@ferrumshield.example' } });
    for (const template of [withEmail.backendTemplate, withEmail.edgeTemplate]) {
      template.hasResourceProperties('AWS::SNS::Subscription', {
        Protocol: 'email',
        Endpoint: 'ops@ferrumshield.example',
      });
    }
    dev.backendTemplate.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('outputs the API URL and the table names', () => {
    const outputs = Object.keys(dev.backendTemplate.toJSON().Outputs);
    expect(outputs).toEqual(expect.arrayContaining(['ApiUrl', ...tableIds.map((table) => `${table}TableName`)]));
  });

  it('tags the stack (and so every resource) with the stage', () => {
    expect(dev.backend.tags.tagValues()).toMatchObject({ stage: 'dev', project: 'ferrum-shield' });
  });
});
