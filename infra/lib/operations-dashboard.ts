/**
 * One CloudWatch dashboard per stage: real visitors' Core Web Vitals, CloudFront,
 * both web ACLs, the API by route, submissions, the chat, the staff notifier and
 * every alarm of the stage. It shows metrics of both regions of the stage (each
 * metric names its region), and finds the backend's resources by their fixed
 * names, so nothing flows from the backend stack but plain strings.
 * Each section is built in `dashboard/` (one function per section).
 */
import { CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { stageMetricsNamespace } from '@ferrum/shared';
import { alarmsSection } from './dashboard/alarms-section.ts';
import { apiSection } from './dashboard/api-section.ts';
import { chatSection } from './dashboard/chat-section.ts';
import { edgeSection } from './dashboard/edge-section.ts';
import { notifierSection } from './dashboard/notifier-section.ts';
import { submissionsSection } from './dashboard/submissions-section.ts';
import { vitalsSection } from './dashboard/vitals-section.ts';
import type { DashboardContext } from './dashboard/widgets.ts';
import { edgeRegion } from './stages.ts';

/** The dashboard's name: `<stage>-ferrum-operations`. */
export function operationsDashboardName(stage: string): string {
  return `${stage}-ferrum-operations`;
}

/** Where the console shows the dashboard (it lives in us-east-1, with the edge stack). */
export function operationsDashboardUrl(stage: string): string {
  return `https://${edgeRegion}.console.aws.amazon.com/cloudwatch/home?region=${edgeRegion}#dashboards/dashboard/${operationsDashboardName(stage)}`;
}

/** The alarms of one stack of the stage, by name (`Alarms.alarmNames`). */
export interface StackAlarms {
  /** The stack's region. */
  readonly region: string;
  /** The alarms' names. */
  readonly names: readonly string[];
}

export interface OperationsDashboardProps {
  /** Stage name, in the dashboard's name and the metrics' namespace. */
  readonly stage: string;
  /** The site's distribution (its metrics are in us-east-1, dimension Region=Global). */
  readonly distribution: cloudfront.IDistribution;
  /** The name of the CLOUDFRONT web ACL (its metrics are in us-east-1, without a Region dimension). */
  readonly siteWebAclName: string;
  /** Where and under which names the backend stack's resources report. */
  readonly backend: {
    /** The backend's region: the API, its functions and web ACL, the vitals and the notifier. */
    readonly region: string;
    /** The REST API's name. */
    readonly apiName: string;
    /** The API Gateway stage. */
    readonly apiStageName: string;
    /** The name of the REGIONAL web ACL on the API stage. */
    readonly originWebAclName: string;
  };
  /** The chat's model and the region it is called in (Bedrock's token metrics). */
  readonly bedrock: { readonly modelId: string; readonly region: string };
  /** Every alarm of the stage, per stack. */
  readonly alarms: readonly StackAlarms[];
}

/** The dashboard's sections, top to bottom. */
const sections = [
  alarmsSection,
  vitalsSection,
  edgeSection,
  apiSection,
  submissionsSection,
  chatSection,
  notifierSection,
];

/** The stage's CloudWatch dashboard. */
export class OperationsDashboard extends Construct {
  /** The dashboard. */
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const { stage } = props;
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: operationsDashboardName(stage),
      defaultInterval: Duration.days(7),
    });
    new CfnOutput(Stack.of(this), 'DashboardUrl', {
      description: "The stage's operations dashboard (CloudWatch, us-east-1).",
      value: operationsDashboardUrl(stage),
    });
    const context: DashboardContext = { scope: this, props, namespace: stageMetricsNamespace(stage) };
    for (const row of sections.flatMap((section) => section(context))) this.dashboard.addWidgets(...row);
  }
}
