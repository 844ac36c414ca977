/**
 * A stack's alarm topic and the alarms that notify it. Alarms live in the region
 * of their metric (CloudWatch cannot alarm across regions), so each stack of a
 * stage has its own topic, subscribed to the same optional address.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmsProps {
  /** Put before each alarm's id to name it (`<stage>-ferrum`): a dashboard in another region finds it by name. */
  readonly namePrefix: string;
  /**
   * Address subscribed to the topic.
   * @default no subscription
   */
  readonly email?: string;
}

/** What to alarm on, above which threshold. */
export interface AlarmDefinition {
  /** The metric (its period and statistic included). */
  readonly metric: cloudwatch.IMetric;
  /** The alarm fires when the metric is at or above this value. */
  readonly threshold: number;
  /** What the alarm means, shown in the notification. */
  readonly description: string;
  /**
   * Consecutive periods above the threshold before it fires.
   * @default 1
   */
  readonly evaluationPeriods?: number;
}

/** An SNS topic and alarms that publish to it. */
export class Alarms extends Construct {
  /** The topic the alarms publish to. */
  readonly topic: sns.Topic;
  /**
   * The names of the alarms added so far: plain strings, so a dashboard in the
   * other stack of the stage can show them without a cross-region reference.
   */
  readonly alarmNames: string[] = [];
  private readonly namePrefix: string;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.namePrefix = props.namePrefix;
    this.topic = new sns.Topic(this, 'Topic', { enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'CloudWatch alarms cannot publish to a topic under the AWS managed SNS key; alarm messages hold no personal data.',
    });
    if (props.email) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
      Validations.of(this.topic).acknowledge({
        id: 'Serverless-SNSRedrivePolicy',
        reason:
          'An e-mail subscription for alarms: SNS retries e-mail delivery itself and a lost alarm mail stays visible in CloudWatch.',
      });
    }
  }

  /** Creates an alarm that notifies the topic (and says when it is OK again). */
  add(id: string, definition: AlarmDefinition): cloudwatch.Alarm {
    const alarmName = `${this.namePrefix}-${id}`;
    const alarm = new cloudwatch.Alarm(this, id, {
      alarmName,
      metric: definition.metric,
      threshold: definition.threshold,
      evaluationPeriods: definition.evaluationPeriods ?? 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: definition.description,
    });
    alarm.addAlarmAction(new actions.SnsAction(this.topic));
    alarm.addOkAction(new actions.SnsAction(this.topic));
    this.alarmNames.push(alarmName);
    return alarm;
  }
}

/** Five minutes: the period every alarm here uses. */
export const alarmPeriod = Duration.minutes(5);
