import { ArnFormat, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { heading, type DashboardContext, type DashboardRows } from './widgets.ts';

/** Every alarm of the stage, in both regions: found by ARN, built from each stack's region and the alarm's fixed name. */
export function alarmsSection({ scope, props }: DashboardContext): DashboardRows {
  const alarms = props.alarms.flatMap(({ region, names }) =>
    names.map((name) =>
      cloudwatch.Alarm.fromAlarmArn(
        scope,
        name,
        Stack.of(scope).formatArn({
          service: 'cloudwatch',
          resource: 'alarm',
          resourceName: name,
          region,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ),
    ),
  );
  return [
    [
      heading({
        heading: 'Alarms',
        text: 'Every alarm of the stage, in both regions. Each one mails the alarm address when set (stage setting `alarmEmail`).',
      }),
    ],
    [
      new cloudwatch.AlarmStatusWidget({
        title: `Every alarm of ${props.stage}`,
        alarms,
        width: 24,
        height: 2 + Math.ceil(alarms.length / 4),
      }),
    ],
  ];
}
