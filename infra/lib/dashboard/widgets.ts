/**
 * The building blocks every section of the operations dashboard uses: its
 * context, a section heading, a metric search and a graph on the dashboard's grid.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import type { OperationsDashboardProps } from '../operations-dashboard.ts';

/** What a section reads: the props, the stage's metric namespace, and the scope imported alarms live in. */
export interface DashboardContext {
  readonly scope: Construct;
  readonly props: OperationsDashboardProps;
  readonly namespace: string;
}

/** One section: rows of widgets, top to bottom (each row is one `addWidgets` call). */
export type DashboardRows = cloudwatch.IWidget[][];

/** Widget heights on CloudWatch's grid (24 columns wide). */
const graphHeight = 6;

export const fiveMinutes = Duration.minutes(5);
export const oneHour = Duration.hours(1);

/** A section's heading and what a platform engineer reads in it, across the grid. */
export function heading(section: { heading: string; text: string }): cloudwatch.TextWidget {
  return new cloudwatch.TextWidget({
    markdown: `## ${section.heading}\n${section.text}`,
    width: 24,
    height: 2,
    background: cloudwatch.TextWidgetBackground.TRANSPARENT,
  });
}

/** A metric search: new dimension values (a page template, an outcome) appear without a deploy. */
export function search(
  expression: string,
  statistic: string,
  period: Duration,
  label: string,
  region: string,
): cloudwatch.MathExpression {
  return new cloudwatch.MathExpression({
    expression: `SEARCH('${expression}', '${statistic}', ${period.toSeconds()})`,
    label,
    period,
    searchRegion: region,
  });
}

/** A metric in the backend's region. */
export function inBackend(context: DashboardContext, metric: cloudwatch.MetricProps): cloudwatch.Metric {
  return new cloudwatch.Metric({ ...metric, region: context.props.backend.region });
}

/** One stage metric at several statistics, each line labelled with its statistic. */
export function byStatistic(
  context: DashboardContext,
  metricName: string,
  statistics: readonly string[],
): cloudwatch.Metric[] {
  return statistics.map((statistic) =>
    inBackend(context, { namespace: context.namespace, metricName, statistic, period: fiveMinutes, label: statistic }),
  );
}

/** A stage metric summed per value of one dimension, found by search. */
export function sumByDimension(
  context: DashboardContext,
  metricName: string,
  dimension: string,
): cloudwatch.MathExpression {
  return search(
    `{${context.namespace},${dimension}} MetricName="${metricName}"`,
    'Sum',
    fiveMinutes,
    `\${PROP('Dim.${dimension}')}`,
    context.props.backend.region,
  );
}

/** A graph of the usual height whose left axis starts at zero, without units unless given. */
export function graph(
  props: Omit<cloudwatch.GraphWidgetProps, 'height'> & { width: number; left: cloudwatch.IMetric[] },
): cloudwatch.GraphWidget {
  return new cloudwatch.GraphWidget({ height: graphHeight, leftYAxis: { min: 0, showUnits: false }, ...props });
}

/** A text widget as tall as a graph, for a graph that cannot be drawn. */
export function graphSizedText(markdown: string, width: number): cloudwatch.TextWidget {
  return new cloudwatch.TextWidget({ markdown, width, height: graphHeight });
}
