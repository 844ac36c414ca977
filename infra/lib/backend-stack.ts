/**
 * A stage's regional part: the tables, the API and its functions, and their alarms.
 */
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { tableIds } from '@ferrum/shared';
import { Alarms, alarmPeriod } from './alarms.ts';
import { Api } from './api.ts';
import { ApiFrontDoor } from './api-front-door.ts';
import { addChatAlarms } from './chat-alarms.ts';
import { bedrockModelPrices } from './bedrock-prices.ts';
import { ChatSpend } from './chat-spend.ts';
import type { GuardrailReference } from './guardrail-stack.ts';
import type { StageConfig } from './stages.ts';
import { addSubmissionMetrics } from './submission-metrics.ts';
import { SubmissionNotifications } from './submission-notifications.ts';
import { SubmissionTables } from './submission-tables.ts';
import { addWebVitalsAlarms } from './web-vitals-alarms.ts';

export interface BackendStackProps extends StackProps {
  /** Stage name. */
  readonly stage: string;
  /** The stage's settings. */
  readonly config: StageConfig;
  /** Region the chat function calls Bedrock in. */
  readonly bedrockRegion: string;
  /** The chat's guardrail (its own stack, in the Bedrock region). */
  readonly guardrail: GuardrailReference;
  /** The built site (the unsubscribe function serves two of its pages). */
  readonly siteSource: string;
}

/** Tables, API, functions and alarms of one stage. */
export class BackendStack extends Stack {
  /** The submission tables. */
  readonly tables: SubmissionTables;
  /** The chat's hourly spend counter. */
  readonly chatSpend: ChatSpend;
  /** The API and its functions. */
  readonly api: Api;
  /** The API's one front door: the origin secret, the web ACL on the API stage and the rotation. */
  readonly frontDoor: ApiFrontDoor;
  /** Staff notifications of new submissions. */
  readonly notifications: SubmissionNotifications;
  /** The stack's alarm topic and alarms. */
  readonly alarms: Alarms;

  constructor(scope: Construct, id: string, props: BackendStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.tables = new SubmissionTables(this, 'Tables', { stage: props.stage, retainData: config.retainData });
    this.chatSpend = new ChatSpend(this, 'ChatSpend', { stage: props.stage });
    const prices = bedrockModelPrices[config.bedrock.modelId];
    this.api = new Api(this, 'Api', {
      stage: props.stage,
      tables: this.tables,
      assistant: {
        model: { modelId: config.bedrock.modelId, region: props.bedrockRegion },
        guardrail: props.guardrail,
        ...(prices ? { spend: { counter: this.chatSpend, usdPerHour: config.chat.spendAlarmUsdPerHour, prices } } : {}),
      },
      throttling: config.throttling,
      chat: config.chat,
      logRetention: config.logRetention,
      retainLogs: config.retainData,
      siteSource: props.siteSource,
    });

    this.frontDoor = new ApiFrontDoor(this, 'FrontDoor', {
      stage: props.stage,
      restApi: this.api.restApi,
      origin: this.api.origin,
      logRetention: config.logRetention,
      retainLogs: config.retainData,
      viewerRequestsPer5Minutes: config.waf.originRequestsPer5Minutes,
      rotationDays: config.frontDoor.rotationDays,
    });

    const alarms = new Alarms(this, 'Alarms', { namePrefix: `${props.stage}-ferrum`, email: config.alarmEmail });
    this.alarms = alarms;
    this.notifications = new SubmissionNotifications(this, 'Notifications', {
      stage: props.stage,
      tables: this.tables,
      staffEmail: config.staffEmail,
      notices: config.notices,
      alarms,
      logRetention: config.logRetention,
      retainLogs: config.retainData,
    });
    this.addAlarms(props);
    this.addBedrockAlarm(props);
    this.addOutputs();
  }

