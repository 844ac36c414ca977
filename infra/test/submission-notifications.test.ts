/**
 * What staff rely on in the templates: the indexes they query in the console,
 * the streams that feed the notifier, the notifier's narrow role, the window
 * table and the digest function run every minute, the dead-letter queue and its
 * alarm, and the staff address as the only thing that subscribes anybody.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CfnResource } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import {
  createTableInput,
  newsletterIndexName,
  notifyingTables,
  statusIndexName,
  tableIds,
  tableName,
  unsubscribeTokenIndexName,
  type TableId,
} from '@ferrum/shared';
import { repositoryRoot } from '../lib/operation-function.ts';
import { stages } from '../lib/stages.ts';
import { notifierDelivery } from '../lib/submission-notifications.ts';
import { resourcesOfType, synthStage, type SynthesizedStage } from './support.ts';

const staffEmail = 'staff@ferrumshield.example';
const alarmEmail = 'ops@ferrumshield.example';

let dev: SynthesizedStage;
let withStaff: SynthesizedStage;

beforeAll(() => {
  dev = synthStage('dev');
  withStaff = synthStage('dev', { config: { staffEmail, alarmEmail } });
}, 60_000);

const logicalId = (stage: SynthesizedStage, construct: { node: { defaultChild?: unknown } }) =>
  stage.backend.getLogicalId(construct.node.defaultChild as CfnResource);

function tableResource(stage: SynthesizedStage, table: TableId) {
  return stage.backendTemplate.toJSON().Resources[logicalId(stage, stage.backend.tables.tables[table])].Properties;
}

const notifications = (stage: SynthesizedStage) => stage.backend.notifications;

interface Statement {
  Action: string | string[];
  Resource: unknown;
  Effect: string;
  Condition?: unknown;
}

/** Each (action, resource) pair the role of `fn` (the notifier by default) allows, with the statement's condition. */
function notifierGrants(stage: SynthesizedStage, fn = notifications(stage).function) {
  const roleId = logicalId(stage, fn.role!);
  return Object.values(resourcesOfType(stage.backendTemplate, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
    .flatMap((statement) => {
      expect(statement.Effect).toBe('Allow');
      const actions = typeof statement.Action === 'string' ? [statement.Action] : statement.Action;
      const resources = Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource];
      return actions.flatMap((action) =>
        resources.map((resource) => ({
          action,
          resource,
          ...(statement.Condition ? { condition: statement.Condition } : {}),
        })),
      );
    });
}

describe('indexes staff query in the console', () => {
  it('contact messages and job applications: by-status-and-time, status then submitted_at, with triage columns only', () => {
    for (const table of notifyingTables) {
      const [index] = tableResource(dev, table).GlobalSecondaryIndexes;
      expect(index).toMatchObject({
        IndexName: statusIndexName,
        KeySchema: [
          { AttributeName: 'status', KeyType: 'HASH' },
          { AttributeName: 'submitted_at', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'INCLUDE' },
      });
      for (const secret of ['message', 'phone', 'linkedin_url', 'cover_letter'])
        expect(index.Projection.NonKeyAttributes).not.toContain(secret);
    }
    expect(tableResource(dev, 'jobApplications').GlobalSecondaryIndexes[0].Projection.NonKeyAttributes).toContain(
      'job_title',
    );
  });

  it('newsletter subscriptions: by-list-and-time, list then subscribed_at (and the unsubscribe link: by token)', () => {
    expect(tableResource(dev, 'newsletter').GlobalSecondaryIndexes).toEqual([
      expect.objectContaining({
        IndexName: newsletterIndexName,
        KeySchema: [
          { AttributeName: 'list', KeyType: 'HASH' },
          { AttributeName: 'subscribed_at', KeyType: 'RANGE' },
        ],
      }),
      expect.objectContaining({ IndexName: unsubscribeTokenIndexName }),
    ]);
  });

  it('are exactly the indexes the local store creates, so a console query works the same on both', () => {
    for (const table of tableIds) {
      const resource = tableResource(dev, table);
      const local = createTableInput('dev', table);
      expect(resource.TableName).toBe(tableName('dev', table));
      expect(resource.GlobalSecondaryIndexes).toEqual(local.GlobalSecondaryIndexes);
      expect(resource.KeySchema).toEqual(local.KeySchema);
      expect(resource.AttributeDefinitions).toEqual(expect.arrayContaining(local.AttributeDefinitions));
      expect(resource.AttributeDefinitions).toHaveLength(local.AttributeDefinitions.length);
    }
  });
});

describe('streams', () => {
  it('the contact and job tables stream new images; the newsletter table streams nothing', () => {
    for (const table of notifyingTables)
      expect(tableResource(dev, table).StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    expect(tableResource(dev, 'newsletter').StreamSpecification).toBeUndefined();
  });

  it('feed the notifier with INSERTs only, retried with bisection, then described in the dead-letter queue', () => {
    const mappings = Object.values(resourcesOfType(dev.backendTemplate, 'AWS::Lambda::EventSourceMapping'));
    expect(mappings).toHaveLength(notifyingTables.length);
    const fnId = logicalId(dev, notifications(dev).function);
    const queueId = logicalId(dev, notifications(dev).deadLetterQueue);
    expect(mappings.map((mapping) => mapping.Properties.EventSourceArn)).toEqual(
      expect.arrayContaining(
        notifyingTables.map((table) => ({
          'Fn::GetAtt': [logicalId(dev, dev.backend.tables.tables[table]), 'StreamArn'],
        })),
      ),
    );
    for (const mapping of mappings) {
      expect(mapping.Properties).toMatchObject({
        FunctionName: { Ref: fnId },
        StartingPosition: 'TRIM_HORIZON',
        FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['INSERT'] }) }] },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        BisectBatchOnFunctionError: true,
        MaximumRetryAttempts: notifierDelivery.retryAttempts,
        MaximumRecordAgeInSeconds: notifierDelivery.maxRecordAge.toSeconds(),
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
      });
    }
  });
});

