/**
 * The operations dashboard and the alarms as a template holds them, read back:
 * the dashboard body's widgets, a graph's metric lines and expressions, and the
 * alarms' properties.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';
import { resourcesOfType } from './support.ts';

/** A dashboard widget as CloudWatch reads it. */
export interface Widget {
  type: string;
  properties: {
    title?: string;
    markdown?: string;
    region?: string;
    alarms?: string[];
    metrics?: unknown[][];
    annotations?: { horizontal?: { value: number; label?: string }[] };
  };
}

/** A metric line of a graph: its identity (namespace, name, dimension pairs) and its options. */
export interface MetricLine {
  identity: string[];
  options: { expression?: string; label?: string; region?: string; stat?: string; period?: number };
}

export type Resource = { Properties: Record<string, unknown> };

/**
 * The dashboard's body, parsed: the template writes it as an Fn::Join whose
 * tokens (the distribution id, account, partition) sit inside JSON strings, so
 * each token becomes a readable placeholder such as `«Ref:AWS::AccountId»`.
 */
export function dashboardOf(template: Template): { name: string; widgets: Widget[] } {
  const dashboards = Object.values(resourcesOfType(template, 'AWS::CloudWatch::Dashboard')) as Resource[];
  expect(dashboards).toHaveLength(1);
  const { DashboardName, DashboardBody } = dashboards[0]!.Properties as {
    DashboardName: string;
    DashboardBody: { 'Fn::Join': [string, unknown[]] };
  };
  const [separator, parts] = DashboardBody['Fn::Join'];
  const text = parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const [intrinsic, argument] = Object.entries(part as Record<string, unknown>)[0]!;
      return `«${intrinsic}:${JSON.stringify(argument).replace(/"/g, '')}»`;
    })
    .join(separator);
  return { name: DashboardName, widgets: (JSON.parse(text) as { widgets: Widget[] }).widgets };
}

/** The graph whose title starts with `title`. */
export function graph(widgets: Widget[], title: string): Widget {
  const found = widgets.filter((widget) => widget.type === 'metric' && widget.properties.title?.startsWith(title));
  expect(found, title).toHaveLength(1);
  return found[0]!;
}

/** A graph's lines: `[namespace, name, dim, value, ..., options]` or `[{ expression, ... }]`. */
export function linesOf(widget: Widget): MetricLine[] {
  return (widget.properties.metrics ?? []).map((line) => {
    const last = line[line.length - 1];
    const hasOptions = typeof last === 'object' && last !== null;
    return {
      identity: (hasOptions ? line.slice(0, -1) : line) as string[],
      options: (hasOptions ? last : {}) as MetricLine['options'],
    };
  });
}

/** The line of `metricName` in `namespace` whose dimensions include `dimensions` (and whose options match). */
export function lineOf(
  widget: Widget,
  namespace: string,
  metricName: string,
  dimensions: Record<string, string> = {},
  options: MetricLine['options'] = {},
): MetricLine | undefined {
  return linesOf(widget).find(({ identity, options: lineOptions }) => {
    const [lineNamespace, lineName, ...pairs] = identity;
    if (lineNamespace !== namespace || lineName !== metricName) return false;
    const lineDimensions = Object.fromEntries(
      pairs.flatMap((value, index) => (index % 2 === 0 ? [[value, pairs[index + 1]]] : [])),
    );
    const effective = { ...lineOptions, region: regionOf(widget, lineOptions) };
    return (
      Object.entries(dimensions).every(([key, value]) => lineDimensions[key] === value) &&
      Object.entries(options).every(([key, value]) => effective[key as keyof MetricLine['options']] === value)
    );
  });
}

/** The region a line reads: its own, else its widget's (CDK leaves out a region equal to the dashboard's, us-east-1). */
export function regionOf(widget: Widget, options: MetricLine['options']): string {
  const widgetRegion = widget.properties.region;
  return options.region ?? (widgetRegion?.startsWith('«') || !widgetRegion ? 'us-east-1' : widgetRegion);
}

/** The expressions of a graph (SEARCH and metric math), each with the region it reads. */
export function expressionsOf(widget: Widget): MetricLine['options'][] {
  return linesOf(widget)
    .map((line) => ({ ...line.options, region: regionOf(widget, line.options) }))
    .filter((options) => options.expression !== undefined);
}

export const alarmsOf = (template: Template) =>
  (Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm')) as Resource[]).map((alarm) => alarm.Properties);
