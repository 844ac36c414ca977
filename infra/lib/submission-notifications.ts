/**
 * Staff hear about new submissions: the contact and job-application tables'
 * streams feed a small notifier function (INSERTs only), which publishes to the
 * stage's own staff topic; an optional address is subscribed to it. Failed
 * notifications are retried by the stream, then described in a dead-letter
 * queue that alarms. The visitor's request never waits for any of it
 * (docs/decisions/011-submission-notifications.md). Past the stage's notices
 * per form and window, posts are counted in a small window table and a digest
 * function, run every minute, sends each window's digest (docs/decisions/026).
 */
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { expiryAttribute, notifyingTables, stageEnvironmentVariable } from '@ferrum/shared';
import {
  noticeWindowKeys,
  noticeWindowTableName,
  noticeWindowVariables,
  notificationTopicVariable,
} from '@ferrum/lambdas/tooling';
import { alarmPeriod, type Alarms } from './alarms.ts';
import { nagEnvironment } from './nag.ts';
import { functionDefaults, functionLogsAndRole, lambdaBundling, sourceMapsEnvironment } from './operation-function.ts';
import type { NoticesConfig } from './stages.ts';
import type { SubmissionTables } from './submission-tables.ts';

/** The Lambda entry file (the local stack runs the same notifier code with a terminal publisher). */
export const notifierEntry = fileURLToPath(
  new URL('../../lambdas/src/handlers/submission-notifier.ts', import.meta.url),
);

/** The notifier function's name (fixed: the stage's dashboard, in us-east-1, finds its metrics by it). */
export function notifierFunctionName(stage: string): string {
  return `${stage}-ferrum-submission-notifier`;
}

/** The entry of the function that sends each ended window's digest. */
export const digestEntry = fileURLToPath(new URL('../../lambdas/src/handlers/notice-digest.ts', import.meta.url));

/** The digest function's name. */
export function digestFunctionName(stage: string): string {
  return `${stage}-ferrum-notice-digest`;
}

/** How often the digest function looks for ended windows: a digest leaves at most this long after its window. */
export const digestSchedule = Duration.minutes(1);

/** The notifier's dead-letter queue's name (fixed, for the same reason). */
export function notifierDeadLetterQueueName(stage: string): string {
  return `${notifierFunctionName(stage)}-dlq`;
}

/** The variable the notifier reads its topic from. */
const topicVariable = notificationTopicVariable;

/** How the stream hands records to the notifier, and when it gives up on one. */
export const notifierDelivery = {
  /** Records per invocation; with no batching window a batch starts as soon as records arrive. */
  batchSize: 10,
  /** Retries of a failed batch (halved each time by bisection) before its description goes to the dead-letter queue. */
  retryAttempts: 10,
  /** A notification older than this is no longer news: the dead-letter queue and the status index take over. */
  maxRecordAge: Duration.hours(1),
} as const;

export interface SubmissionNotificationsProps {
  /** Stage name, prefixed to the function and topic names. */
  readonly stage: string;
  /** The tables whose new items notify (those with a stream). */
  readonly tables: SubmissionTables;
  /**
   * Address subscribed to the staff topic.
   * @default no subscription: nobody is notified
   */
  readonly staffEmail?: string;
  /** Notices per form and window before the rest go into a digest (the stage setting). */
  readonly notices: NoticesConfig;
  /** Where the dead-letter, error and delay alarms go. */
  readonly alarms: Alarms;
  /** How long the notifier's logs are kept. */
  readonly logRetention: logs.RetentionDays;
  /**
   * Keep the log group when the stack is deleted.
   * @default false
   */
  readonly retainLogs?: boolean;
}

/** Stream → notifier → staff topic (→ e-mail), with a dead-letter queue and alarms. */
export class SubmissionNotifications extends Construct {
  /** The staff topic: one message per new contact message or job application. */
  readonly topic: sns.Topic;
  /** The notifier function. */
  readonly function: NodejsFunction;
  /** Descriptions (shard, sequence numbers) of stream batches the notifier gave up on; never item contents. */
  readonly deadLetterQueue: sqs.Queue;
  /** Per form and window: who had a notice and what was folded into the digest (expires two days after the window). */
  readonly windowTable: dynamodb.Table;
  /** Sends each ended window's digest, every minute. */
  readonly digestFunction: NodejsFunction;