describe('the notifier', () => {
  it('is a Node.js 24 arm64 function, traced, logging JSON, told its topic, its window table and the stage settings', () => {
    const properties = dev.backendTemplate.toJSON().Resources[logicalId(dev, notifications(dev).function)].Properties;
    expect(properties).toMatchObject({
      FunctionName: 'dev-ferrum-submission-notifier',
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      TracingConfig: { Mode: 'Active' },
      LoggingConfig: { LogFormat: 'JSON' },
    });
    expect(properties.Environment.Variables).toEqual({
      NODE_OPTIONS: '--enable-source-maps',
      NOTIFICATION_TOPIC_ARN: { Ref: logicalId(dev, notifications(dev).topic) },
      NOTICE_WINDOW_TABLE: { Ref: logicalId(dev, notifications(dev).windowTable) },
      NOTICE_WINDOW_SECONDS: String(stages.dev.notices.windowMinutes * 60),
      NOTICES_PER_WINDOW: String(stages.dev.notices.perWindow),
      STAGE: 'dev',
    });
  });

  it('may read the two streams, publish to its own topic, write its dead-letter queue and count in the window table: nothing else', () => {
    const topic = { Ref: logicalId(dev, notifications(dev).topic) };
    const queue = { 'Fn::GetAtt': [logicalId(dev, notifications(dev).deadLetterQueue), 'Arn'] };
    const windowTable = { 'Fn::GetAtt': [logicalId(dev, notifications(dev).windowTable), 'Arn'] };
    const logGroup = { 'Fn::GetAtt': [expect.stringMatching(/^NotificationsLogs/), 'Arn'] };
    const streams = notifyingTables.map((table) => ({
      'Fn::GetAtt': [logicalId(dev, dev.backend.tables.tables[table]), 'StreamArn'],
    }));
    const grants = notifierGrants(dev);
    expect(grants).toEqual(
      expect.arrayContaining([
        { action: 'logs:CreateLogStream', resource: logGroup },
        { action: 'logs:PutLogEvents', resource: logGroup },
        { action: 'xray:PutTraceSegments', resource: '*' },
        { action: 'xray:PutTelemetryRecords', resource: '*' },
        { action: 'dynamodb:ListStreams', resource: '*' },
        ...['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'].flatMap((action) =>
          streams.map((resource) => ({ action, resource })),
        ),
        { action: 'sns:Publish', resource: topic },
        ...['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'].map((action) => ({
          action,
          resource: queue,
        })),
        // The topic's AWS managed key, and no other key: CDK's grant for a topic encrypted with alias/aws/sns.
        ...['kms:Decrypt', 'kms:GenerateDataKey*'].map((action) => ({
          action,
          resource: expect.anything(),
          condition: { 'ForAnyValue:StringEquals': { 'kms:ResourceAliases': 'alias/aws/sns' } },
        })),
        ...['dynamodb:UpdateItem', 'dynamodb:GetItem'].map((action) => ({ action, resource: windowTable })),
      ]),
    );
    expect(grants).toHaveLength(2 + 2 + 1 + 3 * streams.length + 1 + 3 + 2 + 2);
    // Item access on the window table alone: the notifier never reads or writes a submission.
    expect(
      grants.filter(
        ({ action, resource }) =>
          /^dynamodb:(Get|Put|Update|Delete|Query|Scan|BatchGet|BatchWrite)Item|^dynamodb:(Query|Scan)$/.test(action) &&
          JSON.stringify(resource) !== JSON.stringify(windowTable),
      ),
    ).toEqual([]);
    expect(JSON.stringify(grants)).not.toContain(logicalId(dev, dev.backend.tables.tables.newsletter));
  });
});