  /** The API's, the rotation's and every function's alarms, the chat's, the vitals' and the submission metrics. */
  private addAlarms(props: BackendStackProps): void {
    const { config } = props;
    const { alarms } = this;
    alarms.add('Api5xxRate', {
      metric: this.api.restApi.metricServerError({ statistic: cloudwatch.Stats.AVERAGE, period: alarmPeriod }),
      threshold: 0.05,
      evaluationPeriods: 2,
      description: 'More than 5% of API requests answered 5xx for 10 minutes.',
    });
    alarms.add('OriginSecretRotationErrors', {
      metric: this.frontDoor.rotationFunction.metricErrors({ period: alarmPeriod }),
      threshold: 1,
      description:
        'Rotating the origin secret failed; CloudFront keeps sending the value in use (see the rotation function log).',
    });
    for (const [operation, fn] of Object.entries(this.api.functions)) {
      alarms.add(`${operation}Errors`, {
        metric: fn.function.metricErrors({ period: alarmPeriod }),
        threshold: 1,
        description: `The ${operation} function failed (unhandled error or timeout).`,
      });
      alarms.add(`${operation}Throttles`, {
        metric: fn.function.metricThrottles({ period: alarmPeriod }),
        threshold: 1,
        description: `The ${operation} function was throttled.`,
      });
    }
    const chatFunction = this.api.functions.chat;
    if (chatFunction) {
      addChatAlarms(this, {
        stage: props.stage,
        logGroup: chatFunction.logGroup,
        bedrock: { modelId: config.bedrock.modelId, region: props.bedrockRegion },
        ceilings: config.chat,
        alarms,
      });
    }
    addWebVitalsAlarms(alarms, props.stage);
    addSubmissionMetrics(this, { stage: props.stage, functions: this.api.functions });
  }

  /** Bedrock's failures, when the model runs in this region (CloudWatch cannot alarm across regions). */
  private addBedrockAlarm(props: BackendStackProps): void {
    const { config } = props;
    if (props.bedrockRegion === this.region) {
      this.alarms.add('BedrockFailures', {
        metric: new cloudwatch.MathExpression({
          label: 'Bedrock errors and throttles',
          expression: 'serverErrors + clientErrors + throttles',
          period: alarmPeriod,
          usingMetrics: Object.fromEntries(
            (
              [
                ['serverErrors', 'InvocationServerErrors'],
                ['clientErrors', 'InvocationClientErrors'],
                ['throttles', 'InvocationThrottles'],
              ] as const
            ).map(([key, metricName]) => [
              key,
              new cloudwatch.Metric({
                namespace: 'AWS/Bedrock',
                metricName,
                dimensionsMap: { ModelId: config.bedrock.modelId },
                statistic: cloudwatch.Stats.SUM,
                period: alarmPeriod,
              }),
            ]),
          ),
        }),
        threshold: 1,
        description: `Bedrock calls to ${config.bedrock.modelId} failed or were throttled (model access, quota or service errors).`,
      });
    } else {
      Annotations.of(this).addWarningV2(
        'ferrum:bedrock-alarm-region',
        `Bedrock runs in ${props.bedrockRegion} and this stack in ${this.region}: CloudWatch cannot alarm across regions, so Bedrock failures show only as chat function errors.`,
      );
    }
  }

  /** What a deploy prints: the API URL, the table names and the topics. */
  private addOutputs(): void {
    new CfnOutput(this, 'ApiUrl', {
      description:
        'The API stage URL: it answers 403, since only CloudFront gets in (the site calls the API under /api).',
      value: this.api.restApi.urlForPath('/api'),
    });
    for (const table of tableIds) {
      new CfnOutput(this, `${table}TableName`, {
        description: `DynamoDB table of ${table} submissions.`,
        value: this.tables.tables[table].tableName,
      });
    }
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
    new CfnOutput(this, 'StaffTopicArn', {
      description: 'SNS topic of new-submission notifications (subscribed to staffEmail when set).',
      value: this.notifications.topic.topicArn,
    });
  }
}