  constructor(scope: Construct, id: string, props: SubmissionNotificationsProps) {
    super(scope, id);
    const functionName = notifierFunctionName(props.stage);

    this.topic = new sns.Topic(this, 'StaffTopic', {
      topicName: `${props.stage}-ferrum-staff-notifications`,
      // The sender name staff see in their inbox.
      displayName: 'Ferrum Shield submissions',
      enforceSSL: true,
      // Messages carry names: encrypted at rest. The AWS managed key needs no key policy of ours
      // and no KMS grant for a publisher in the account (unlike the alarm topic, CloudWatch never publishes here).
      masterKey: kms.Alias.fromAliasName(this, 'SnsKey', 'alias/aws/sns'),
    });
    if (props.staffEmail) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.staffEmail));
      Validations.of(this.topic).acknowledge({
        id: 'Serverless-SNSRedrivePolicy',
        reason:
          'An e-mail subscription: SNS retries e-mail itself, and a lost mail leaves the item listed under status new.',
      });
    }

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      queueName: notifierDeadLetterQueueName(props.stage),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge(
      {
        id: 'AwsSolutions-SQS3',
        reason: "This queue is the dead-letter destination of the notifier's event source mappings.",
      },
      {
        id: 'Serverless-SQSRedrivePolicy',
        reason: "This queue is the dead-letter destination of the notifier's event source mappings.",
      },
    );

    // Its own role: its log group, the two streams, its topic, its dead-letter queue and the window table; nothing else.
    const { logGroup, role } = functionLogsAndRole(this, functionName, props);
    this.function = new NodejsFunction(this, 'Function', {
      role,
      functionName,
      description: 'Notifies staff of new contact messages and job applications.',
      entry: notifierEntry,
      ...functionDefaults,
      memorySize: 256,
      timeout: Duration.seconds(30),
      logGroup,
      environment: { ...sourceMapsEnvironment, [topicVariable]: this.topic.topicArn },
      // The same bundling as the API's functions (decisions 006 and 007).
      bundling: lambdaBundling,
    });
    this.topic.grantPublish(this.function);
    this.windowTable = this.createWindowTable(props.stage);
    // Grant a notice or fold a post (UpdateItem), and read a window back when a fold was refused (GetItem).
    this.bindWindows(this.function, props.stage, props.notices, 'dynamodb:UpdateItem', 'dynamodb:GetItem');
    this.digestFunction = this.createDigestFunction(props);

    for (const table of notifyingTables) {
      this.function.addEventSource(
        new DynamoEventSource(props.tables.tables[table], {
          // From the stream's start: an item written while the mapping is being created still notifies.
          startingPosition: lambda.StartingPosition.TRIM_HORIZON,
          batchSize: notifierDelivery.batchSize,
          // INSERTs only: a staff edit (MODIFY) and a deletion, TTL's of an expired item included (REMOVE), cost no invocation.
          filters: [lambda.FilterCriteria.filter({ eventName: lambda.FilterRule.isEqual('INSERT') })],
          reportBatchItemFailures: true,
          bisectBatchOnError: true,
          retryAttempts: notifierDelivery.retryAttempts,
          maxRecordAge: notifierDelivery.maxRecordAge,
          onFailure: new SqsDlq(this.deadLetterQueue),
        }),
      );
    }

    props.alarms.add('SubmissionNotificationsDeadLetters', {
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: alarmPeriod,
        statistic: cloudwatch.Stats.MAXIMUM,
      }),
      threshold: 1,
      description:
        'Staff notifications failed after every retry (see the dead-letter queue); new items still list under status new.',
    });
    props.alarms.add('SubmissionNotifierErrors', {
      metric: this.function.metricErrors({ period: alarmPeriod }),
      threshold: 1,
      description: 'The submission notifier failed (unhandled error or timeout).',
    });
    props.alarms.add('NoticeDigestErrors', {
      metric: this.digestFunction.metricErrors({ period: alarmPeriod }),
      threshold: 1,
      description: 'The digest of folded staff notices failed (the next run retries it every minute).',
    });
    props.alarms.add('SubmissionNotificationsLate', {
      metric: this.function.metric('IteratorAge', { period: alarmPeriod, statistic: cloudwatch.Stats.MAXIMUM }),
      threshold: Duration.minutes(1).toMilliseconds(),
      description: 'A staff notification started more than a minute after its item was stored.',
    });

    this.acknowledgeRole(
      role,
      'X-Ray PutTraceSegments/PutTelemetryRecords and dynamodb:ListStreams support no resource-level permissions.',
    );
    Validations.of(this.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'Invoked by stream event source mappings, whose on-failure destination is the dead-letter queue; never asynchronously.',
    });
  }
  /** The window table: small counters, deleted by TTL two days after their window; nothing to back up. */
  private createWindowTable(stage: string): dynamodb.Table {
    const table = new dynamodb.Table(this, 'NoticeWindows', {
      tableName: noticeWindowTableName(stage),
      partitionKey: { name: noticeWindowKeys.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: noticeWindowKeys.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: expiryAttribute,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(table).acknowledge({
      id: 'AwsSolutions-DDB3',
      reason:
        'Notice counters per form and window that expire two days after it: a point-in-time backup would restore nothing anyone needs.',
    });
    return table;
  }

  /** Tells `fn` the window table, the stage and the settings, and grants it exactly `actions` on the table (one call: decision 006). */
  private bindWindows(fn: NodejsFunction, stage: string, notices: NoticesConfig, ...actions: string[]): void {
    fn.addEnvironment(noticeWindowVariables.table, this.windowTable.tableName);
    fn.addEnvironment(noticeWindowVariables.windowSeconds, String(notices.windowMinutes * 60));
    fn.addEnvironment(noticeWindowVariables.noticesPerWindow, String(notices.perWindow));
    fn.addEnvironment(stageEnvironmentVariable, stage);
    this.windowTable.grant(fn, ...actions);
  }

  /** The digest function and the rule that runs it every minute. */
  private createDigestFunction(props: SubmissionNotificationsProps): NodejsFunction {
    const scope = new Construct(this, 'Digest');
    const functionName = digestFunctionName(props.stage);
    const { logGroup, role } = functionLogsAndRole(scope, functionName, props);
    const fn = new NodejsFunction(scope, 'Function', {
      role,
      functionName,
      description: 'Sends each ended window its digest of staff notices folded past the limit.',
      entry: digestEntry,
      ...functionDefaults,
      memorySize: 256,
      timeout: Duration.seconds(30),
      logGroup,
      environment: { ...sourceMapsEnvironment, [topicVariable]: this.topic.topicArn },
      bundling: lambdaBundling,
    });
    this.topic.grantPublish(fn);
    // Find owed windows (Query), then claim, give back or close a digest (UpdateItem).
    this.bindWindows(fn, props.stage, props.notices, 'dynamodb:Query', 'dynamodb:UpdateItem');
    const rule = new events.Rule(scope, 'Schedule', {
      description: 'Sends the digests of ended staff-notice windows.',
      schedule: events.Schedule.rate(digestSchedule),
    });
    // A failed run needs no retry or dead-letter queue: the next run, a minute later, finds the same digests owed.
    rule.addTarget(new targets.LambdaFunction(fn, { retryAttempts: 0, maxEventAge: digestSchedule }));
    this.acknowledgeRole(role, 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions.');
    const everyMinute =
      'Run every minute by an EventBridge rule; a failed run is retried by the next one, which finds the same digests owed.';
    Validations.of(fn).acknowledge({ id: 'Serverless-LambdaDLQ', reason: everyMinute });
    Validations.of(rule).acknowledge({ id: 'Serverless-EventBusDLQ', reason: everyMinute });
    return fn;
  }

  /** What cdk-nag flags on a role that writes traces and publishes to the staff topic, and why it stands. */
  private acknowledgeRole(role: iam.Role, wildcardReason: string): void {
    const { partition, account } = nagEnvironment(this);
    const region = Token.isUnresolved(Stack.of(this).region) ? '<AWS::Region>' : Stack.of(this).region;
    const managedKeyReason =
      "Publishing to a topic under the AWS managed SNS key: its key id differs per account, so CDK's grant names any key, limited by condition to the alias aws/sns.";
    Validations.of(role).acknowledge(
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: wildcardReason },
      { id: 'AwsSolutions-IAM5[Action::kms:GenerateDataKey*]', reason: managedKeyReason },
      { id: `AwsSolutions-IAM5[Resource::arn:${partition}:kms:${region}:${account}:key/*]`, reason: managedKeyReason },
    );
  }
}