describe('the digest of notices past the limit', () => {
  it('counts in a window table keyed by form and window start, deleted by TTL, nothing kept with the stack', () => {
    const id = logicalId(dev, notifications(dev).windowTable);
    const resource = dev.backendTemplate.toJSON().Resources[id];
    expect(resource.Properties).toMatchObject({
      TableName: 'dev-staff-notice-windows',
      KeySchema: [
        { AttributeName: 'form', KeyType: 'HASH' },
        { AttributeName: 'window_start', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expires_at', Enabled: true },
    });
    expect(resource.Properties.StreamSpecification).toBeUndefined();
    expect(resource.DeletionPolicy).toBe('Delete');
  });

  it('is sent by its own function, run every minute by a rule that retries nothing (the next run does)', () => {
    const fnId = logicalId(dev, notifications(dev).digestFunction);
    const properties = dev.backendTemplate.toJSON().Resources[fnId].Properties;
    expect(properties).toMatchObject({ FunctionName: 'dev-ferrum-notice-digest', Runtime: 'nodejs24.x' });
    expect(properties.Environment.Variables).toMatchObject({
      NOTICE_WINDOW_TABLE: { Ref: logicalId(dev, notifications(dev).windowTable) },
      NOTICE_WINDOW_SECONDS: '900',
      NOTICES_PER_WINDOW: '5',
      STAGE: 'dev',
    });
    dev.backendTemplate.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 },
        }),
      ],
    });
  });

  it("takes the stage's settings", () => {
    const custom = synthStage('dev', { config: { notices: { windowMinutes: 60, perWindow: 2 } } });
    for (const fn of [notifications(custom).function, notifications(custom).digestFunction]) {
      const variables =
        custom.backendTemplate.toJSON().Resources[logicalId(custom, fn)].Properties.Environment.Variables;
      expect(variables).toMatchObject({ NOTICE_WINDOW_SECONDS: '3600', NOTICES_PER_WINDOW: '2' });
    }
  });

  it('may query and update the window table and publish to the staff topic: nothing else', () => {
    const windowTable = { 'Fn::GetAtt': [logicalId(dev, notifications(dev).windowTable), 'Arn'] };
    const grants = notifierGrants(dev, notifications(dev).digestFunction);
    expect(grants).toEqual(
      expect.arrayContaining([
        { action: 'dynamodb:Query', resource: windowTable },
        { action: 'dynamodb:UpdateItem', resource: windowTable },
        { action: 'sns:Publish', resource: { Ref: logicalId(dev, notifications(dev).topic) } },
        { action: 'xray:PutTraceSegments', resource: '*' },
        { action: 'xray:PutTelemetryRecords', resource: '*' },
      ]),
    );
    // Its log group (2), X-Ray (2), the window table (2), the topic (1) and the topic's managed key (2).
    expect(grants).toHaveLength(2 + 2 + 2 + 1 + 2);
    for (const table of tableIds)
      expect(JSON.stringify(grants)).not.toContain(logicalId(dev, dev.backend.tables.tables[table]));
  });

  it('alarms when a run fails', () => {
    const fnRef = { Ref: logicalId(dev, notifications(dev).digestFunction) };
    const alarms = Object.values(resourcesOfType(dev.backendTemplate, 'AWS::CloudWatch::Alarm')).map(
      (alarm) => alarm.Properties,
    );
    expect(alarms).toContainEqual(
      expect.objectContaining({
        AlarmName: 'dev-ferrum-NoticeDigestErrors',
        MetricName: 'Errors',
        Dimensions: [{ Name: 'FunctionName', Value: fnRef }],
        Threshold: 1,
      }),
    );
  });
});

describe('failed notifications end where staff see them', () => {
  it('in an encrypted, TLS-only dead-letter queue that keeps them 14 days', () => {
    const queueId = logicalId(dev, notifications(dev).deadLetterQueue);
    const queue = dev.backendTemplate.toJSON().Resources[queueId].Properties;
    expect(queue).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    dev.backendTemplate.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: {
        Statement: [Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })],
      },
    });
  });

  it('which alarms to the alarm topic as soon as one message is in it', () => {
    const queueId = logicalId(dev, notifications(dev).deadLetterQueue);
    const alarms = Object.values(resourcesOfType(dev.backendTemplate, 'AWS::CloudWatch::Alarm')).map(
      (alarm) => alarm.Properties,
    );
    const alarmTopic = { Ref: expect.stringMatching(/^AlarmsTopic/) };
    expect(alarms).toContainEqual(
      expect.objectContaining({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [alarmTopic],
      }),
    );
    const fnRef = { Ref: logicalId(dev, notifications(dev).function) };
    for (const [metric, threshold] of [
      ['Errors', 1],
      ['IteratorAge', 60_000],
    ] as const) {
      expect(alarms).toContainEqual(
        expect.objectContaining({
          Namespace: 'AWS/Lambda',
          MetricName: metric,
          Dimensions: [{ Name: 'FunctionName', Value: fnRef }],
          Threshold: threshold,
          AlarmActions: [alarmTopic],
        }),
      );
    }
  });
});

describe('the staff topic', () => {
  it('is its own topic, encrypted with the SNS managed key and TLS-only', () => {
    const topicId = logicalId(dev, notifications(dev).topic);
    const topic = dev.backendTemplate.toJSON().Resources[topicId].Properties;
    expect(topic.TopicName).toBe('dev-ferrum-staff-notifications');
    expect(JSON.stringify(topic.KmsMasterKeyId)).toContain(':alias/aws/sns');
    dev.backendTemplate.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topicId }],
      PolicyDocument: {
        Statement: [Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })],
      },
    });
    expect(topicId).not.toMatch(/^Alarms/);
    expect(dev.backendTemplate.toJSON().Outputs.StaffTopicArn.Value).toEqual({ Ref: topicId });
  });

  it('has no subscription when the stage sets no staff address: nobody is notified', () => {
    expect(dev.backendTemplate.findResources('AWS::SNS::Subscription')).toEqual({});
  });

  it("subscribes the stage's staff address to the staff topic only, and the alarm address to alarms only", () => {
    const staffTopic = { Ref: logicalId(withStaff, notifications(withStaff).topic) };
    const subscriptions = Object.values(resourcesOfType(withStaff.backendTemplate, 'AWS::SNS::Subscription')).map(
      (subscription) => subscription.Properties,
    );
    expect(subscriptions).toContainEqual({ Protocol: 'email', Endpoint: staffEmail, TopicArn: staffTopic });
    expect(subscriptions.filter((subscription) => subscription.Endpoint === staffEmail)).toHaveLength(1);
    for (const subscription of subscriptions.filter((candidate) => candidate.Endpoint === alarmEmail))
      expect(subscription.TopicArn).not.toEqual(staffTopic);
  });

  it.each([
    ['offline', () => withStaff],
    [
      'at deploy time (account known, eu-west-1)',
      () =>
        synthStage('prod', {
          config: { staffEmail },
          environment: { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'eu-west-1' },
        }),
    ],
  ])('passes the cdk-nag AwsSolutions and Serverless checks with a staff address set, %s', (_name, synth) => {
    const { app } = synth();
    const findings = [new AwsSolutionsChecks(app), new ServerlessChecks(app)].flatMap((pack) =>
      pack
        .validateScope(app)
        .violations.flatMap((violation) =>
          violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}`),
        ),
    );
    expect(findings).toEqual([]);
  });
});

describe('the notifier bundle', () => {
  it('stays small, takes the AWS SDK from the runtime and loads in plain Node', () => {
    // Inside the repository, so the bundle's `@aws-sdk/*` imports resolve as the Lambda runtime resolves them.
    mkdirSync(join(repositoryRoot, 'node_modules/.cache'), { recursive: true });
    const outdir = mkdtempSync(join(repositoryRoot, 'node_modules/.cache/ferrum-cdk-out-'));
    const bundled = synthStage('dev', { bundle: true, outdir });
    const fn = notifications(bundled).function;
    const code = bundled.backendTemplate.toJSON().Resources[logicalId(bundled, fn)].Properties.Code;
    const file = join(outdir, `asset.${String(code.S3Key).replace(/\.zip$/, '')}`, 'index.mjs');

    expect(existsSync(file), file).toBe(true);
    expect(statSync(file).size).toBeLessThan(200 * 1024);
    expect(readFileSync(file, 'utf8')).toMatch(/"@aws-sdk\/client-sns"/);
    const result = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(typeof m.handler);`,
      ],
      {
        env: {
          ...process.env,
          AWS_REGION: 'us-east-1',
          NOTIFICATION_TOPIC_ARN: 'arn:aws:sns:us-east-1:123456789012:dev-ferrum-staff-notifications',
          NOTICE_WINDOW_TABLE: 'dev-staff-notice-windows',
          NOTICE_WINDOW_SECONDS: '900',
          NOTICES_PER_WINDOW: '5',
          STAGE: 'dev',
        },
        encoding: 'utf8',
      },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('function');
  }, 120_000);
});
